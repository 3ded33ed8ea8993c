import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { PHONE_CONTEXT } from './support/env';
import { placeWithCleaner, signUp } from './support/journey';
import { appKeptOnPhone } from './support/service-worker';

/**
 * The app installs on a phone like an app (a manifest with name, colours and icons, a
 * service worker), and a cleaner who opened My work once still gets the app, not the browser's
 * "no internet" page, when it is opened again without signal.
 */

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

test('the app offers a manifest with its name, colours and icons of the sizes it names', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  // Both themes colour the browser's bar.
  await expect(
    page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]'),
  ).toHaveAttribute('content', /^#[0-9a-f]{6}$/i);

  const res = await request.get('/manifest.webmanifest');
  expect(res.ok()).toBeTruthy();
  expect(res.headers()['cache-control']).toBe('no-cache');
  const manifest = (await res.json()) as WebManifest;
  expect(manifest).toMatchObject({
    name: 'CleanOps',
    short_name: 'CleanOps',
    start_url: '/tasks/mine',
    scope: '/',
    display: 'standalone',
    // Its language is the one its name and description are written in.
    lang: 'en',
    description: 'Cleaning operations for rental and commercial property',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const size of ['192x192', '512x512'])
    expect(manifest.icons.some((icon) => icon.sizes === size && icon.purpose !== 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.ok(), icon.src).toBeTruthy();
    expect(file.headers()['content-type']).toBe('image/png');
    const { width, height } = await sharp(await file.body()).metadata();
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
  // The guest room page a QR code opens is not the staff app: nothing to install there.
  const guest = await request.get('/q/no-such-token');
  expect(await guest.text()).not.toContain('rel="manifest"');
});

test('after one visit of My work, the app opens offline with its frame, and Chromium finds it installable', async ({
  page: owner,
  browser,
}) => {
  const stamp = Date.now();
  await signUp(owner, `pwa-owner-${stamp}@example.test`, 'Olga', 'Owner');
  const cleanerEmail = `pwa-cleaner-${stamp}@example.test`;
  const place = await placeWithCleaner(owner, cleanerEmail);
  const context = await browser.newContext(PHONE_CONTEXT);
  const page = await context.newPage();
  await signUp(page, cleanerEmail, 'Kamila', 'Cleaner');
  await place.hireCleaner(page);
  await page.goto('/tasks/mine');
  await expect(page.getByRole('heading', { name: 'My work', level: 1 })).toBeVisible();

  // The service worker registers once someone is signed in, and takes over the open page.
  await appKeptOnPhone(page);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated');
  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's contexts are incognito profiles, where Chromium never installs anything: that one
  // reason is the browser's, any other (manifest, icons, start URL, worker) would be the app's.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

  // The translations of the language in use are on the device.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open('cleanops-runtime-locales');
        return (await cache.keys()).map((r) => new URL(r.url).pathname);
      }),
    )
    .toContain('/locales/en/common.json');

  await context.setOffline(true);
  await page.reload();
  // The app, in English, with its frame and page title: not the browser's offline page.
  await expect(page.getByRole('heading', { name: 'My work', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile and settings' })).toBeVisible();
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.screenshot({ path: test.info().outputPath('offline-my-work.png') });
  // The frame's parts that load after the page (the notification feed, the profile) open offline too:
  // each draws its own content (what the phone kept, or that it could not load it without signal), not
  // the error page of a part the phone does not hold; nothing takes the missing network for a new version.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const feed = page.getByRole('dialog', { name: 'Notifications' });
  await expect(
    feed
      .getByText('Nothing new')
      .or(feed.getByRole('list'))
      .or(feed.getByText('Could not load notifications.')),
  ).toBeVisible();
  await feed.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Profile and settings' }).click();
  const profile = page.getByRole('dialog', { name: 'Profile' });
  await expect(
    profile
      .getByRole('switch', { name: 'Available for work' })
      .or(profile.getByText('Could not load your profile.')),
  ).toBeVisible();
  await expect(page.getByText('This part needs a connection')).toHaveCount(0);
  await expect(page.getByText('A new version of CleanOps is available')).toHaveCount(0);
  await context.setOffline(false);

  // No answer of the API is ever kept by the worker: nothing of this person outlives their sign-out.
  const cachedUrls = () =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      return urls;
    });
  expect(await cachedUrls()).toContain('/locales/en/jobs.json');
  expect((await cachedUrls()).filter((url) => url.startsWith('/api'))).toEqual([]);
  await context.close();
});
