import type { Plugin } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { tokenValue } from '../src/shared/ui-kit/tokens/theme-tokens.ts';
import { offlineFiles, readBuildManifest } from './offline-files.ts';
import { PRELOAD_SCRIPT } from './preload-script.ts';

type ManifestEntries = Array<{ url: string; revision: string | null; size: number }>;

/**
 * The precache list's transform: of assets/, only the files the offline pages load (offlineFiles),
 * read from the manifest of the build in `outDir()`; the build's root files stay as globbed.
 */
export function keepOfflineAssets(outDir: () => string) {
  return async (entries: ManifestEntries) => {
    const keep = offlineFiles(readBuildManifest(outDir()));
    return {
      manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || keep.has(entry.url)),
      warnings: [],
    };
  };
}

/**
 * The installable app for staff: a web app manifest and a Workbox service worker (generateSW)
 * that keeps the signed-in shell and the staff pages for offline use and the translations the person
 * has loaded. API answers are never cached by the worker (no route matches /api: the browser fetches
 * them as without it), so nothing of one user's data outlives a sign-out there. A new build's worker
 * takes over at once (skipWaiting + clientsClaim) and drops the old build's files; the page already open
 * keeps running and the app's own new-version offer asks to reload.
 */
export function pwaOptions(outDir: () => string): Partial<VitePWAOptions> {
  return {
    strategies: 'generateSW',
    injectRegister: false, // src/shared/pwa/register.ts
    registerType: 'autoUpdate',
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: true,
    manifest: {
      id: '/',
      name: 'CleanOps',
      short_name: 'CleanOps',
      description: 'Cleaning operations for rental and commercial property',
      // The manifest's name and description are in English, whatever language the app is later used in.
      lang: 'en',
      dir: 'ltr',
      start_url: '/tasks/mine',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: tokenValue('primary', 'light'),
      background_color: tokenValue('bg', 'light'),
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      cacheId: 'cleanops',
      globPatterns: ['index.html', PRELOAD_SCRIPT, 'images/logo.svg', 'assets/*.{js,css,svg,png,woff2}'],
      globIgnores: ['guest.html', '**/*.map', '**/*.br', '**/*.gz'],
      // Keep only the shell's and the staff pages' files of assets/ (offline-files.ts).
      manifestTransforms: [keepOfflineAssets(outDir)],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      // Hashed names carry their version: no cache-busting query.
      dontCacheBustURLsMatching: /^assets\//,
      // The server never sends .map files: no map, and no sourceMappingURL in sw.js.
      sourcemap: false,
      cleanupOutdatedCaches: true,
      skipWaiting: true,
      clientsClaim: true,
      // An app route opened offline gets the shell; the API, the guest page (/q/), translations and
      // files (a missing chunk must fail, for the chunk-reload logic) never do.
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [
        /^\/api(\/|$)/i,
        /^\/q\//,
        /^\/locales\//,
        /^\/assets\//,
        /\/[^/]+\.[a-z0-9]+$/i,
      ],
      runtimeCaching: [
        {
          // The texts of the language in use, as loaded (the same cache and paths as
          // src/shared/pwa/service-worker.ts). Network first (a 304 when unchanged, the server sends
          // them no-cache): right after a deploy the new build's keys are never shown from an older
          // copy; without signal, or after 3 s of a weak one, the copy on the device.
          urlPattern: ({ url, request, sameOrigin }) =>
            sameOrigin &&
            request.method === 'GET' &&
            /^\/locales\/[a-z]{2}\/[\w-]+\.json$/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            networkTimeoutSeconds: 3,
            cacheName: 'cleanops-runtime-locales',
            expiration: { maxEntries: 80 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  };
}

/** vite-plugin-pwa's plugins with the app's options. */
export function appPwa(outDir: () => string): Plugin[] {
  return VitePWA(pwaOptions(outDir));
}
