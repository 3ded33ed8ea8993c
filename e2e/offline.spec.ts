import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { axeFindings } from './support/axe';
import { PHONE_CONTEXT } from './support/env';
import { call, menuEntry, placeWithCleaner, signUp } from './support/journey';
import { codeSentTo } from './support/outbox';
import { appKeptOnPhone } from './support/service-worker';
import { openProfile } from './support/sign-in';

/**
 * A cleaner works a job with no signal (a basement, a stairwell). The job was kept on the
 * phone when seen; every step waits on the phone and is sent when the signal returns, photos first,
 * with the times it happened; a conflict met on the way is shown, and nothing is lost.
 */

test.use({ actionTimeout: 15_000 });

interface Job {
  id: string;
  title: string;
  state: string;
  startedAt: string | null;
  finishedAt: string | null;
  comment: string | null;
  pickedBy: { name: string | null } | null;
  photos: { name: string; phase: string; takenAt: string }[];
  scans: { roomId: string; at: string }[];
  checklist: { text: string; done: boolean }[];
}

async function aPhoto(color: string): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/**
 * An owner, their place with a hall, and a cleaner hired on a phone. The place itself asks for no scan
 * (a location's rules hold for every job there): a journey that needs the scan asks it of its task.
 */
async function ownerAndCleaner(owner: Page, browser: import('@playwright/test').Browser, tag: string) {
  const stamp = Date.now();
  const cleanerEmail = `${tag}-cleaner-${stamp}@example.test`;
  await signUp(owner, `${tag}-owner-${stamp}@example.test`, 'Dana', 'Owner');
  await expect(menuEntry(owner, 'Tasks')).toBeVisible();
  const place = await placeWithCleaner(owner, cleanerEmail);
  const context = await browser.newContext(PHONE_CONTEXT);
  const cleaner = await context.newPage();
  await signUp(cleaner, cleanerEmail, 'Aida', 'Cleaner');
  const { cleanerApi } = await place.hireCleaner(cleaner);
  return { ...place, context, cleaner, cleanerApi, cleanerEmail };
}

/** The cleaner opens My work and then the job, online: both are kept on the phone from then on. */
async function openJobOnline(cleaner: Page, title: string) {
  await cleaner.goto('/tasks/mine');
  await expect(cleaner.getByRole('heading', { name: 'My work', level: 1 })).toBeVisible();
  await appKeptOnPhone(cleaner);
  await profileKeptOnPhone(cleaner);
  await cleaner.getByRole('link', { name: new RegExp(title) }).click();
  await expect(cleaner.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await textsKeptOnPhone(cleaner);
}

/**
 * The phone has written down who the cleaner now is (a team member, with the menu): the query cache is
 * saved a moment after it changes, and a reload without signal starts from that copy.
 */
async function profileKeptOnPhone(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const saved = JSON.parse(localStorage.getItem('cleanops-query-cache') ?? '{}') as {
          clientState?: { queries?: { queryKey: unknown[]; state: { data?: { menuEnabled?: boolean } } }[] };
        };
        const profile = saved.clientState?.queries?.find((q) => q.queryKey[0] === 'profile');
        return profile?.state.data?.menuEnabled ?? false;
      }),
    )
    .toBe(true);
}

/**
 * The translations of the frame, My work and the job page are on the phone too. The page stores them
 * once it has loaded and the browser is idle, which a busy machine reaches late: the wait is as long
 * as the one for the worker itself.
 */
async function textsKeptOnPhone(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open('cleanops-runtime-locales');
          return (await cache.keys()).map((r) => new URL(r.url).pathname);
        }),
      { timeout: 30_000 },
    )
    .toEqual(
      expect.arrayContaining(['common', 'layout', 'pages', 'jobs'].map((ns) => `/locales/en/${ns}.json`)),
    );
}

