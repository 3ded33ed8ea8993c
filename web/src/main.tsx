import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { App } from './app/app';
import { applyTheme } from './app/provider';
import { trackAppOpen } from './shared/analytics/track';
import { listenForPreloadErrors } from './shared/app-version/chunk-reload';
import { initI18n } from './shared/i18n/i18n';
import { registerServiceWorkerWhenSignedIn } from './shared/pwa/service-worker';
import { browserStorage } from './shared/stores/browser-storage';
import { useUiStore } from './shared/stores/ui-store';
import './shared/ui-kit/plain.css';
import './app/global.css';

// zod would probe `new Function` for a faster parser; our CSP (script-src 'self') refuses it, which the
// browser reports as a policy violation on every page load. Without the probe the parser is the same.
// Only zod's small core is imported here: the full zod comes with the pages that parse, and
// its settings are one object shared by every copy (globalThis.__zod_globalConfig), set before any parse.
zodConfig({ jitless: true });
// The stored light/dark choice applies before the first paint; the sign-in pages have no antd to do it.
applyTheme(useUiStore.getState().isDarkMode);
listenForPreloadErrors();
void initI18n();
trackAppOpen(browserStorage);
registerServiceWorkerWhenSignedIn();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The first render as a transition: React draws it in short slices, yielding to the browser between
// them, instead of one long task that keeps a slow phone from answering a tap. The splash in
// index.html stays until the app has something to show.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
