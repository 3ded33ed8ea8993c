import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type LanguageSources, pickLanguage } from './detect-language';
import { INITIAL_NAMESPACES } from './namespaces';

const SCRIPT = readFileSync(join(import.meta.dirname, '../../../public/preload-texts.js'), 'utf8');

/** Runs index.html's preload script against a browser described by `sources`; returns what it asked for. */
function preloadedBy(sources: LanguageSources) {
  const links: Array<Record<string, string>> = [];
  const documentElement = { lang: 'ru' };
  const fakeDocument = {
    documentElement,
    cookie: sources.cookie ? `other=1; i18next=${encodeURIComponent(sources.cookie)}` : '',
    createElement: () => ({}),
    head: { appendChild: (link: Record<string, string>) => links.push(link) },
  };
  const fakeWindow = {
    localStorage: { getItem: (key: string) => (key === 'i18nextLng' ? sources.stored : null) },
    location: { search: sources.query ? `?lng=${sources.query}` : '' },
  };
  const fakeNavigator = { languages: sources.browser, language: sources.browser[0] };
  new Function('window', 'document', 'navigator', SCRIPT)(fakeWindow, fakeDocument, fakeNavigator);
  return { lang: documentElement.lang, links };
}

describe('index.html starts fetching the first texts before the app runs (issue 13)', () => {
  const cases: LanguageSources[] = [
    { stored: 'kk', browser: ['en-US'], query: null, cookie: null },
    { stored: null, browser: ['kz-KZ', 'ru'], query: null, cookie: null },
    { stored: null, browser: ['de-DE', 'es-ES'], query: null, cookie: null },
    { stored: null, browser: ['de-DE'], query: 'en', cookie: null },
    { stored: null, browser: ['fr'], query: null, cookie: 'es' },
    { stored: 'xx', browser: ['fr'], query: null, cookie: null },
    { stored: null, browser: [], query: null, cookie: null },
  ];
  for (const sources of cases) {
    it(`picks the app's language for ${JSON.stringify(sources)}`, () => {
      const language = pickLanguage(sources);
      const { lang, links } = preloadedBy(sources);
      expect(lang).toBe(language);
      expect(links.map((link) => link.href)).toEqual(
        INITIAL_NAMESPACES.map((ns) => `/locales/${language}/${ns}.json`),
      );
      // A preload is reused by i18next's fetch only with the same mode: as="fetch" and CORS.
      for (const link of links)
        expect(link).toMatchObject({ rel: 'preload', as: 'fetch', crossOrigin: 'anonymous' });
    });
  }
});
