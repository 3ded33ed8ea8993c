import { whenLoadedAndIdle } from '../hooks/after-load';
import { i18n } from '../i18n/i18n';
import { FRAME_NAMESPACES, INITIAL_NAMESPACES, type Namespace } from '../i18n/namespaces';
import { useAuthStore } from '../stores/auth-store';

/**
 * The installable app's service worker (built by vite-plugin-pwa, see web/build/pwa.ts). It keeps
 * the signed-in shell, the staff pages and the loaded translations on the device, never API answers.
 * Registered in production builds once someone is signed in: the sign-in page and the guest entry work
 * as before, and a first visit's files are fetched by the page itself before the worker takes over.
 * It registers after the page has loaded, when the browser is idle: installing it downloads the whole
 * shell, which on a slow phone network would otherwise compete with the first page's own files and
 * answers.
 */
export function registerServiceWorkerWhenSignedIn(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  let registered = false;
  const registerOnce = (isAuth: boolean) => {
    if (!isAuth || registered) return;
    registered = true;
    keepTranslationsLoadedBeforeControl();
    whenLoadedAndIdle(() => {
      navigator.serviceWorker
        .register('/sw.js', { scope: '/' })
        .then(() => navigator.serviceWorker.ready)
        .then(keepLoadedTranslations)
        .catch(() => {
          // No worker (a private window that refuses it, a failed fetch): the app works online as before.
          registered = false;
        });
    });
  };
  registerOnce(useAuthStore.getState().isAuth);
  useAuthStore.subscribe((state) => registerOnce(state.isAuth));
}

/** Translation files to put in the worker's cache once it is ready. */
const toKeep = new Set<string>();
let workerReady = false;

/**
 * The translations this page loaded before the worker was there, put where the worker looks for them:
 * the first visit's language then opens offline too, not only what later visits fetch through it.
 */
async function keepLoadedTranslations(): Promise<void> {
  workerReady = true;
  const fetched = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && LOCALE_PATH.test(url.pathname))
    .map((url) => url.pathname);
  // The browser keeps only the first 250 resource timings, and a first visit loads more files than
  // that: the namespaces i18next holds name the rest (a missing one would stall an offline start).
  const held = Object.entries(i18n.store?.data ?? {}).flatMap(([lng, namespaces]) =>
    Object.keys(namespaces).map((ns) => `/locales/${lng}/${ns}.json`),
  );
  // What the frame's later parts (the profile, the notification feed) and the staff pages read, in the
  // language in use: opened for the first time without signal, they show their words, not keys.
  const language = i18n.resolvedLanguage;
  const needed = language ? OFFLINE_NAMESPACES.map((ns) => `/locales/${language}/${ns}.json`) : [];
  for (const url of [...fetched, ...held, ...needed]) toKeep.add(url);
  await flushTranslations();
}

/**
 * The namespaces of the frame (with its profile drawer and the drawer's calendar card) and of the
 * pages the worker keeps, My work and a job (OFFLINE_SOURCES in web/build/offline-files.ts; their
 * lazyPage namespaces in app/routes/signed-in-routes.tsx).
 */
const OFFLINE_NAMESPACES = [
  ...INITIAL_NAMESPACES,
  ...FRAME_NAMESPACES.signedIn,
  'profile',
  'calendar',
  'jobs',
  'tasks',
  'files',
] as const satisfies readonly Namespace[];

/**
 * A new worker is ready some time before it controls the page, and texts a page fetches in between
 * (a job page opened right after the first sign-in) pass it by. Until it controls the page, each
 * namespace i18next loads is kept here too; once it does, the worker keeps them itself.
 */
function keepTranslationsLoadedBeforeControl(): void {
  if (navigator.serviceWorker.controller) return;
  const onLoaded = (loaded: Record<string, Record<string, boolean>>) => {
    if (navigator.serviceWorker.controller) return;
    for (const [lng, namespaces] of Object.entries(loaded)) {
      for (const ns of Object.keys(namespaces)) toKeep.add(`/locales/${lng}/${ns}.json`);
    }
    if (workerReady) void flushTranslations();
  };
  i18n.on('loaded', onLoaded);
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      i18n.off('loaded', onLoaded);
      if (workerReady) void flushTranslations();
    },
    { once: true },
  );
}

/** Puts the waiting files in the cache, each fetched once: one the cache already holds is left as is. */
async function flushTranslations(): Promise<void> {
  const urls = [...toKeep].filter((url) => LOCALE_PATH.test(url));
  toKeep.clear();
  if (typeof caches === 'undefined' || urls.length === 0) return;
  try {
    const cache = await caches.open(LOCALES_CACHE);
    await Promise.all(
      urls.map(async (url) => {
        if (await cache.match(url)) return;
        await cache.add(url).catch(() => undefined);
      }),
    );
  } catch {
    // Cache Storage refused: the texts are fetched again when the page needs them online.
  }
}

/** The translations' runtime cache and route (the same in web/build/pwa.ts's runtimeCaching). */
const LOCALES_CACHE = 'cleanops-runtime-locales';
const LOCALE_PATH = /^\/locales\/[a-z]{2}\/[\w-]+\.json$/;

/** The prefix of the worker's caches filled while the app runs (translations now; later, user data). */
export const RUNTIME_CACHE_PREFIX = 'cleanops-runtime-';

/** Of the Cache Storage names, those a sign-out empties: what was kept while someone used the app. */
export function runtimeCacheNames(names: readonly string[]): string[] {
  return names.filter((name) => name.startsWith(RUNTIME_CACHE_PREFIX));
}

/** Drops the runtime caches (the precached shell holds no one's data and stays). */
export async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = runtimeCacheNames(await caches.keys());
    await Promise.all(names.map((name) => caches.delete(name)));
  } catch {
    // Cache Storage refused (private mode, an insecure origin): there is nothing of ours in it.
  }
}
