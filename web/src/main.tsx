import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app/app';
import { trackAppOpen } from './shared/analytics/track';
import { listenForPreloadErrors } from './shared/app-version/chunk-reload';
import { initI18n } from './shared/i18n/i18n';
import { registerServiceWorkerWhenSignedIn } from './shared/pwa/service-worker';
import { browserStorage } from './shared/stores/storage';
import './app/global.css';

// zod would probe `new Function` for a faster parser; our CSP (script-src 'self') refuses it, which the
// browser reports as a policy violation on every page load. Without the probe the parser is the same.
z.config({ jitless: true });
listenForPreloadErrors();
void initI18n();
trackAppOpen(browserStorage);
registerServiceWorkerWhenSignedIn();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
