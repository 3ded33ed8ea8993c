import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeFirstData } from '@/shared/api/first-data';
import { LANGUAGE_STORAGE_KEY } from '@/shared/i18n/browser-language-sources';
import { FRAME_NAMESPACES, INITIAL_NAMESPACES } from '@/shared/i18n/namespaces';
import { AUTH_STORAGE_KEY, browserStorage, UI_STORAGE_KEY } from '@/shared/stores/browser-storage';
import { preloadFirstView } from './preload-first-view';
import { START_PAGES } from './routes/start-pages';

/** What a build's index.html names for each route tree and start page (web/build/route-tree-preloads.ts). */
const BUILT: Record<string, string> = {
  'cleanops-signed-in-js': '/assets/signed-in-routes-a1.js /assets/antd-b2.js /assets/antd-b2.css',
  'cleanops-signed-out-js': '/assets/signed-out-routes-c3.js',
  'cleanops-start-pages': JSON.stringify({
    '/': ['/assets/dashboard-d4.js'],
    '/tasks/jobs/:occurrenceId': ['/assets/job-e5.js', '/assets/tabs-f6.js'],
  }),
  'cleanops-api': '/api',
};

interface Visit {
  stored?: string | null;
  browser?: string[];
  query?: string;
  cookie?: string;
  path?: string;
  search?: string;
  auth?: string | null;
  ui?: string | null;
  /** false: index.html as `npm run dev` serves it, without the build's <meta> tags. */
  built?: boolean;
}

/** Runs index.html's first script in a browser described by `visit`; returns what it asked for. */
function preloadedBy({
  stored = null,
  browser = [],
  query,
  cookie,
  path = '/',
  search = '',
  auth = null,
  ui = null,
  built = true,
}: Visit = {}) {
  browserStorage.clear();
  if (stored) browserStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
  if (auth) browserStorage.setItem(AUTH_STORAGE_KEY, auth);
  if (ui) browserStorage.setItem(UI_STORAGE_KEY, ui);
  const links: Array<Record<string, string>> = [];
  const fetched: Array<{ url: string; headers: Record<string, string> }> = [];
  const documentElement = { lang: 'ru', dataset: {} as Record<string, string> };
  vi.stubGlobal('document', {
    documentElement,
    cookie: cookie ? `other=1; i18next=${encodeURIComponent(cookie)}` : '',
    createElement: () => ({}),
    // The script gathers its links in a fragment and puts that into <head> once.
    createDocumentFragment: () => ({ appendChild: (link: Record<string, string>) => links.push(link) }),
    head: { appendChild: () => undefined },
    querySelector: (selector: string) => {
      const name = /meta\[name="([\w-]+)"\]/.exec(selector)?.[1] ?? '';
      return built && BUILT[name] ? { getAttribute: () => BUILT[name] } : null;
    },
  });
  vi.stubGlobal('window', {
    location: { pathname: path, search: query ? `?lng=${query}` : search },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      fetched.push({ url, headers: init.headers });
      return Promise.resolve(new Response('{}'));
    },
  });
  vi.stubGlobal('navigator', { languages: browser, language: browser[0] });
  preloadFirstView();
  return {
    lang: documentElement.lang,
    theme: documentElement.dataset.theme,
    links,
    fetched,
    firstData: takeFirstData(),
  };
}

const modules = (links: Array<Record<string, string>>) =>
  links.filter((link) => link.rel === 'modulepreload').map((link) => link.href);
const texts = (links: Array<Record<string, string>>) =>
  links.filter((link) => link.as === 'fetch').map((link) => link.href);
const session = (state: object) =>
  JSON.stringify({ state: { isAuth: true, token: 't', ...state }, version: 1 });

afterEach(() => {
  vi.unstubAllGlobals();
  browserStorage.clear();
});

