/*
 * Starts fetching the texts the first screen needs while the app's JavaScript is still downloading
 * (issue 13), so the first paint does not wait on a chain JS → language → texts. A plain file, not an
 * inline script: the Content-Security-Policy allows only our own files. Keep the language choice in
 * step with src/shared/i18n/detect-language.ts (stored choice, browser, ?lng=, cookie, else Russian)
 * and the lists with INITIAL_NAMESPACES and FRAME_NAMESPACES in src/shared/i18n/namespaces.ts
 * (preload-texts.test.ts checks).
 *
 * It also starts the route tree this visitor will see (app/router.tsx: signed in or not, as the stored
 * session says) with its frame's texts: the build names each tree's files in a <meta> of index.html
 * (vite.config.ts, routeTreePreloads), which `npm run dev` does not have.
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
  const signedIn = () => {
    try {
      return JSON.parse(window.localStorage.getItem('cleanops-auth') ?? 'null')?.state?.isAuth === true;
    } catch {
      return false;
    }
  };
  const tree = signedIn() ? 'signed-in' : 'signed-out';
  for (const namespace of [...NAMESPACES, ...FRAME_NAMESPACES[tree]]) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    // The same request mode and credentials as i18next's fetch, or the browser would not reuse it.
    link.crossOrigin = 'anonymous';
    link.href = `/locales/${language}/${namespace}.json`;
    document.head.appendChild(link);
  }
  const files = document.querySelector(`meta[name="cleanops-${tree}-js"]`)?.getAttribute('content') ?? '';
  for (const file of files.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    document.head.appendChild(link);
  }
})();