test('a job done without signal is kept through a reload and sent when the signal returns; the owner sees it with its photo and the phone’s times', async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(180_000);
  const { ownerApi, location, hall, team, context, cleaner, cleanerApi } = await ownerAndCleaner(
    owner,
    browser,
    'offline',
  );
  const title = 'Stairwell after the leak';
  await call(ownerApi, 'post', '/api/tasks', {
    kind: 'one_time',
    title,
    locationId: location.id,
    roomIds: [hall.id],
    teamIds: [team.id],
    requireScan: true,
    photosAfter: true,
    checklist: [{ text: 'Mop the floor' }],
  });
  const { code } = await call<{ code: string }>(ownerApi, 'get', `/api/rooms/${hall.id}`);

  await openJobOnline(cleaner, title);
  const jobId = new URL(cleaner.url()).pathname.split('/').pop()!;

  // The basement: no signal from here on.
  const offlineAt = Date.now();
  await context.setOffline(true);
  await expect(
    cleaner.getByText('No signal: what you do here is kept on this phone and sent later.'),
  ).toBeVisible();

  await cleaner.getByRole('button', { name: 'Start' }).click();
  await expect(cleaner.getByText('Job started.')).toBeVisible();

  // A wrong code is refused on the phone itself; the code printed under the hall's QR is taken.
  await cleaner.getByLabel('Room code').fill('ZZZZZZ');
  await cleaner.getByRole('button', { name: 'Confirm' }).click();
  await expect(cleaner.getByText('This code is not one of this job’s rooms.')).toBeVisible();
  await cleaner.getByLabel('Room code').fill(code);
  await cleaner.getByRole('button', { name: 'Confirm' }).click();
  await expect(cleaner.getByText('Scanned: Hall.')).toBeVisible();

  const line = cleaner.getByRole('checkbox', { name: 'Mop the floor' });
  await line.click();
  await expect(line).toBeChecked();

  await cleaner
    .getByLabel('Add after photo')
    .setInputFiles({ name: 'stairs.jpg', mimeType: 'image/jpeg', buffer: await aPhoto('#7a9') });
  // Shown from the photo's own bytes on the phone.
  const thumb = cleaner.getByRole('img', { name: 'stairs.jpg' });
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await cleaner.getByLabel('Comment').fill('Left the window open to dry');
  await cleaner.getByRole('button', { name: 'Finish' }).click();
  await expect(cleaner.getByText('Job finished. Thank you!')).toBeVisible();
  const waiting = cleaner.getByText('4 steps and 1 photo will be sent when you are online.');
  await expect(waiting).toBeVisible();
  expect(await axeFindings(cleaner, { include: '[data-testid="offline-waiting"]' })).toEqual([]);

  // Nothing reached the server yet.
  const before = await call<Job>(cleanerApi, 'get', `/api/occurrences/${jobId}`);
  expect(before.state).not.toBe('completed');
  expect(before.startedAt).toBeNull();

  // A reload without signal: the job, its report and the queue are still on the phone.
  await cleaner.reload();
  await expect(cleaner.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(waiting).toBeVisible();
  const kept = cleaner.getByRole('img', { name: 'stairs.jpg' }).first();
  await expect(kept).toBeVisible();
  // Drawn from the bytes kept on the phone, not from a link the reload made stale.
  await expect.poll(() => kept.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(cleaner.getByText('Left the window open to dry')).toBeVisible();

  // My work, still without signal: the job is listed as finished, with what waits to be sent.
  await cleaner.goto('/tasks/mine');
  await expect(cleaner.getByRole('heading', { name: 'My work', level: 1 })).toBeVisible();
  const card = cleaner.getByRole('link', { name: new RegExp(title) });
  await expect(card).toContainText('Completed');
  await expect(waiting).toBeVisible();
  await card.click();
  await expect(cleaner.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // Back in signal: everything goes, and the page says so.
  const onlineAt = Date.now();
  await context.setOffline(false);
  await expect(cleaner.getByText('Sent: 4 steps and 1 photo. The job is up to date.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(waiting).toBeHidden();

  // The owner's view: finished, with the photo, the scan, the tick and the phone's own times.
  const seen = await call<Job>(ownerApi, 'get', `/api/occurrences/${jobId}`);
  expect(seen.state).toBe('completed');
  expect(seen.comment).toBe('Left the window open to dry');
  expect(seen.photos.map((p) => [p.name, p.phase])).toEqual([['stairs.jpg', 'after']]);
  expect(seen.checklist).toEqual([expect.objectContaining({ text: 'Mop the floor', done: true })]);
  // The photo's time too is when the phone took it, not when it reached the server.
  for (const at of [seen.startedAt!, seen.scans[0]!.at, seen.photos[0]!.takenAt, seen.finishedAt!]) {
    expect(Date.parse(at)).toBeGreaterThanOrEqual(offlineAt - 1000);
    expect(Date.parse(at)).toBeLessThan(onlineAt);
  }
  expect(Date.parse(seen.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(seen.startedAt!));

  await owner.goto(`/tasks/jobs/${jobId}`);
  await expect(owner.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(owner.getByText('Completed').first()).toBeVisible();
  const ownerThumb = owner.getByRole('img', { name: 'stairs.jpg' });
  await expect(ownerThumb).toBeVisible();
  await expect
    .poll(() => ownerThumb.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  // Signing out leaves nothing of the cleaner's jobs on the phone.
  const keptOnPhone = () =>
    cleaner.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('cleanops-offline');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const count = db.transaction('kept').objectStore('kept').count();
            count.onsuccess = () => {
              db.close();
              resolve(count.result);
            };
          };
        }),
    );
  expect(await keptOnPhone()).toBeGreaterThan(0);
  await openProfile(cleaner);
  await cleaner.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(cleaner.getByRole('heading', { name: 'Welcome to CleanOps' })).toBeVisible();
  await expect.poll(keptOnPhone).toBe(0);
  await context.close();
});

test('a job the owner took while the cleaner had no signal is shown as refused when the queue is sent, and the photo and comment stay on the phone', async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(180_000);
  const { ownerApi, location, hall, team, context, cleaner } = await ownerAndCleaner(
    owner,
    browser,
    'conflict',
  );
  const title = 'Grout in the shower';
  await call(ownerApi, 'post', '/api/tasks', {
    kind: 'one_time',
    title,
    locationId: location.id,
    roomIds: [hall.id],
    teamIds: [team.id],
    requireScan: false,
    photosAfter: true,
  });
  await openJobOnline(cleaner, title);
  const jobId = new URL(cleaner.url()).pathname.split('/').pop()!;

  await context.setOffline(true);
  await cleaner.getByRole('button', { name: 'Take this job' }).click();
  await cleaner.getByRole('button', { name: 'Start' }).click();
  await expect(cleaner.getByText('Job started.')).toBeVisible();
  await cleaner
    .getByLabel('Add after photo')
    .setInputFiles({ name: 'grout.jpg', mimeType: 'image/jpeg', buffer: await aPhoto('#a97') });
  await expect(cleaner.getByRole('img', { name: 'grout.jpg' })).toBeVisible();
  await cleaner.getByLabel('Comment').fill('Grout is cracked near the drain');
  await cleaner.getByRole('button', { name: 'Finish' }).click();
  await expect(cleaner.getByText('3 steps and 1 photo will be sent when you are online.')).toBeVisible();

  // Meanwhile the owner takes the job themself.
  await call(ownerApi, 'post', `/api/occurrences/${jobId}/pick`);

  await context.setOffline(false);
  const refused = cleaner
    .getByRole('alert')
    .filter({ hasText: 'The server did not accept your steps for this job' });
  await expect(refused).toBeVisible({ timeout: 30_000 });
  await expect(refused).toContainText('Someone else has already taken this job.');
  await expect(refused).toContainText('Nothing is deleted: 3 steps and 1 photo stay on this phone');
  await expect(refused.getByRole('img', { name: 'grout.jpg' })).toBeVisible();
  await expect(refused).toContainText('Grout is cracked near the drain');
  expect(await axeFindings(cleaner, { include: '[data-testid="offline-refused"]' })).toEqual([]);

  // The job as the server has it: the owner's. None of the cleaner's steps was applied.
  const seen = await call<Job>(ownerApi, 'get', `/api/occurrences/${jobId}`);
  expect(seen.pickedBy?.name).toBe('Dana');
  expect(seen.state).not.toBe('completed');
  expect(seen.photos).toEqual([]);

  // Still there after a reload, and on My work too, until the cleaner decides.
  await cleaner.reload();
  await expect(refused).toBeVisible();
  await expect(refused.getByRole('img', { name: 'grout.jpg' })).toBeVisible();
  await cleaner.goto('/tasks/mine');
  await expect(
    cleaner.getByText('The server did not accept some of your steps; they are kept on this phone.'),
  ).toBeVisible();
  await cleaner.getByRole('link', { name: `Open “${title}”` }).click();
  await expect(refused).toBeVisible();

  // Only the cleaner's own choice removes them.
  await refused.getByRole('button', { name: 'Remove from this phone' }).click();
  await cleaner.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(refused).toBeHidden();
  await context.close();
});

test('a job the owner deleted while the cleaner had no signal is refused in words a cleaner understands, and My work names it', async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(180_000);
  const { ownerApi, location, hall, team, context, cleaner } = await ownerAndCleaner(
    owner,
    browser,
    'deleted',
  );
  const title = 'Terrace windows';
  const { items } = await call<{ items: { id: string }[] }>(ownerApi, 'post', '/api/tasks', {
    kind: 'one_time',
    title,
    locationId: location.id,
    roomIds: [hall.id],
    teamIds: [team.id],
    requireScan: false,
  });
  await openJobOnline(cleaner, title);
  const jobId = new URL(cleaner.url()).pathname.split('/').pop()!;

  await context.setOffline(true);
  await cleaner.getByRole('button', { name: 'Start' }).click();
  await expect(cleaner.getByText('Job started.')).toBeVisible();
  const deleted = await ownerApi.delete(`/api/tasks/${items[0]!.id}`);
  expect(deleted.ok(), await deleted.text()).toBeTruthy();

  await context.setOffline(false);
  const refused = cleaner
    .getByRole('alert')
    .filter({ hasText: 'The server did not accept your steps for this job' });
  await expect(refused).toBeVisible({ timeout: 30_000 });
  await expect(refused).toContainText('Reason: This job was deleted or is no longer available to you.');
  await expect(refused).not.toContainText('Resource not found');

  // My work links to it by its name (the copy kept on the phone has it; the server no longer does).
  await cleaner.goto('/tasks/mine');
  const link = cleaner.getByRole('link', { name: `Open “${title}”`, exact: true });
  await expect(link).toHaveAttribute('href', `/tasks/jobs/${jobId}`);
  await link.click();
  await expect(refused).toBeVisible();
  await context.close();
});

/**
 * Every toast the page shows from its next load on, reloads included (kept in sessionStorage), for a
 * check at the end that none said what it should not have.
 */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const read = () => JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]') as string[];
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.pui-toast')) {
        const seen = read();
        const text = toast.textContent ?? '';
        if (!seen.includes(text)) sessionStorage.setItem('e2e-toasts', JSON.stringify([...seen, text]));
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test('a clock-in without signal is kept through a reload and sent with the phone’s time', async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, cleaner, cleanerApi } = await ownerAndCleaner(owner, browser, 'clock');
  await cleaner.goto('/tasks/mine');
  await expect(cleaner.getByRole('heading', { name: 'My work', level: 1 })).toBeVisible();
  await expect(cleaner.getByText('Not clocked in')).toBeVisible();
  await appKeptOnPhone(cleaner);
  await textsKeptOnPhone(cleaner);
  await profileKeptOnPhone(cleaner);

  await recordToasts(cleaner);
  const offlineAt = Date.now();
  await context.setOffline(true);
  await cleaner.getByRole('button', { name: 'Clock in' }).click();
  await expect(cleaner.getByText(/^At work since/)).toBeVisible();
  const waiting = cleaner.getByText('1 step will be sent when you are online.');
  await expect(waiting).toBeVisible();
  expect(await call<unknown[]>(cleanerApi, 'get', '/api/attendance')).toEqual([]);

  await cleaner.reload();
  await expect(cleaner.getByText(/^At work since/)).toBeVisible();
  await expect(waiting).toBeVisible();

  const onlineAt = Date.now();
  await context.setOffline(false);
  await expect(cleaner.getByText('Sent: 1 step.')).toBeVisible({ timeout: 30_000 });
  const shifts = await call<{ clockInAt: string; clockOutAt: string | null }[]>(
    cleanerApi,
    'get',
    '/api/attendance',
  );
  expect(shifts).toHaveLength(1);
  expect(shifts[0]!.clockOutAt).toBeNull();
  expect(Date.parse(shifts[0]!.clockInAt)).toBeGreaterThanOrEqual(offlineAt - 1000);
  expect(Date.parse(shifts[0]!.clockInAt)).toBeLessThan(onlineAt);
  await expect(cleaner.getByRole('button', { name: 'Clock out' })).toBeVisible();
  // The page opened without signal worked from the phone: no read that found no network said so in red.
  const toasts = await cleaner.evaluate(() => sessionStorage.getItem('e2e-toasts') ?? '[]');
  expect((JSON.parse(toasts) as string[]).filter((text) => text.includes('No connection'))).toEqual([]);
  await context.close();
});

