import { LANGUAGES, normalizeLanguage, pickLanguage, type TLanguage } from '@cleanops/contracts/rules';
import type { LanguageDetectorModule } from 'i18next';
import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { browserStorage } from '../stores/browser-storage';
import { browserLanguageSources, LANGUAGE_STORAGE_KEY } from './browser-language-sources';
import { INITIAL_NAMESPACES, type Namespace } from './namespaces';

export type { Namespace } from './namespaces';

export const i18n = i18next;

/**
 * SPEC.md §1's order (pickLanguage in the contracts' rules); the choice is kept in localStorage. Our
 * own few lines instead of i18next-browser-languagedetector, whose generic lookups we did not use.
 */
const detector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => pickLanguage(browserLanguageSources()),
  cacheUserLanguage: (language) => browserStorage.setItem(LANGUAGE_STORAGE_KEY, language),
};

export function initI18n(): Promise<unknown> {
  return i18next
    .use(HttpBackend)
    .use(detector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      // No fallback language: i18next would fetch every namespace twice (the page's language and
      // Russian) although every language has every key (translations.test.ts). The detector always
      // answers a language we serve (Russian when nothing matches, SPEC.md §1).
      fallbackLng: false,
      load: 'languageOnly',
      // Only what the first paint needs; pages load theirs (all of them would hold the first paint back).
      ns: [...INITIAL_NAMESPACES],
      defaultNS: 'common',
      fallbackNS: 'common',
      // A key still missing is reported for the language the person was reading.
      saveMissing: true,
      saveMissingTo: 'current',
      backend: {
        loadPath: '/locales/{{lng}}/{{ns}}.json',
        addPath: '/locales/add/{{lng}}/{{ns}}',
      },
      interpolation: { escapeValue: false },
    });
}

/**
 * Fetches namespaces a page is about to use; resolves when they are there (or failed: the texts then
 * fall back to `common` and the page still works). Already loaded ones cost nothing.
 */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<unknown> {
  if (namespaces.length === 0) return Promise.resolve();
  return i18next.loadNamespaces([...namespaces]).catch(() => undefined);
}

/**
 * Starts fetching namespaces a page will use before i18next may be ready to load them (a page opened
 * from the address bar), as index.html's first script (src/preload-texts.ts) does for the first
 * ones: i18next's own request then takes the preloaded answer. The language is the one that script
 * put on <html>.
 */
export function preloadNamespaces(namespaces: readonly Namespace[]): void {
  const language = i18next.resolvedLanguage ?? document.documentElement.lang;
  if (!/^[a-z]{2}$/.test(language)) return;
  for (const namespace of namespaces) {
    if (i18next.hasResourceBundle?.(language, namespace)) continue;
    const href = `/locales/${language}/${namespace}.json`;
    if (document.head.querySelector(`link[rel="preload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    // The same request mode and credentials as i18next's fetch, or the browser would not reuse it.
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.appendChild(link);
  }
}

export function currentLanguage(): TLanguage {
  return normalizeLanguage(i18next.resolvedLanguage ?? i18next.language);
}

/** Switches the interface language; the detector caches the choice in localStorage (SPEC.md §1). */
export function changeLanguage(language: TLanguage): Promise<unknown> {
  return i18next.changeLanguage(language);
}
