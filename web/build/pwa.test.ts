import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepOfflineAssets, pwaOptions } from './pwa.ts';

/** A build folder holding only a manifest: the entry, the frame, the job page and an admin page. */
function buildWithManifest(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pwa-'));
  mkdirSync(path.join(dir, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/index.js', dynamicImports: ['src/app/routes/signed-in-routes.tsx'] },
    'src/app/routes/signed-in-routes.tsx': {
      file: 'assets/signed-in.js',
      dynamicImports: ['src/features/admin/pages/logs-page.tsx'],
    },
    'src/app/routes/my-work-route.tsx': { file: 'assets/my-work.js' },
    'src/app/routes/tasks-home.tsx': { file: 'assets/tasks-home.js' },
    'src/features/jobs/pages/job-page.tsx': { file: 'assets/job-page.js', css: ['assets/job-page.css'] },
    'src/features/jobs/components/scan-step.tsx': { file: 'assets/scan-step.js' },
    'src/features/jobs/components/photo-step.tsx': { file: 'assets/photo-step.js' },
    'src/features/jobs/components/learn-step.tsx': { file: 'assets/learn-step.js' },
    'src/features/jobs/components/inspect-step.tsx': { file: 'assets/inspect-step.js' },
    'src/features/jobs/components/inspection-checklist.tsx': { file: 'assets/inspection-checklist.js' },
    'src/features/jobs/components/job-report.tsx': { file: 'assets/job-report.js' },
    'src/features/admin/pages/logs-page.tsx': { file: 'assets/logs-page.js' },
  };
  writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

const entry = (url: string) => ({ url, revision: null, size: 1 });

describe("the service worker's precache list", () => {
  it("keeps the root files and the offline pages' assets, read from the build's own folder", async () => {
    const dir = buildWithManifest();
    const { manifest } = await keepOfflineAssets(() => dir)(
      ['index.html', 'preload-texts.js', 'assets/index.js', 'assets/job-page.css', 'assets/logs-page.js'].map(
        entry,
      ),
    );
    expect(manifest.map((kept) => kept.url)).toEqual([
      'index.html',
      'preload-texts.js',
      'assets/index.js',
      'assets/job-page.css',
    ]);
  });
});

describe('the service worker', () => {
  const workbox = pwaOptions(() => '/nowhere').workbox ?? {};

  it("answers an app route opened offline with the shell, and never the API's, a file's or the guest page's", () => {
    const denied = (pathname: string) =>
      (workbox.navigateFallbackDenylist ?? []).some((re) => re.test(pathname));
    for (const route of ['/', '/tasks/mine', '/tasks/jobs/abc', '/admin/logs'])
      expect(denied(route)).toBe(false);
    for (const other of [
      '/api',
      '/api/me',
      '/API/x',
      '/q/token',
      '/locales/kk/common.json',
      '/assets/a.js',
      '/robots.txt',
    ])
      expect(denied(other)).toBe(true);
  });

  it('caches only the translations as they load: same origin, GET, /locales/<language>/<namespace>.json', () => {
    const cached = (href: string, method = 'GET') => {
      const url = new URL(href);
      return (workbox.runtimeCaching ?? []).some(({ urlPattern }) =>
        typeof urlPattern === 'function'
          ? urlPattern({
              url,
              request: { method } as Request,
              sameOrigin: url.origin === 'https://app.test',
              event: {} as never,
            })
          : false,
      );
    };
    expect(cached('https://app.test/locales/kk/common.json')).toBe(true);
    expect(cached('https://app.test/locales/ru/job-report.json')).toBe(true);
    expect(cached('https://app.test/locales/kk/common.json', 'POST')).toBe(false);
    expect(cached('https://cdn.test/locales/kk/common.json')).toBe(false);
    // One user's data never outlives a sign-out in the worker's caches.
    expect(cached('https://app.test/api/me')).toBe(false);
    expect(cached('https://app.test/api/locales/kk/common.json')).toBe(false);
  });
});