/**
 * Signs in again on the phone as someone who has an account: the e-mailed code, then the app. A code
 * went to the address at sign-up, and a new one can be asked for a minute after it (the page says so).
 */
async function signInAgain(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in with e-mail' }).click();
  await page.getByLabel('E-mail').fill(email);
  // The journeys' server lets a contact have a new code a second after the last (CODE_RESEND_SECONDS).
  await expect(async () => {
    await page.getByRole('button', { name: 'Get the code' }).click();
    await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000, intervals: [1_000] });
  const { code } = await codeSentTo(email);
  await page.getByLabel('Code').fill(code.toLowerCase());
  await expect(page.getByRole('button', { name: 'Profile and settings' })).toBeVisible();
}

test('a session ended on the server while the phone had no signal loses nothing: the same cleaner signs in again and it is sent; another person on the phone neither sees nor sends it', async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(240_000);
  const { ownerApi, location, hall, team, context, cleaner, cleanerApi, cleanerEmail } =
    await ownerAndCleaner(owner, browser, 'ended');
  const title = 'Lobby before the inspection';
  await call(ownerApi, 'post', '/api/tasks', {
    kind: 'one_time',
    title,
    locationId: location.id,
    roomIds: [hall.id],
    teamIds: [team.id],
    requireScan: false,
    photosAfter: true,
  });
  await openJobOnline(cleaner, title);
  const jobId = new URL(cleaner.url()).pathname.split('/').pop()!;

  await context.setOffline(true);
  await cleaner.getByRole('button', { name: 'Take this job' }).click();
  await cleaner.getByRole('button', { name: 'Start' }).click();
  await expect(cleaner.getByText('Job started.')).toBeVisible();
  await cleaner
    .getByLabel('Add after photo')
    .setInputFiles({ name: 'lobby.jpg', mimeType: 'image/jpeg', buffer: await aPhoto('#79a') });
  await expect(cleaner.getByRole('img', { name: 'lobby.jpg' })).toBeVisible();
  await cleaner.getByRole('button', { name: 'Finish' }).click();
  await expect(cleaner.getByText('Job finished. Thank you!')).toBeVisible();
  await expect(cleaner.getByText('3 steps and 1 photo will be sent when you are online.')).toBeVisible();

  // Meanwhile the session ends on the server (signed out elsewhere, or expired).
  await call(cleanerApi, 'post', '/api/logout');

  // Back in signal: the first send meets the ended session and the app signs out.
  await context.setOffline(false);
  await expect(cleaner.getByRole('heading', { name: 'Welcome to CleanOps' })).toBeVisible({
    timeout: 30_000,
  });

  // Someone else signs in on this phone: the cleaner's steps are neither shown nor sent.
  await signUp(cleaner, `ended-other-${Date.now()}@example.test`, 'Sara', 'Other');
  await expect(cleaner.getByRole('button', { name: 'Profile and settings' })).toBeVisible();
  await expect(cleaner.getByTestId('offline-waiting')).toHaveCount(0);
  const untouched = await call<Job>(ownerApi, 'get', `/api/occurrences/${jobId}`);
  expect(untouched.startedAt).toBeNull();
  expect(untouched.photos).toEqual([]);
  await openProfile(cleaner);
  await cleaner.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(cleaner.getByRole('heading', { name: 'Welcome to CleanOps' })).toBeVisible();

  // The cleaner signs in again: what waited is shown as waiting, then sent with the phone's times.
  let holdUploads = true;
  await cleaner.route('**/api/uploads', (route) => (holdUploads ? route.abort() : route.continue()));
  await signInAgain(cleaner, cleanerEmail);
  await cleaner.goto('/tasks/mine');
  await expect(cleaner.getByText('Sending 3 steps and 1 photo…')).toBeVisible();
  holdUploads = false;
  await cleaner.getByRole('button', { name: 'Send now' }).click();
  await expect(cleaner.getByText('Sent: 3 steps and 1 photo.')).toBeVisible({ timeout: 30_000 });
  const seen = await call<Job>(ownerApi, 'get', `/api/occurrences/${jobId}`);
  expect(seen.state).toBe('completed');
  expect(seen.photos.map((p) => [p.name, p.phase])).toEqual([['lobby.jpg', 'after']]);
  await context.close();
});

