import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { axeFindings } from './support/axe';
import { PHONE_CONTEXT } from './support/env';
import { apiOf, call, menuEntry, newLocation, signUp } from './support/journey';
import { reviewShot } from './support/review';

/**
 * The rental's zone, chosen so that its clock reads about noon whatever time the journey runs: the
 * guests before checked out two hours ago and the next ones arrive in three hours, both today.
 * (Etc/GMT-N is UTC+N: POSIX writes the sign the other way round.)
 */
function noonZone(now = new Date()): { zone: string; checkoutTime: string; checkInTime: string } {
  const offset = 12 - now.getUTCHours();
  const zone = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
  return { zone, checkoutTime: '10:00', checkInTime: '15:00' };
}

function localToday(zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A rental with one room and a team, the stay before leaving today and the next guest arriving today. */
async function turnoverToday(ownerApi: APIRequestContext) {
  const { zone, checkoutTime, checkInTime } = noonZone();
  const today = localToday(zone);
  const team = await call<{ id: string }>(ownerApi, 'post', '/api/teams', { name: 'Day shift' });
  const flat = await newLocation(ownerApi, {
    title: 'Seaside flat',
    address: 'Dostyk Ave 5, apt 12, Almaty',
    type: 'rental',
    commercialKind: null,
    timezone: zone,
    checkoutTime,
    checkInTime,
    cleaningDuration: 120,
  });
  await call(ownerApi, 'post', `/api/locations/${flat.id}/rooms`, { name: 'Bedroom' });
  const attached = await ownerApi.patch(`/api/locations/${flat.id}`, { data: { teamId: team.id } });
  expect(attached.ok(), await attached.text()).toBeTruthy();
  // The next guest first: the stay before then has a deadline still ahead (that check-in), so its
  // turnover is made even though its checkout has passed.
  await call(ownerApi, 'post', `/api/locations/${flat.id}/bookings`, {
    checkIn: today,
    checkOut: addDays(today, 3),
    summary: 'Family from Shymkent',
  });
  const before = await call<{ turnover: { occurrenceId: string } | null }>(
    ownerApi,
    'post',
    `/api/locations/${flat.id}/bookings`,
    { checkIn: addDays(today, -2), checkOut: today, summary: 'Couple from Astana' },
  );
  expect(before.turnover).toBeTruthy();
  // The checkout turns the rental dirty when the server's checkout round next runs (every few
  // minutes); the owner marks it by hand, as the rental's page lets them, so the journey need not wait.
  await call(ownerApi, 'post', `/api/locations/${flat.id}/state`, { state: 'dirty' });
  return { flat, jobId: before.turnover!.occurrenceId, checkInTime };
}

/** The rental's row on the board: a table row on a desk, a card on a phone. */
function rentalRow(page: Page) {
  return page
    .getByRole('row')
    .or(page.getByRole('listitem'))
    .filter({ has: page.getByRole('link', { name: 'Seaside flat', exact: true }) });
}

/** The pointer off every button and nothing focused, so axe sees the page's resting colours. */
async function calmDown(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** A text key shown as is (`readiness:state.ready`, `missing.noJob`) instead of its words. */
async function rawKeys(page: Page): Promise<string[]> {
  const text = await page.locator('main').innerText();
  return text.match(/\b[a-z]+(?:[.:][a-zA-Z_]+)+\b/g) ?? [];
}

test.use({ actionTimeout: 15_000 });

test('an owner sees a rental dirty before the next guest, watches it being cleaned and sees it ready, in every language and theme', async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await signUp(owner, `readiness-owner-${stamp}@example.test`, 'Saule', 'Host');
  const ownerApi = await apiOf(owner);
  const { jobId, checkInTime } = await turnoverToday(ownerApi);

  // The menu leads to the board; the rental waits for its cleaning, due by the next check-in.
  await menuEntry(owner, 'Readiness').click();
  await expect(owner.getByRole('heading', { name: 'Readiness', level: 1 })).toBeVisible();
  const row = rentalRow(owner);
  await expect(row.getByText('Dirty', { exact: true })).toBeVisible();
  await expect(row).toContainText(`Today at ${checkInTime}`);
  await expect(row).toContainText(`Cleaning not started (due ${checkInTime})`);

  // The period is chosen with the keyboard and kept in the address.
  await owner.getByRole('button', { name: 'Today', exact: true }).focus();
  await owner.keyboard.press('Enter');
  await expect(owner).toHaveURL(/\/readiness\?period=today$/);
  await expect(owner.getByRole('button', { name: 'Today', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(row).toContainText('Cleaning not started');
  await calmDown(owner);
  await reviewShot(owner, 'readiness/desk-dirty', { fullPage: true });
  expect(await axeFindings(owner)).toEqual([]);

  // The overview counts today's check-in as not ready, and leads to today's board.
  await menuEntry(owner, 'Overview').click();
  const checkIns = owner.getByRole('link', { name: /^Check-ins today:/ });
  await expect(checkIns).toHaveText('Check-ins today: 0 ready, 1 not ready');
  await reviewShot(owner, 'readiness/overview-not-ready');
  await checkIns.click();
  await expect(owner).toHaveURL(/\/readiness\?period=today$/);
  await expect(rentalRow(owner).getByText('Dirty', { exact: true })).toBeVisible();

  // The turnover is started: the rental is being cleaned, by whom (the board open in a second tab).
  await owner.goto(`/tasks/jobs/${jobId}`);
  await owner.getByRole('button', { name: 'Work on this job' }).click();
  await owner.getByRole('button', { name: 'Start', exact: true }).click();
  const finish = owner
    .getByRole('region', { name: 'Report and finish' })
    .getByRole('button', { name: 'Finish' });
  await expect(finish).toBeEnabled();
  // The start goes through the phone's queue of steps: the board is opened once the server has it.
  await expect
    .poll(async () => (await call<{ state: string }>(ownerApi, 'get', `/api/occurrences/${jobId}`)).state)
    .toBe('in_progress');
  const board = await owner.context().newPage();
  await board.goto('/readiness');
  const cleaning = rentalRow(board);
  await expect(cleaning.getByText('Cleaning', { exact: true })).toBeVisible();
  await expect(cleaning).toContainText('Cleaning in progress — Saule Host');
  await reviewShot(board, 'readiness/desk-cleaning', { fullPage: true });
  await board.close();

  // Finished: ready for the guest, and the overview says so.
  await finish.click();
  await expect(owner.getByText('Job finished. Thank you!')).toBeVisible();
  await owner.goto('/readiness?period=today');
  await expect(row.getByText('Ready', { exact: true })).toBeVisible();
  await expect(row).not.toContainText('Cleaning not started');
  await owner.goto('/');
  await expect(owner.getByRole('link', { name: /^Check-ins today:/ })).toHaveText(
    'Check-ins today: 1 ready, 0 not ready',
  );

  // A phone reads the board in Russian and Kazakh, light and dark, without a raw key or an axe finding.
  const phone = await browser.newContext({
    ...PHONE_CONTEXT,
    storageState: await owner.context().storageState(),
  });
  try {
    const page = await phone.newPage();
    for (const [language, title, ready] of [
      ['ru', 'Готовность', 'Готово'],
      ['kk', 'Дайындық', 'Дайын'],
    ] as const) {
      for (const dark of [false, true]) {
        await page.goto('/');
        await page.evaluate(
          ({ language, dark }) => {
            localStorage.setItem('i18nextLng', language);
            localStorage.setItem(
              'cleanops-ui',
              JSON.stringify({
                state: { siderWidth: 16, siderCollapsed: false, isDarkMode: dark },
                version: 1,
              }),
            );
          },
          { language, dark },
        );
        await page.goto('/readiness?period=today');
        await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
        await expect(rentalRow(page).getByText(ready, { exact: true })).toBeVisible();
        if (dark) await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
        expect(await rawKeys(page), `raw keys in ${language}`).toEqual([]);
        const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
        expect(fits, `${language} fits 390 px`).toBe(true);
        await calmDown(page);
        await reviewShot(page, `readiness/phone-${language}-${dark ? 'dark' : 'light'}`, { fullPage: true });
        expect(await axeFindings(page), `axe in ${language}, ${dark ? 'dark' : 'light'}`).toEqual([]);
      }
    }
  } finally {
    await phone.close();
  }
});
