import { pickLanguage } from '@cleanops/contracts/rules';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GuestRoomApp } from './features/guest/standalone/guest-room-app';
import { tokenFromPath } from './features/guest/standalone/room-token';
import { loadTranslate } from './features/guest/standalone/translate';
import { browserLanguageSources } from './shared/i18n/browser-language-sources';
import { applyStoredTheme } from './shared/stores/stored-theme';
import './features/guest/standalone/guest.css';

/**
 * The page a room's QR code opens, as its own entry: React and this page only, so a phone
 * on a slow network shows it in a blink. The server sends guest.html for /q/* (and `npm run dev` does
 * too); a /q/ link followed inside the app loads it (app/routes/guest-page-link.tsx).
 */
applyStoredTheme(document.documentElement);
const language = pickLanguage(browserLanguageSources());
// Asked for before React starts, so the texts and the room arrive side by side.
const translations = loadTranslate(language);

const root = document.getElementById('root');
if (!root) throw new Error('guest.html has no #root');

createRoot(root).render(
  <StrictMode>
    <GuestRoomApp
      token={tokenFromPath(window.location.pathname)}
      initialLanguage={language}
      translations={translations}
    />
  </StrictMode>,
);
