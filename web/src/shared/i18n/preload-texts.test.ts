import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LanguageSources, pickLanguage } from '@cleanops/contracts/rules';
import { describe, expect, it } from 'vitest';
import { FRAME_NAMESPACES, INITIAL_NAMESPACES } from './namespaces';

const SCRIPT = readFileSync(join(import.meta.dirname, '../../../public/preload-texts.js'), 'utf8');

/** What a build's index.html names for each route tree (vite.config.ts, routeTreePreloads). */
const TREE_FILES: Record<string, string> = {
  'cleanops-signed-in-js': '/assets/signed-in-routes-a1.js /assets/antd-b2.js /assets/antd-b2.css',
  'cleanops-signed-out-js': '/assets/signed-out-routes-c3.js',
  'cleanops-start-pages': JSON.stringify([
    {
      path: '/',
      right: 'get_analytics',
      namespaces: ['dashboard', 'jobs'],
      files: ['/assets/dashboard-d4.js'],
      data: '/dashboard',
    },
    {
      path: '/tasks/jobs/:occurrenceId',
      namespaces: ['jobs', 'files'],
      files: ['/assets/job-e5.js', '/assets/tabs-f6.js'],
      data: '/occurrences/:occurrenceId',
    },
  ]),
  'cleanops-api': '/api',
};

/**
 * Runs index.html's preload script against a browser described by `sources`, with a stored session
 * or none (and a build's tree files, or none as in `npm run dev`); returns what it asked for.
 */
function preloadedBy(
  sources: LanguageSources,
  { auth = null as string | null, built = true, path = '/', ui = null as string | null, search = '' } = {},
) {
  const links: Array<Record<string, string>> = [];
  const fetched: Array<{ url: string; headers: Record<string, string> }> = [];
  const documentElement = { lang: 'ru', dataset: {} as Record<string, string> };
  const fakeDocument = {
    documentElement,
    cookie: sources.cookie ? `other=1; i18next=${encodeURIComponent(sources.cookie)}` : '',
    createElement: () => ({}),
    // The script gathers its links in a fragment and puts that into <head> once.
    createDocumentFragment: () => ({ appendChild: (link: Record<string, string>) => links.push(link) }),
    head: { appendChild: () => undefined },
    querySelector: (selector: string) => {
      const name = /meta\[name="([\w-]+)"\]/.exec(selector)?.[1] ?? '';
      return built && TREE_FILES[name] ? { getAttribute: () => TREE_FILES[name] } : null;
    },
  };
  const fakeWindow = {
    localStorage: {
      getItem: (key: string) =>
        key === 'i18nextLng'
          ? sources.stored
          : key === 'cleanops-auth'
            ? auth
            : key === 'cleanops-ui'
              ? ui
              : null,
    },
    location: { pathname: path, search: sources.query ? `?lng=${sources.query}` : search },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      fetched.push({ url, headers: init.headers });
      return Promise.resolve(new Response('{}'));
    },
  } as Record<string, unknown>;
  const fakeNavigator = { languages: sources.browser, language: sources.browser[0] };
  new Function('window', 'document', 'navigator', SCRIPT)(fakeWindow, fakeDocument, fakeNavigator);
  return {
    lang: documentElement.lang,
    theme: documentElement.dataset.theme,
    links,
    fetched,
    firstData: fakeWindow.__cleanopsFirstData as { url: string } | undefined,
  };
}

