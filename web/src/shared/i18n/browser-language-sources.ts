import { browserStorage } from '../stores/storage';
import { LANGUAGE_STORAGE_KEY, type LanguageSources } from './detect-language';

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

export function browserLanguageSources(): LanguageSources {
  const params = new URLSearchParams(window.location.search);
  return {
    stored: browserStorage.getItem(LANGUAGE_STORAGE_KEY),
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
    query: params.get('lng'),
    cookie: readCookie('i18next'),
  };
}