describe('index.html starts fetching the first texts before the app runs', () => {
  it.each([
    [{ stored: 'kk', browser: ['en-US'] }, 'kk'],
    [{ browser: ['kz-KZ', 'ru'] }, 'kk'],
    [{ browser: ['de-DE', 'es-ES'] }, 'es'],
    [{ browser: ['de-DE'], query: 'en' }, 'en'],
    [{ browser: ['fr'], cookie: 'es' }, 'es'],
    [{ stored: 'xx', browser: ['fr'] }, 'ru'],
    [{}, 'ru'],
  ] as Array<[Visit, string]>)('in the language the app picks for %j', (visit, language) => {
    const { lang, links } = preloadedBy(visit);
    expect(lang).toBe(language);
    expect(texts(links)).toEqual(
      [...INITIAL_NAMESPACES, ...FRAME_NAMESPACES.signedOut].map((ns) => `/locales/${language}/${ns}.json`),
    );
    // A preload is reused by i18next's fetch only with the same mode: as="fetch" and CORS.
    for (const link of links.filter((link) => link.rel === 'preload'))
      expect(link).toMatchObject({ as: 'fetch', crossOrigin: 'anonymous' });
  });

  it('starts the sign-in tree and its texts for a visitor with no session', () => {
    const { links } = preloadedBy({ stored: 'en' });
    expect(modules(links)).toEqual(['/assets/signed-out-routes-c3.js']);
    expect(texts(links)).toContain('/locales/en/auth.json');
    expect(texts(links)).not.toContain('/locales/en/notifications.json');
  });

  it('starts the signed-in tree, its frame texts and its stylesheet for a stored session', () => {
    const { links } = preloadedBy({ stored: 'en', auth: session({}), path: '/teams' });
    expect(modules(links)).toEqual(['/assets/signed-in-routes-a1.js', '/assets/antd-b2.js']);
    expect(texts(links)).toEqual(
      [...INITIAL_NAMESPACES, ...FRAME_NAMESPACES.signedIn].map((ns) => `/locales/en/${ns}.json`),
    );
    // Applied once the tree's code asks for it.
    expect(links.filter((link) => link.as === 'style')).toEqual([
      { rel: 'preload', as: 'style', href: '/assets/antd-b2.css' },
    ]);
  });

  it("starts a start page's own code and texts beside the tree's, each text once", () => {
    const job = START_PAGES.find((page) => page.path === '/tasks/jobs/:occurrenceId');
    expect(job?.namespaces.length).toBeGreaterThan(0);
    const { links } = preloadedBy({
      stored: 'en',
      auth: session({ rights: [] }),
      path: '/tasks/jobs/9d30aaa4',
    });
    expect(modules(links)).toEqual([
      '/assets/signed-in-routes-a1.js',
      '/assets/antd-b2.js',
      '/assets/job-e5.js',
      '/assets/tabs-f6.js',
    ]);
    expect(texts(links)).toEqual(
      [...new Set([...INITIAL_NAMESPACES, ...FRAME_NAMESPACES.signedIn, ...(job?.namespaces ?? [])])].map(
        (ns) => `/locales/en/${ns}.json`,
      ),
    );
  });

  it('starts the dashboard only for those it opens for, and no page for an address that is none', () => {
    const owner = session({ rights: ['get_analytics'], menuEnabled: true });
    expect(modules(preloadedBy({ auth: owner }).links)).toContain('/assets/dashboard-d4.js');
    const staff = session({ rights: ['get_tasks'], menuEnabled: true });
    expect(modules(preloadedBy({ auth: staff }).links)).not.toContain('/assets/dashboard-d4.js');
    const off = session({ rights: ['get_analytics'], menuEnabled: false });
    expect(modules(preloadedBy({ auth: off }).links)).not.toContain('/assets/dashboard-d4.js');
    const other = preloadedBy({ auth: owner, path: '/tasks/jobs/j1/extra' });
    expect(modules(other.links)).toEqual(['/assets/signed-in-routes-a1.js', '/assets/antd-b2.js']);
    // Signed out, a start page's address starts nothing of it.
    expect(modules(preloadedBy({ path: '/tasks/jobs/j1' }).links)).toEqual([
      '/assets/signed-out-routes-c3.js',
    ]);
  });

  it('treats a stored session it cannot read as none, and preloads no code where the page names none', () => {
    const { links } = preloadedBy({ stored: 'en', auth: '{not json', built: false });
    expect(modules(links)).toEqual([]);
    expect(texts(links)).toContain('/locales/en/auth.json');
  });

  it("gives the splash the stored theme before the app runs, and the system's when none is stored", () => {
    const stored = (isDarkMode: boolean) => JSON.stringify({ state: { isDarkMode }, version: 1 });
    expect(preloadedBy({ ui: stored(true) }).theme).toBe('dark');
    expect(preloadedBy({ ui: stored(false) }).theme).toBe('light');
    expect(preloadedBy().theme).toBeUndefined();
    expect(preloadedBy({ ui: '{not json' }).theme).toBeUndefined();
  });

  it("asks for a start page's first data with the stored session, as the app's client asks", () => {
    const owner = session({ token: 'tok-1', rights: ['get_analytics'], menuEnabled: true });
    const dashboard = preloadedBy({ stored: 'kk', auth: owner });
    expect(dashboard.fetched).toEqual([
      {
        url: '/api/dashboard',
        headers: { Accept: 'application/json', 'Accept-Language': 'kz', Authorization: 'Bearer tok-1' },
      },
    ]);
    expect(dashboard.firstData).toMatchObject({ url: '/api/dashboard' });
    const job = preloadedBy({ auth: owner, path: '/tasks/jobs/9d30aaa4-1c2b' });
    expect(job.fetched.map((asked) => asked.url)).toEqual(['/api/occurrences/9d30aaa4-1c2b']);
  });

  it('asks for no data where it could not be the first view the app would ask for', () => {
    const owner = session({ token: 'tok-1', rights: ['get_analytics'], menuEnabled: true });
    // An address with a query string (a list's filters), a page named by no start page, no session,
    // a session the page is not for, and a build without the API on its own origin (or `npm run dev`).
    expect(preloadedBy({ auth: owner, search: '?state=dirty' }).fetched).toEqual([]);
    expect(preloadedBy({ auth: owner, path: '/teams' }).fetched).toEqual([]);
    expect(preloadedBy().fetched).toEqual([]);
    const staff = session({ token: 'tok-2', rights: ['get_tasks'], menuEnabled: true });
    expect(preloadedBy({ auth: staff }).fetched).toEqual([]);
    expect(preloadedBy({ auth: owner, built: false }).fetched).toEqual([]);
    expect(preloadedBy({ auth: owner, path: '/tasks/jobs/a%2Fb' }).fetched).toEqual([]);
    expect(preloadedBy({ auth: owner }).firstData).toMatchObject({ url: '/api/dashboard' });
  });
});
