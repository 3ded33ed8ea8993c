import type { LanguageSources } from '@cleanops/contracts/rules';
import { browserStorage } from '../stores/browser-storage';

/** Where i18next keeps the language a person chose (the app and the guest page write it). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

/**
 * What this browser says about the language, for pickLanguage (SPEC.md §1), read the same way by the
 * app, the guest page and the script index.html runs first.
 */
export function browserLanguageSources(): LanguageSources {
  const params = new URLSearchParams(window.location.search);
  return {
    stored: browserStorage.getItem(LANGUAGE_STORAGE_KEY),
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
    query: params.get('lng'),
    cookie: readCookie('i18next'),
  };
}