test('logging out with steps not sent asks first: kept on the phone without signal, sent on request with it, never dropped unasked', async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(180_000);
  const { context, cleaner, cleanerApi, cleanerEmail } = await ownerAndCleaner(owner, browser, 'logout');
  await cleaner.goto('/tasks/mine');
  await expect(cleaner.getByRole('heading', { name: 'My work', level: 1 })).toBeVisible();
  await expect(cleaner.getByText('Not clocked in')).toBeVisible();
  await appKeptOnPhone(cleaner);
  await textsKeptOnPhone(cleaner);
  await profileKeptOnPhone(cleaner);

  const offlineAt = Date.now();
  await context.setOffline(true);
  await cleaner.getByRole('button', { name: 'Clock in' }).click();
  await expect(cleaner.getByText('1 step will be sent when you are online.')).toBeVisible();

  // Without signal: the warning, no way to send now, and the choice to keep the step on the phone.
  await openProfile(cleaner);
  await cleaner.getByRole('dialog', { name: 'Profile' }).getByRole('button', { name: 'Log out' }).click();
  const ask = cleaner.getByRole('dialog', { name: 'Not sent yet' });
  await expect(ask).toContainText('Still only on this phone: 1 step.');
  await expect(ask).toContainText('There is no signal now.');
  await expect(ask.getByRole('button', { name: 'Send now' })).toHaveCount(0);
  expect(await axeFindings(cleaner, { include: '.ant-modal' })).toEqual([]);
  // The logout's request has met the missing signal before the signal returns: under load it can wait
  // for the service worker to wake, and sent later it would end the session this journey reads with.
  const logoutFailed = cleaner.waitForEvent(
    'requestfailed',
    (r) => new URL(r.url()).pathname === '/api/logout',
  );
  await ask.getByRole('button', { name: 'Log out and keep them on this phone' }).click();
  await expect(ask).toBeHidden();
  await logoutFailed;

  // Signal again, but the clock-in cannot get through yet: nothing is sent behind the person's back.
  let blocked = true;
  await cleaner.route('**/api/attendance/clock-in', (route) => (blocked ? route.abort() : route.continue()));
  await context.setOffline(false);
  // The sign-in pages were never needed offline, so they load now.
  await cleaner.reload();
  await expect(cleaner.getByRole('heading', { name: 'Welcome to CleanOps' })).toBeVisible();
  await signInAgain(cleaner, cleanerEmail);
  await cleaner.goto('/tasks/mine');
  await expect(cleaner.getByText('Sending 1 step…')).toBeVisible();
  expect(await call<unknown[]>(cleanerApi, 'get', '/api/attendance')).toEqual([]);

  // With signal the warning offers to send first; sent, the logout goes on by itself.
  await openProfile(cleaner);
  await cleaner.getByRole('dialog', { name: 'Profile' }).getByRole('button', { name: 'Log out' }).click();
  await expect(ask).toContainText('Send them now before you log out?');
  blocked = false;
  await ask.getByRole('button', { name: 'Send now' }).click();
  await expect(cleaner.getByRole('heading', { name: 'Welcome to CleanOps' })).toBeVisible({
    timeout: 30_000,
  });
  // The earlier session was never ended on the server (its logout had no signal), so its token still reads.
  const shifts = await call<{ clockInAt: string }[]>(cleanerApi, 'get', '/api/attendance');
  expect(shifts).toHaveLength(1);
  expect(Date.parse(shifts[0]!.clockInAt)).toBeGreaterThanOrEqual(offlineAt - 1000);
  await context.close();
});

