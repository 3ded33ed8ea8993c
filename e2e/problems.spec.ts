import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { axeFindings } from './support/axe';
import { PHONE_CONTEXT } from './support/env';
import { call, choose, newLocation, placeWithCleaner, signUp } from './support/journey';
import { noticeSentTo } from './support/outbox';
import { appKeptOnPhone } from './support/service-worker';

/**
 * A cleaner finds the hot water gone during a job, in a flat without signal, and reports it with a
 * photo; the report waits on the phone and goes when the signal returns. The owner sees the rental
 * Blocked (with why) on the readiness board and the dashboard, sends the problem to a plumber, who
 * opens the link without an account, in the language chosen for him, and marks it fixed with a
 * photo: the rental is Ready again (DECISIONS.md §13).
 */

test.use({ actionTimeout: 15_000 });

async function aPhoto(color: string): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/** The rental's row on the board: a table row on a desk, a card on a phone. */
function rentalRow(page: Page, title: string) {
  return page
    .getByRole('row')
    .or(page.getByRole('listitem'))
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

/** No i18next key left showing (a missing text shows as its key, such as `report.title`). */
async function expectNoRawKeys(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(
    /\b(report|queue|contractorPage|filters|columns|timeline|actions|missing)\.[a-zA-Z_]+/,
  );
}

test('a blocking problem reported offline blocks the rental until the contractor marks it fixed', async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const cleanerEmail = `problems-cleaner-${stamp}@example.test`;
  const plumberEmail = `plumber-${stamp}@example.test`;
  await signUp(owner, `problems-owner-${stamp}@example.test`, 'Dana', 'Owner');
  const place = await placeWithCleaner(owner, cleanerEmail);
  const { ownerApi, team } = place;
  const flat = await newLocation(ownerApi, {
    title: 'Lake flat',
    address: 'Dostyk Ave 7, apt 3, Almaty',
    type: 'rental',
    commercialKind: null,
    checkInTime: '14:00',
  });
  const bathroom = await call<{ id: string }>(ownerApi, 'post', `/api/locations/${flat.id}/rooms`, {
    name: 'Bathroom',
  });
  const attached = await ownerApi.patch(`/api/locations/${flat.id}`, { data: { teamId: team.id } });
  expect(attached.ok(), await attached.text()).toBeTruthy();

  const context = await browser.newContext(PHONE_CONTEXT);
  const cleaner = await context.newPage();
  await signUp(cleaner, cleanerEmail, 'Aida', 'Cleaner');
  await place.hireCleaner(cleaner);
  const title = 'Deep clean before guests';
  await call(ownerApi, 'post', '/api/tasks', {
    kind: 'one_time',
    title,
    locationId: flat.id,
    roomIds: [bathroom.id],
    teamIds: [team.id],
  });

  // The cleaner opens the job with signal: the app, the job and its texts are kept on the phone.
  await cleaner.goto('/tasks/mine');
  await expect(cleaner.getByRole('heading', { name: 'My work', level: 1 })).toBeVisible();
  await appKeptOnPhone(cleaner);
  await cleaner.getByRole('link', { name: new RegExp(title) }).click();
  await expect(cleaner.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const report = cleaner.getByRole('button', { name: 'Report a problem' });
  await expect(report).toBeVisible();

  // No signal in the flat: the report is written and kept on the phone.
  await context.setOffline(true);
  await report.click();
  const dialog = cleaner.getByRole('dialog', { name: 'Report a problem' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Maintenance' }).check();
  await dialog.getByRole('radio', { name: 'Blocks use' }).check();
  await dialog.getByLabel('What is wrong').fill('No hot water');
  // Sending without a photo says what is missing.
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Add at least one photo of the problem')).toBeVisible();
  await dialog
    .getByLabel('Take or add photos')
    .setInputFiles({ name: 'boiler.jpg', mimeType: 'image/jpeg', buffer: await aPhoto('#a97') });
  await expect(dialog.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  const waiting = cleaner.getByTestId('problem-waiting');
  await expect(waiting).toContainText('A problem report waits on this phone');
  expect(await axeFindings(cleaner, { include: '[data-testid="problem-waiting"]' })).toEqual([]);
  const none = await call<{ total: number }>(ownerApi, 'get', '/api/problems');
  expect(none.total).toBe(0);

  // Signal again: the report goes once, with its photo.
  await context.setOffline(false);
  await expect(cleaner.getByTestId('problem-sent')).toContainText('The problem report was sent', {
    timeout: 30_000,
  });
  const list = await call<{ total: number; items: { id: string; severity: string; photosCount: number }[] }>(
    ownerApi,
    'get',
    '/api/problems',
  );
  expect(list.total).toBe(1);
  expect(list.items[0]).toMatchObject({ severity: 'blocks_use', photosCount: 1 });
  await context.close();

  // The owner: the rental is Blocked, and says why, on the board and the dashboard.
  const board = await call<{ items: { location: { title: string }; state: string }[] }>(
    ownerApi,
    'get',
    '/api/readiness',
  );
  expect(board.items.find((item) => item.location.title === 'Lake flat')?.state).toBe('blocked');
  await owner.goto('/readiness');
  await expect(owner.getByRole('heading', { name: 'Readiness', level: 1 })).toBeVisible({ timeout: 30_000 });
  const row = rentalRow(owner, 'Lake flat');
  await expect(row.getByText('Blocked', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: 'blocked: No hot water' })).toBeVisible();
  await owner.goto('/');
  await expect(owner.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible({ timeout: 30_000 });
  const blockedCard = owner.getByTestId('dashboard-blocked');
  await expect(blockedCard).toContainText('Lake flat');
  await expect(blockedCard).toContainText('blocked: No hot water');

  // The problems list, in Russian: the filter is kept in the address.
  await owner.evaluate(() => localStorage.setItem('i18nextLng', 'ru'));
  await owner.goto('/problems?severity=blocks_use');
  await expect(owner.getByRole('heading', { name: 'Проблемы', level: 1 })).toBeVisible();
  await expect(owner.getByRole('link', { name: 'No hot water' })).toBeVisible();
  await expect(owner.getByRole('combobox', { name: 'Важность' })).toHaveValue('blocks_use');
  await expectNoRawKeys(owner);
  await owner.evaluate(() => localStorage.setItem('i18nextLng', 'en'));

  // Sent to a plumber, who reads Kazakh.
  await owner.goto(`/problems/${list.items[0]!.id}`);
  await expect(owner.getByRole('heading', { name: 'Maintenance', level: 2 })).toBeVisible();
  await owner.getByRole('button', { name: 'Send to a contractor' }).click();
  const send = owner.getByRole('dialog', { name: 'Send to a contractor' });
  await send.getByLabel("Contractor's name").fill('Serik Plumbing');
  await send.getByLabel('E-mail address').fill(plumberEmail);
  await choose(owner, 'Their language', 'Қазақша');
  await send.getByLabel('Access notes').fill('Key box code 4321');
  await send.getByRole('button', { name: 'Send link' }).click();
  await expect(send).toBeHidden();
  await expect(owner.getByText('In progress').first()).toBeVisible();
  await expect(owner.getByTestId('contractor-link-status')).toContainText('The link works until');

  const message = await noticeSentTo(plumberEmail, 'problem_link');
  const link = /https?:\/\/\S+\/fix\/[\w-]+/.exec(message)?.[0];
  expect(link, message).toBeTruthy();
  const path = new URL(link!).pathname;

  // The plumber, on his phone, without an account, in the dark.
  const plumberContext = await browser.newContext({ ...PHONE_CONTEXT, colorScheme: 'dark' });
  const plumber = await plumberContext.newPage();
  await plumber.goto(path);
  await expect(plumber.getByRole('heading', { name: 'Жөндеу', level: 1 })).toBeVisible();
  await expect(plumber.getByText('No hot water')).toBeVisible();
  await expect(plumber.getByText('Key box code 4321')).toBeVisible();
  await expect(plumber.getByText('Dostyk Ave 7, apt 3, Almaty', { exact: false })).toBeVisible();
  await expectNoRawKeys(plumber);
  expect(await axeFindings(plumber)).toEqual([]);
  await plumber.getByRole('radio', { name: 'Түзетілді' }).check();
  await plumber.getByRole('button', { name: 'Жауапты жіберу' }).click();
  await expect(plumber.getByText('Түзетілген мәселенің фотосуретін қосыңыз')).toBeVisible();
  await plumber
    .getByLabel('Фотосурет қосу')
    .setInputFiles({ name: 'fixed.jpg', mimeType: 'image/jpeg', buffer: await aPhoto('#7a9') });
  await plumber.getByLabel('Түсініктеме').fill('Жаңа қыздырғыш орнатылды');
  await plumber.getByRole('button', { name: 'Жауапты жіберу' }).click();
  await expect(plumber.getByTestId('contractor-answered')).toBeVisible({ timeout: 30_000 });
  await plumberContext.close();

  // Fixed: the problem is resolved, with the plumber's step on its timeline, and the rental is Ready.
  await expect
    .poll(
      async () =>
        (await call<{ state: string }>(ownerApi, 'get', `/api/problems/${list.items[0]!.id}`)).state,
    )
    .toBe('resolved');
  await owner.reload();
  await expect(owner.getByText('Resolved').first()).toBeVisible();
  await expect(owner.getByText('Serik Plumbing fixed it')).toBeVisible();
  await owner.goto('/readiness');
  await expect(rentalRow(owner, 'Lake flat').getByText('Ready', { exact: true })).toBeVisible();
});
