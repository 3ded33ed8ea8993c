import type { LanguageSources } from '../model/guest-rules';

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Where the language may be written, read as shared/i18n/browser-language-sources.ts reads them. */
export function browserLanguageSources(): LanguageSources {
  return {
    stored: readStored('i18nextLng'),
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
    query: new URLSearchParams(window.location.search).get('lng'),
    cookie: readCookie('i18next'),
  };
}