test('a photo taken while requests hang is kept on the phone at once: Finish works, a reload keeps it, and it is sent once the link carries again', async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(240_000);
  const { ownerApi, location, hall, team, context, cleaner } = await ownerAndCleaner(owner, browser, 'weak');
  const title = 'Entrance after the rain';
  await call(ownerApi, 'post', '/api/tasks', {
    kind: 'one_time',
    title,
    locationId: location.id,
    roomIds: [hall.id],
    teamIds: [team.id],
    requireScan: false,
    photosAfter: true,
  });
  await openJobOnline(cleaner, title);
  const jobId = new URL(cleaner.url()).pathname.split('/').pop()!;
  await cleaner.getByRole('button', { name: 'Take this job' }).click();
  await cleaner.getByRole('button', { name: 'Start' }).click();
  await expect(cleaner.getByText('Job started.')).toBeVisible();

  // The browser says online, but an upload gets no answer at all.
  let hang = true;
  await context.route('**/api/uploads', (route) => (hang ? undefined : route.continue()));
  await cleaner
    .getByLabel('Add after photo')
    .setInputFiles({ name: 'entrance.jpg', mimeType: 'image/jpeg', buffer: await aPhoto('#975') });
  await expect(cleaner.getByRole('img', { name: 'entrance.jpg' })).toBeVisible();
  await cleaner.getByRole('button', { name: 'Finish' }).click();
  await expect(cleaner.getByText('Job finished. Thank you!')).toBeVisible();
  const sending = cleaner.getByText('Sending 1 step and 1 photo…');
  await expect(sending).toBeVisible();

  // A reload while it hangs: the photo and the finish are still on the phone.
  await cleaner.reload();
  await expect(cleaner.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(sending).toBeVisible();
  await expect(cleaner.getByRole('img', { name: 'entrance.jpg' })).toBeVisible();
  expect((await call<Job>(ownerApi, 'get', `/api/occurrences/${jobId}`)).state).not.toBe('completed');

  // The link carries again: the hung upload gives up, and a later try sends everything.
  hang = false;
  await expect(cleaner.getByText('Sent: 1 step and 1 photo. The job is up to date.')).toBeVisible({
    timeout: 90_000,
  });
  const seen = await call<Job>(ownerApi, 'get', `/api/occurrences/${jobId}`);
  expect(seen.state).toBe('completed');
  expect(seen.photos.map((p) => [p.name, p.phase])).toEqual([['entrance.jpg', 'after']]);
  await context.close();
});

