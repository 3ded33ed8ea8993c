/*
 * Starts fetching the texts the first screen needs while the app's JavaScript is still downloading,
 * so the first paint does not wait on a chain JS → language → texts. A plain file, not an
 * inline script: the Content-Security-Policy allows only our own files. Keep the language choice in
 * step with src/shared/i18n/detect-language.ts (stored choice, browser, ?lng=, cookie, else Russian)
 * and the lists with INITIAL_NAMESPACES and FRAME_NAMESPACES in src/shared/i18n/namespaces.ts
 * (preload-texts.test.ts checks).
 *
 * It also starts the route tree this visitor will see (app/router.tsx: signed in or not, as the stored
 * session says) with its frame's texts and stylesheets, and for a signed-in start page (the dashboard,
 * the locations list, My work, a job) that page's code and texts: the build names each tree's and page's files in
 * <meta> tags of index.html (vite.config.ts, routeTreePreloads), which `npm run dev` does not have.
 * A start page that names its first data (START_PAGES' `data`) has that asked for here too.
 */
(() => {
  const NAMESPACES = ['common', 'errors', 'validation'];
  const FRAME_NAMESPACES = {
    'signed-in': ['layout', 'pages', 'notifications', 'subscriptions'],
    'signed-out': ['auth', 'layout', 'pages'],
  };
  const recognize = (tag) => {
    const lower = String(tag ?? '')
      .trim()
      .toLowerCase();
    if (!lower) return null;
    if (lower.startsWith('kz') || lower.startsWith('kk')) return 'kk';
    const base = lower.split(/[-_]/)[0];
    return ['en', 'ru', 'es'].includes(base) ? base : null;
  };
  const stored = () => {
    try {
      return window.localStorage.getItem('i18nextLng');
    } catch {
      return null;
    }
  };
  const cookie = () => {
    const found = document.cookie.split('; ').find((part) => part.startsWith('i18next='));
    return found ? decodeURIComponent(found.slice('i18next='.length)) : null;
  };
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  const query = new URLSearchParams(window.location.search).get('lng');
  const candidates = [stored(), ...browser, query, cookie()];
  const language = candidates.map(recognize).find(Boolean) ?? 'ru';
  document.documentElement.lang = language;
  const session = () => {
    try {
      const state = JSON.parse(window.localStorage.getItem('cleanops-auth') ?? 'null')?.state;
      return state?.isAuth === true ? state : null;
    } catch {
      return null;
    }
  };
  // The stored light/dark choice (the app's ui store), for index.html's splash before the app runs;
  // main.tsx applies it again. Without one the splash follows the system's theme.
  try {
    const ui = JSON.parse(window.localStorage.getItem('cleanops-ui') ?? 'null')?.state;
    if (typeof ui?.isDarkMode === 'boolean')
      document.documentElement.dataset.theme = ui.isDarkMode ? 'dark' : 'light';
  } catch {
    // Storage refused or a value it cannot read: the system's theme it is.
  }
  const signedIn = session();
  const tree = signedIn ? 'signed-in' : 'signed-out';
  const meta = (name) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
  // A signed-in page opened from its address (START_PAGES in src/app/routes/start-pages.ts): its own
  // code and texts start here too, not once the route tree has run.
  const startPage = () => {
    if (!signedIn) return null;
    let pages = [];
    try {
      pages = JSON.parse(meta('cleanops-start-pages') || '[]');
    } catch {
      return null;
    }
    const path = window.location.pathname;
    for (const page of pages) {
      const names = [];
      const pattern = page.path.replace(/:([^/]+)/g, (_, name) => {
        names.push(name);
        return '([^/]+)';
      });
      const match = new RegExp(`^${pattern}/?$`).exec(path);
      if (!match) continue;
      const rights = Array.isArray(signedIn.rights) ? signedIn.rights : [];
      if (page.right && !(signedIn.menuEnabled && rights.includes(page.right))) return null;
      return { ...page, params: Object.fromEntries(names.map((name, at) => [name, match[at + 1]])) };
    }
    return null;
  };
  const page = startPage();
  const namespaces = [...NAMESPACES, ...FRAME_NAMESPACES[tree], ...(page?.namespaces ?? [])];
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
  const files = [...meta(`cleanops-${tree}-js`).split(' '), ...(page?.files ?? [])];
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
  // The start page's first data (its `data`, for an address without a query string), asked for now
  // with the stored session as the app's API client asks: the page takes this answer instead of asking
  // once its code has arrived (src/shared/api/client.ts, which checks address, session and language).
  const api = meta('cleanops-api');
  const params = Object.values(page?.params ?? {});
  if (
    page?.data &&
    api &&
    !window.location.search &&
    typeof signedIn.token === 'string' &&
    params.every((value) => /^[\w-]+$/.test(value))
  ) {
    const url = api + page.data.replace(/:(\w+)/g, (_, name) => page.params[name]);
    const headers = {
      Accept: 'application/json',
      'Accept-Language': language === 'kk' ? 'kz' : language,
      Authorization: `Bearer ${signedIn.token}`,
    };
    try {
      const response = window.fetch(url, { headers });
      response.catch(() => undefined);
      window.__cleanopsFirstData = { url, headers, response, at: Date.now() };
    } catch {
      // No fetch here: the page asks for its data itself.
    }
  }
  // Signed-in pages show dates, and the browser's first date formatter loads its locale and zone data,
  // a long task on a phone. It is done here, before the
  // splash's first paint and while the app's JavaScript downloads (the main thread has nothing else to
  // do then), not in the task that draws the page's first answer: in a task of its own after the first
  // paint it would still keep a phone from answering a tap for as long. format-date.ts's own
  // formatters are quick after that.
  if (signedIn) {
    try {
      const tag = { en: 'en-GB', ru: 'ru-RU', kk: 'kk-KZ', es: 'es-ES' }[language];
      new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(Date.now());
    } catch {
      // No Intl: the app's dates fall back as format-date.ts does.
    }
  }
})();
