import { normalizeLanguage, type TLanguage } from '@cleanops/contracts';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { browserLanguageSources } from './browser-language-sources';
import { LANGUAGE_STORAGE_KEY, pickLanguage, SUPPORTED_LANGUAGES } from './detect-language';
import { NAMESPACES } from './namespaces';

export const i18n = i18next;

const detector = new LanguageDetector();
detector.addDetector({
  name: 'cleanops',
  lookup: () => pickLanguage(browserLanguageSources()),
});

export function initI18n(): Promise<unknown> {
  return i18next
    .use(HttpBackend)
    .use(detector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...SUPPORTED_LANGUAGES],
      fallbackLng: 'ru',
      load: 'languageOnly',
      ns: [...NAMESPACES],
      defaultNS: 'common',
      fallbackNS: 'common',
      saveMissing: true,
      backend: {
        loadPath: '/locales/{{lng}}/{{ns}}.json',
        addPath: '/locales/add/{{lng}}/{{ns}}',
      },
      detection: {
        order: ['cleanops'],
        caches: ['localStorage'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      },
      interpolation: { escapeValue: false },
    });
}

export function currentLanguage(): TLanguage {
  return normalizeLanguage(i18next.resolvedLanguage ?? i18next.language);
}

/** Switches the interface language; the detector caches the choice in localStorage (SPEC.md §1). */
export function changeLanguage(language: TLanguage): Promise<unknown> {
  return i18next.changeLanguage(language);
}
