import { pickLanguage } from '@cleanops/contracts/rules';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GuestRoomApp } from './features/guest/standalone/guest-room-app';
import { tokenFromPath } from './features/guest/standalone/room-token';
import { loadTranslate } from './features/guest/standalone/translate';
import { contractorTokenFromPath } from './features/problems/contractor/contractor-api';
import { ContractorApp } from './features/problems/contractor/contractor-app';
import { browserLanguageSources } from './shared/i18n/browser-language-sources';
import { applyStoredTheme } from './shared/stores/stored-theme';
import './features/guest/standalone/guest.css';
import './features/problems/contractor/contractor.css';

/**
 * The light entry for people without an account, each page as its own small app: the page a room's
 * QR code opens (/q/*) and the page a contractor's link opens (/fix/*, DECISIONS.md §13). React and
 * these pages only, so a phone on a slow network shows them in a blink. The server sends guest.html
 * for both (and `npm run dev` does too); a /q/ link followed inside the app loads it
 * (app/routes/guest-page-link.tsx).
 */
applyStoredTheme(document.documentElement);
const language = pickLanguage(browserLanguageSources());
const path = window.location.pathname;
const contractor = path.startsWith('/fix/');
// Asked for before React starts, so the texts and the page's data arrive side by side.
const translations = loadTranslate(language, contractor ? 'problems' : 'guest');

const root = document.getElementById('root');
if (!root) throw new Error('guest.html has no #root');

const loadProblemTexts = (lng: typeof language) =>
  lng === language ? translations : loadTranslate(lng, 'problems');

createRoot(root).render(
  <StrictMode>
    {contractor ? (
      <ContractorApp
        token={contractorTokenFromPath(path)}
        initialLanguage={language}
        loadTranslate={loadProblemTexts}
      />
    ) : (
      <GuestRoomApp token={tokenFromPath(path)} initialLanguage={language} translations={translations} />
    )}
  </StrictMode>,
);