test('two tabs on one phone send its queue once: one upload, no false refusal', async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(180_000);
  const { ownerApi, location, hall, team, context, cleaner, cleanerApi } = await ownerAndCleaner(
    owner,
    browser,
    'tabs',
  );
  const title = 'Kitchen after the party';
  await call(ownerApi, 'post', '/api/tasks', {
    kind: 'one_time',
    title,
    locationId: location.id,
    roomIds: [hall.id],
    teamIds: [team.id],
    requireScan: false,
    photosAfter: true,
  });
  await openJobOnline(cleaner, title);
  const jobId = new URL(cleaner.url()).pathname.split('/').pop()!;
  const second = await context.newPage();
  await second.goto('/tasks/mine');
  await expect(second.getByRole('heading', { name: 'My work', level: 1 })).toBeVisible();

  await context.setOffline(true);
  await cleaner.getByRole('button', { name: 'Take this job' }).click();
  await cleaner.getByRole('button', { name: 'Start' }).click();
  await cleaner
    .getByLabel('Add after photo')
    .setInputFiles({ name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: await aPhoto('#a79') });
  await expect(cleaner.getByRole('img', { name: 'kitchen.jpg' })).toBeVisible();
  await cleaner.getByRole('button', { name: 'Finish' }).click();
  await expect(cleaner.getByText('3 steps and 1 photo will be sent when you are online.')).toBeVisible();

  // Uploads are held until both tabs have had their go at the queue: a second upload, or a tab waiting
  // for the other to finish sending.
  const held: import('@playwright/test').Route[] = [];
  let uploads = 0;
  let secondUpload: () => void = () => undefined;
  const bothTried = new Promise<void>((resolve) => {
    secondUpload = resolve;
  });
  let released = false;
  await context.route('**/api/uploads', (route) => {
    uploads += 1;
    if (uploads >= 2) secondUpload();
    if (released) return route.continue();
    held.push(route);
  });
  await context.setOffline(false);
  const oneWaits = cleaner.waitForFunction(
    async () =>
      ((await navigator.locks.query()).pending ?? []).some((lock) => lock.name === 'cleanops-offline-sync'),
    undefined,
    { polling: 100 },
  );
  await Promise.race([bothTried, oneWaits]);
  released = true;
  for (const route of held) await route.continue();

  await expect
    .poll(async () => (await call<Job>(cleanerApi, 'get', `/api/occurrences/${jobId}`)).state, {
      timeout: 30_000,
    })
    .toBe('completed');
  // Whichever tab sent it, neither shows a refusal, and nothing is left waiting.
  await expect(cleaner.getByTestId('offline-waiting')).toBeHidden();
  await expect(cleaner.getByTestId('offline-refused')).toHaveCount(0);
  await second.goto(`/tasks/jobs/${jobId}`);
  await expect(second.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(second.getByText('Completed').first()).toBeVisible();
  await expect(second.getByTestId('offline-refused')).toHaveCount(0);
  expect(uploads).toBe(1);
  const seen = await call<Job>(ownerApi, 'get', `/api/occurrences/${jobId}`);
  expect(seen.photos.map((p) => p.name)).toEqual(['kitchen.jpg']);
  await context.close();
});
