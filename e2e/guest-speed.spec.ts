import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { axeFindings } from './support/axe';
import { BASE_URL, PHONE_CONTEXT, ROOT } from './support/env';
import { apiOf, call, menuEntry, newLocation, signUp } from './support/journey';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const DIST = process.env.WEB_DIST_DIR ?? join(ROOT, 'web', 'dist');

/** A manifest key's JS file and, recursively, those of its static imports (what loads with it). */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/** Slow 4G as Lighthouse's mobile preset has it: 150 ms, 1.6 Mbps down, 750 kbps up, a 4× slower CPU. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

test('a guest on a slow phone opens a room’s QR page and sends a review, loading none of the signed-in app', async ({
  browser,
  page: owner,
}) => {
  test.setTimeout(120_000);
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const guestFiles = closure(manifest, 'guest.html');
  // The app's entry and everything the app loads lazily (signed-in routes, their areas, sign-in pages).
  const appFiles = new Set(
    Object.entries(manifest)
      .filter(([key]) => key !== 'guest.html')
      .map(([, chunk]) => chunk.file)
      .filter((file) => file.endsWith('.js') && !guestFiles.has(file)),
  );
  expect(appFiles).toContain(manifest['index.html']?.file);

  const stamp = Date.now();
  await signUp(owner, `guest-speed-${stamp}@example.test`, 'Dana', 'Owner');
  await expect(menuEntry(owner, 'Tasks')).toBeVisible();
  const ownerApi = await apiOf(owner);
  const location = await newLocation(ownerApi, { title: 'Cafe Central' });
  const room = await call<{ publicUrl: string }>(ownerApi, 'post', `/api/locations/${location.id}/rooms`, {
    name: 'Terrace',
  });

  const phone = await browser.newContext(PHONE_CONTEXT);
  const guest = await phone.newPage();
  const cdp = await phone.newCDPSession(guest);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts: string[] = [];
  guest.on('request', (request) => {
    if (request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js')) {
      scripts.push(new URL(request.url()).pathname.replace(/^\//, ''));
    }
  });

  await guest.goto(new URL(room.publicUrl, BASE_URL).pathname);
  await expect(guest.getByRole('heading', { name: 'Terrace' })).toBeVisible();
  await expect(guest.getByText('Cafe Central')).toBeVisible();
  await guest.getByRole('radio', { name: '4 of 5 stars' }).check();
  await expect(guest.getByText('Good', { exact: true })).toBeVisible();
  await guest.getByLabel('Tell us what happened').fill('Clean tables, but the terrace floor was sticky.');
  await guest.getByRole('button', { name: 'Send' }).click();
  await expect(guest.getByText('Thank you! Your feedback has been sent to the team.')).toBeVisible();

  // Every script the page asked for is the guest entry's; none is the app's.
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((file) => appFiles.has(file))).toEqual([]);
  expect(scripts.filter((file) => !guestFiles.has(file))).toEqual([]);

  // Its own styles hold AA in the phone's light and dark schemes (measured at full speed).
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.send('Network.emulateNetworkConditions', {
    ...SLOW_4G,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  for (const colorScheme of ['light', 'dark'] as const) {
    await guest.emulateMedia({ colorScheme });
    await guest.reload();
    await expect(guest.getByRole('heading', { name: 'Terrace' })).toBeVisible();
    await guest.getByRole('button', { name: 'Send' }).click();
    await expect(guest.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
    expect(await axeFindings(guest), colorScheme).toEqual([]);
  }
  await phone.close();

  // The review reached the owner.
  const complaints = await call<unknown>(ownerApi, 'get', '/api/complaints');
  expect(JSON.stringify(complaints)).toContain('the terrace floor was sticky');
});
