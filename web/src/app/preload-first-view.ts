import type { TRight } from '@cleanops/contracts/rights';
import { pickLanguage, type TLanguage, toAcceptLanguage } from '@cleanops/contracts/rules';
import { leaveFirstData } from '@/shared/api/first-data';
import { browserLanguageSources } from '@/shared/i18n/browser-language-sources';
import { FRAME_NAMESPACES, INITIAL_NAMESPACES, type Namespace } from '@/shared/i18n/namespaces';
import { AUTH_STORAGE_KEY, browserStorage } from '@/shared/stores/browser-storage';
import { applyStoredTheme } from '@/shared/stores/stored-theme';
import { DATE_LOCALE_TAGS } from '@/shared/time/locale-tags';
import { canOpen } from './permissions';
import { PRELOAD_METAS, type RouteTree, START_PAGES } from './routes/start-pages';

/*
 * What index.html's first script does (src/preload-texts.ts, built by web/build/preload-script.ts):
 * it starts fetching what the first screen needs while the app's JavaScript is still downloading, so
 * the first paint does not wait on a chain JS → language → texts. It takes its rules from the app's own
 * modules: the language as the app picks it, the namespaces the app loads first, the start pages'
 * namespaces and rights check, the session and theme where the app stores them.
 */

/** The part of the stored session (auth-store.ts) this reads. */
interface StoredSession {
  token?: unknown;
  rights?: unknown;
  menuEnabled?: unknown;
}

function storedSession(): StoredSession | null {
  try {
    const state = (
      JSON.parse(browserStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as {
        state?: StoredSession & { isAuth?: unknown };
      } | null
    )?.state;
    return state?.isAuth === true ? state : null;
  } catch {
    return null;
  }
}

const meta = (name: string) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';

/** React Router's `:param` segments, whole path, an optional trailing slash. */
function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern.replace(/:([^/]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${source}/?$`).exec(pathname);
  return match ? Object.fromEntries(names.map((name, at) => [name, match[at + 1] ?? ''])) : null;
}

/**
 * The start page this address shows a signed-in visitor, with its files from the build's <meta>, or
 * null: no such page here, or one the session may not open (canOpen, as the app's routes decide).
 */
function startPageFor(session: StoredSession, pathname: string) {
  for (const page of START_PAGES) {
    const params = matchPath(page.path, pathname);
    if (!params) continue;
    const rights = Array.isArray(session.rights) ? (session.rights as TRight[]) : [];
    const subject = { rights, menuEnabled: session.menuEnabled === true };
    if (page.access && !canOpen(page.access, subject)) return null;
    let files: string[] = [];
    try {
      const named = JSON.parse(meta(PRELOAD_METAS.startPages) || '{}') as Record<string, unknown>;
      const own = named[page.path];
      if (Array.isArray(own)) files = own.filter((file): file is string => typeof file === 'string');
    } catch {
      // A build's <meta> it cannot read: the page's texts and data still start, its code comes with the tree.
    }
    return { ...page, params, files };
  }
  return null;
}

function preloadLinks(language: TLanguage, namespaces: readonly Namespace[], files: readonly string[]) {
  // Every link goes in at once: one insertion into <head> instead of one per file (each is work for
  // the page's main thread while it should be painting).
  const links = document.createDocumentFragment();
  for (const namespace of new Set(namespaces)) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    // The same request mode and credentials as i18next's fetch, or the browser would not reuse it.
    link.crossOrigin = 'anonymous';
    link.href = `/locales/${language}/${namespace}.json`;
    links.appendChild(link);
  }
  for (const file of files.filter(Boolean)) {
    const link = document.createElement('link');
    // A stylesheet of the tree (antd's) is fetched now and applied when the tree's code asks for it.
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.href = file;
    links.appendChild(link);
  }
  document.head.appendChild(links);
}

/**
 * Picks the language and puts it on <html>, gives the splash the stored theme, and starts the route
 * tree this visitor will see (signed in or not, as the stored session says) with its frame's texts and
 * stylesheets; for a signed-in start page, that page's code, texts and first data too. The build names
 * each tree's and page's files in <meta> tags of index.html, which `npm run dev` does not have: there
 * only the texts start.
 */
export function preloadFirstView(): void {
  const language = pickLanguage(browserLanguageSources());
  document.documentElement.lang = language;
  // For index.html's splash before the app runs; main.tsx applies it again. Without one the splash
  // follows the system's theme.
  applyStoredTheme(document.documentElement);
  const session = storedSession();
  const tree: RouteTree = session ? 'signed-in' : 'signed-out';
  const page = session ? startPageFor(session, window.location.pathname) : null;
  preloadLinks(
    language,
    [
      ...INITIAL_NAMESPACES,
      ...FRAME_NAMESPACES[session ? 'signedIn' : 'signedOut'],
      ...(page?.namespaces ?? []),
    ],
    [...meta(PRELOAD_METAS.tree(tree)).split(' '), ...(page?.files ?? [])],
  );
  // The start page's first data (its `data`, for an address without a query string), asked for now
  // with the stored session as the app's API client asks: the page takes this answer instead of asking
  // once its code has arrived (shared/api/client.ts, which checks address, session and language).
  const api = meta(PRELOAD_METAS.api);
  if (
    page?.data &&
    api &&
    !window.location.search &&
    typeof session?.token === 'string' &&
    Object.values(page.params).every((value) => /^[\w-]+$/.test(value))
  ) {
    const url = api + page.data.replace(/:(\w+)/g, (_, name: string) => page.params[name] ?? '');
    const headers = {
      Accept: 'application/json',
      'Accept-Language': toAcceptLanguage(language),
      Authorization: `Bearer ${session.token}`,
    };
    try {
      const response = window.fetch(url, { headers });
      response.catch(() => undefined);
      leaveFirstData({ url, headers, response, at: Date.now() });
    } catch {
      // No fetch here: the page asks for its data itself.
    }
  }
  // Signed-in pages show dates, and the browser's first date formatter loads its locale and zone data,
  // a long task on a phone. It is done here, before the splash's first paint and while the app's
  // JavaScript downloads (the main thread has nothing else to do then), not in the task that draws the
  // page's first answer: in a task of its own after the first paint it would still keep a phone from
  // answering a tap for as long. format-date.ts's own formatters are quick after that.
  if (session) {
    try {
      new Intl.DateTimeFormat(DATE_LOCALE_TAGS[language], { dateStyle: 'medium', timeStyle: 'short' }).format(
        Date.now(),
      );
    } catch {
      // No Intl: the app's dates fall back as format-date.ts does.
    }
  }
}
