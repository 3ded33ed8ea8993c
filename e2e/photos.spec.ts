import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { PHONE_CONTEXT } from './support/env';
import { call, menuEntry, placeWithCleaner, signUp } from './support/journey';

test.use({ actionTimeout: 15_000 });

/**
 * A phone shows a job's photos from their small size and downloads the full photo only
 * when the viewer opens it.
 */
test('a job page on a phone loads the small size of a photo; the viewer loads the full one', async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const cleanerEmail = `photos-cleaner-${stamp}@example.test`;
  await signUp(owner, `photos-owner-${stamp}@example.test`, 'Dana', 'Owner');
  await expect(menuEntry(owner, 'Tasks')).toBeVisible();
  const { ownerApi, location, hall, team, hireCleaner } = await placeWithCleaner(owner, cleanerEmail);

  // A phone with a dense screen (3×), where a 96 px thumbnail needs 288 device pixels.
  const context = await browser.newContext({ ...PHONE_CONTEXT, deviceScaleFactor: 3 });
  const cleaner = await context.newPage();
  await signUp(cleaner, cleanerEmail, 'Aida', 'Cleaner');
  const { cleanerApi } = await hireCleaner(cleaner);

  await call(ownerApi, 'post', '/api/tasks', {
    kind: 'one_time',
    locationId: location.id,
    title: 'Polish the windows',
    roomIds: [hall.id],
    teamIds: [team.id],
    photosAfter: true,
  });
  const jobs = await call<{ items: { id: string; title: string }[] }>(cleanerApi, 'get', '/api/occurrences');
  const job = jobs.items.find((item) => item.title === 'Polish the windows')!;
  await call(cleanerApi, 'post', `/api/occurrences/${job.id}/pick`);
  await call(cleanerApi, 'post', `/api/occurrences/${job.id}/start`);

  // A 12 MP phone photo taken upright (3000×4000), uploaded and attached as the "after" proof.
  const photo = await sharp({
    create: { width: 3000, height: 4000, channels: 3, background: '#5a8fb0' },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  const uploaded = await cleanerApi.post('/api/uploads', {
    multipart: { file: { name: 'windows.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBeTruthy();
  const stored = (await uploaded.json()) as { id: string; thumbUrl: string; url: string };
  await call(cleanerApi, 'post', `/api/occurrences/${job.id}/photos`, { fileId: stored.id, phase: 'after' });

  const fileRequests: string[] = [];
  cleaner.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === `/api/files/${stored.id}`) fileRequests.push(url.search);
  });
  await cleaner.goto(`/tasks/jobs/${job.id}`);
  const thumbnail = cleaner.getByRole('img', { name: 'windows.jpg' });
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // Loaded lazily, with its size set so nothing moves, from the thumbnail (360×480 for this photo):
  // 288 device pixels wide at 3× are within its 360.
  await expect(thumbnail).toHaveAttribute('loading', 'lazy');
  await expect(thumbnail).toHaveAttribute('width', '96');
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('size=thumb');
  expect(fileRequests.length).toBeGreaterThan(0);
  expect(fileRequests.every((search) => search.includes('size=thumb'))).toBe(true);

  // Opened in the viewer, the photo is the full one: the same link without a size.
  await thumbnail.click();
  await expect.poll(() => fileRequests.some((search) => !search.includes('size='))).toBe(true);
  const full = cleaner.locator('.ant-image-preview-img');
  await expect(full).toBeVisible();
  await expect
    .poll(() => full.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1920);
  expect(await full.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toContain('size=');
  await cleaner.keyboard.press('Escape');
  await expect(full).toBeHidden();
  await context.close();
});