describe('index.html starts fetching the first texts before the app runs', () => {
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
      const texts = links.filter((link) => link.rel === 'preload');
      expect(texts.map((link) => link.href)).toEqual(
        [...INITIAL_NAMESPACES, ...FRAME_NAMESPACES.signedOut].map((ns) => `/locales/${language}/${ns}.json`),
      );
      // A preload is reused by i18next's fetch only with the same mode: as="fetch" and CORS.
      for (const link of texts) expect(link).toMatchObject({ as: 'fetch', crossOrigin: 'anonymous' });
    });
  }

  const english: LanguageSources = { stored: 'en', browser: [], query: null, cookie: null };
  const modules = (links: Array<Record<string, string>>) =>
    links.filter((link) => link.rel === 'modulepreload').map((link) => link.href);

  it('starts the sign-in tree and its texts for a visitor with no session', () => {
    const { links } = preloadedBy(english);
    expect(modules(links)).toEqual(['/assets/signed-out-routes-c3.js']);
    expect(links.map((link) => link.href)).toContain('/locales/en/auth.json');
    expect(links.map((link) => link.href)).not.toContain('/locales/en/notifications.json');
  });

  it('starts the signed-in tree and its frame texts for someone whose session is stored', () => {
    const auth = JSON.stringify({ state: { isAuth: true, token: 't' }, version: 1 });
    const { links } = preloadedBy(english, { auth });
    expect(modules(links)).toEqual(['/assets/signed-in-routes-a1.js', '/assets/antd-b2.js']);
    expect(links.filter((link) => link.as === 'fetch').map((link) => link.href)).toEqual(
      [...INITIAL_NAMESPACES, ...FRAME_NAMESPACES.signedIn].map((ns) => `/locales/en/${ns}.json`),
    );
    // The tree's stylesheet (antd's) starts too, as a style: applied once the tree's code asks for it.
    expect(links.filter((link) => link.as === 'style')).toEqual([
      { rel: 'preload', as: 'style', href: '/assets/antd-b2.css' },
    ]);
  });

  const session = (state: object) =>
    JSON.stringify({ state: { isAuth: true, token: 't', ...state }, version: 1 });
  const texts = (links: Array<Record<string, string>>) =>
    links.filter((link) => link.as === 'fetch').map((link) => link.href);

  it("starts a start page's own code and texts beside the tree's", () => {
    const { links } = preloadedBy(english, { auth: session({ rights: [] }), path: '/tasks/jobs/9d30aaa4' });
    expect(modules(links)).toEqual([
      '/assets/signed-in-routes-a1.js',
      '/assets/antd-b2.js',
      '/assets/job-e5.js',
      '/assets/tabs-f6.js',
    ]);
    // Each text once, though the page and the frame may both name it.
    expect(texts(links)).toEqual(
      [...INITIAL_NAMESPACES, ...FRAME_NAMESPACES.signedIn, 'jobs', 'files'].map(
        (ns) => `/locales/en/${ns}.json`,
      ),
    );
  });

  it('starts the dashboard only for those it opens for, and no page for an address that is none', () => {
    const owner = session({ rights: ['get_analytics'], menuEnabled: true });
    expect(modules(preloadedBy(english, { auth: owner }).links)).toContain('/assets/dashboard-d4.js');
    const staff = session({ rights: ['get_jobs'], menuEnabled: true });
    expect(modules(preloadedBy(english, { auth: staff }).links)).not.toContain('/assets/dashboard-d4.js');
    const off = session({ rights: ['get_analytics'], menuEnabled: false });
    expect(modules(preloadedBy(english, { auth: off }).links)).not.toContain('/assets/dashboard-d4.js');
    const other = preloadedBy(english, { auth: owner, path: '/tasks/jobs/j1/extra' });
    expect(modules(other.links)).toEqual(['/assets/signed-in-routes-a1.js', '/assets/antd-b2.js']);
    // Signed out, a start page's address starts nothing of it.
    const visitor = preloadedBy(english, { path: '/tasks/jobs/j1' });
    expect(modules(visitor.links)).toEqual(['/assets/signed-out-routes-c3.js']);
  });

  it('treats a stored session it cannot read as none, and preloads no code where the page names none', () => {
    const { links } = preloadedBy(english, { auth: '{not json', built: false });
    expect(modules(links)).toEqual([]);
    expect(links.map((link) => link.href)).toContain('/locales/en/auth.json');
  });

  it("gives the splash the stored theme before the app runs, and the system's when none is stored", () => {
    const english: LanguageSources = { stored: 'en', browser: ['en'], query: null, cookie: null };
    const stored = (isDarkMode: boolean) => JSON.stringify({ state: { isDarkMode }, version: 1 });
    expect(preloadedBy(english, { ui: stored(true) }).theme).toBe('dark');
    expect(preloadedBy(english, { ui: stored(false) }).theme).toBe('light');
    expect(preloadedBy(english).theme).toBeUndefined();
    expect(preloadedBy(english, { ui: '{not json' }).theme).toBeUndefined();
  });

  it("asks for a start page's first data with the stored session, as the app's client asks", () => {
    const owner = session({ token: 'tok-1', rights: ['get_analytics'], menuEnabled: true });
    const kazakh: LanguageSources = { stored: 'kk', browser: [], query: null, cookie: null };
    const dashboard = preloadedBy(kazakh, { auth: owner });
    expect(dashboard.fetched).toEqual([
      {
        url: '/api/dashboard',
        headers: { Accept: 'application/json', 'Accept-Language': 'kz', Authorization: 'Bearer tok-1' },
      },
    ]);
    expect(dashboard.firstData).toMatchObject({ url: '/api/dashboard' });
    const job = preloadedBy(english, { auth: owner, path: '/tasks/jobs/9d30aaa4-1c2b' });
    expect(job.fetched.map((asked) => asked.url)).toEqual(['/api/occurrences/9d30aaa4-1c2b']);
  });

  it('asks for no data where it could not be the first view the app would ask for', () => {
    const owner = session({ token: 'tok-1', rights: ['get_analytics'], menuEnabled: true });
    // An address with a query string (a list's filters), a page named by no start page, no session,
    // a session the page is not for, and a build without the API on its own origin (or `npm run dev`).
    expect(preloadedBy(english, { auth: owner, search: '?state=dirty' }).fetched).toEqual([]);
    expect(preloadedBy(english, { auth: owner, path: '/teams' }).fetched).toEqual([]);
    expect(preloadedBy(english).fetched).toEqual([]);
    const staff = session({ token: 'tok-2', rights: ['get_jobs'], menuEnabled: true });
    expect(preloadedBy(english, { auth: staff }).fetched).toEqual([]);
    expect(preloadedBy(english, { auth: owner, built: false }).fetched).toEqual([]);
    expect(preloadedBy(english, { auth: owner, path: '/tasks/jobs/a%2Fb' }).fetched).toEqual([]);
  });
});
