import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { axeFindings } from './support/axe';
import { PHONE_CONTEXT } from './support/env';
import { call, menuEntry, newLocation, placeWithCleaner, signUp } from './support/journey';

/** The flat's zone, which is also the browsers' (playwright.config.ts): "today" is the same for all. */
const ZONE = 'Asia/Almaty';

function localToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const icsDate = (date: string) => date.replaceAll('-', '');

/**
 * Two blocked nights in the month the journey looks at (tomorrow's, where the turnover is), away from
 * the stays, so that month's list shows them whatever today's date: a week ahead, or, near the month's
 * end, ten days back.
 */
function blockDays(today: string): [string, string] {
  const month = addDays(today, 1).slice(0, 7);
  const ahead: [string, string] = [addDays(today, 6), addDays(today, 8)];
  return ahead[1].slice(0, 7) === month ? ahead : [addDays(today, -10), addDays(today, -8)];
}

/**
 * A calendar as Airbnb exports it: all-day events (DTEND is the check-out day), "Reserved" stays and
 * a "Not available" block, CRLF line ends. The first guests leave tomorrow and the next ones arrive
 * the same day, so tomorrow's turnover is a same-day one.
 */
function airbnbCalendar(today: string): string {
  const tomorrow = addDays(today, 1);
  const event = (uid: string, start: string, end: string, summary: string) => [
    'BEGIN:VEVENT',
    `DTSTAMP:${icsDate(today)}T000000Z`,
    `DTSTART;VALUE=DATE:${icsDate(start)}`,
    `DTEND;VALUE=DATE:${icsDate(end)}`,
    `UID:${uid}@airbnb.com`,
    `SUMMARY:${summary}`,
    'END:VEVENT',
  ];
  return [
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    ...event('e2e-first-stay', addDays(today, -2), tomorrow, 'Reserved'),
    ...event('e2e-next-stay', tomorrow, addDays(today, 4), 'Reserved'),
    ...event('e2e-block', ...blockDays(today), 'Airbnb (Not available)'),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** A tiny calendar host on 127.0.0.1 (the e2e server allows loopback feeds): the .ics, and a 404. */
async function serveCalendar(ics: string): Promise<{ server: Server; base: string }> {
  const server = createServer((request, response) => {
    if (request.url === '/flat.ics') {
      response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
      response.end(ics);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, base: `http://127.0.0.1:${port}` };
}

/** A rental served by the owner's day-shift team, with one room. */
async function rentalForTeam(ownerApi: APIRequestContext, teamId: string): Promise<{ id: string }> {
  const flat = await newLocation(ownerApi, {
    title: 'Seaside flat',
    address: 'Dostyk Ave 5, apt 12, Almaty',
    type: 'rental',
    commercialKind: null,
    timezone: ZONE,
    checkoutTime: '12:00',
    checkInTime: '14:00',
    cleaningDuration: 120,
  });
  await call(ownerApi, 'post', `/api/locations/${flat.id}/rooms`, { name: 'Bedroom' });
  const attached = await ownerApi.patch(`/api/locations/${flat.id}`, { data: { teamId } });
  expect(attached.ok(), await attached.text()).toBeTruthy();
  return flat;
}

/** The pointer off every button and nothing focused, so axe sees the page's resting colours. */
async function calmDown(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Turns the owner's page dark the way the profile switch does, and reloads. */
async function darkMode(page: Page) {
  await page.evaluate(() =>
    localStorage.setItem(
      'cleanops-ui',
      JSON.stringify({ state: { siderWidth: 16, siderCollapsed: false, isDarkMode: true }, version: 1 }),
    ),
  );
  await page.reload();
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
}

test.use({ actionTimeout: 15_000 });

test('an owner adds a booking calendar and sees stays and a same-day turnover; the cleaner sees it with its deadline', async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const today = localToday();
  const tomorrow = addDays(today, 1);
  const { server, base } = await serveCalendar(airbnbCalendar(today));
  const cleanerEmail = `bookings-cleaner-${stamp}@example.test`;
  try {
    await signUp(owner, `bookings-owner-${stamp}@example.test`, 'Saule', 'Host');
    await expect(menuEntry(owner, 'Locations')).toBeVisible();
    const { ownerApi, team, hireCleaner } = await placeWithCleaner(owner, cleanerEmail);
    const flat = await rentalForTeam(ownerApi, team.id);

    const phone = await browser.newContext(PHONE_CONTEXT);
    const cleaner = await phone.newPage();
    await signUp(cleaner, cleanerEmail, 'Aida', 'Cleaner');
    await hireCleaner(cleaner);

    // The rental's page leads to its bookings.
    await owner.goto(`/locations/${flat.id}`);
    await owner.getByRole('button', { name: 'Bookings and calendar' }).click();
    await expect(owner.getByRole('heading', { name: 'Bookings of Seaside flat', level: 1 })).toBeVisible();
    await expect(owner.getByText('No booking calendars yet.', { exact: false })).toBeVisible();

    // Adding a calendar: an address that is no address is refused under the field, keeping the text.
    await owner.getByRole('button', { name: 'Add calendar' }).click();
    const form = owner.getByRole('dialog', { name: 'New booking calendar' });
    await form.getByLabel('Name').fill('Airbnb');
    await form.getByLabel('Calendar address').fill('airbnb calendar');
    await form.getByRole('button', { name: 'Add calendar' }).click();
    await expect(
      form.getByText('Enter the full https address of the calendar', { exact: false }),
    ).toBeVisible();
    await expect(form.getByLabel('Calendar address')).toHaveValue('airbnb calendar');

    // A wrong link is saved, and the reason it could not be read is said in words. The refusal leaves
    // first (antd folds it away, moving the buttons up), so the click is not aimed at where they were.
    await form.getByLabel('Calendar address').fill(`${base}/old-link.ics`);
    await expect(
      form.getByText('Enter the full https address of the calendar', { exact: false }),
    ).toBeHidden();
    await form.getByRole('button', { name: 'Add calendar' }).click();
    await expect(form).toBeHidden();
    const feed = owner.getByRole('listitem', { name: 'Airbnb' });
    await expect(feed.getByText('The calendar address answered 404.')).toBeVisible();
    // The address is a secret: never shown whole once saved.
    await expect(feed).not.toContainText('/old-link.ics');

    // Replacing the address reads the calendar at once.
    await feed.getByRole('button', { name: 'Edit “Airbnb”' }).click();
    const edit = owner.getByRole('dialog', { name: 'Edit “Airbnb”' });
    await edit.getByLabel('Calendar address').fill(`${base}/flat.ics`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(feed.getByText('Read without errors.')).toBeVisible();
    await feed.getByRole('button', { name: 'Fetch now “Airbnb”' }).click();
    await expect(owner.getByText('“Airbnb” read:', { exact: false })).toBeVisible();

    // The month with the turnover: the stays, the striped block and the same-day turnover.
    if (tomorrow.slice(0, 7) !== today.slice(0, 7))
      await owner.getByRole('button', { name: 'Next month' }).click();
    const calendar = owner.getByRole('list', { name: 'Weeks of the month' });
    await expect(calendar.getByRole('button', { name: /^Stay, Reserved/ }).first()).toBeVisible();
    expect(await calendar.getByRole('button', { name: /^Stay, Reserved/ }).count()).toBeGreaterThanOrEqual(2);
    const turnover = calendar.getByRole('link', { name: /^Turnover.*12:00 – 14:00.*same day.*Pending$/i });
    await expect(turnover).toBeVisible();
    await expect(turnover).toContainText('same day');
    // The list under the calendar says the same in words, row by row.
    const rows = owner.getByRole('table').first();
    await expect(rows.getByRole('link', { name: /same day.*Pending$/i })).toBeVisible();
    await expect(rows.getByRole('row', { name: /Blocked dates/ }).first()).toBeVisible();
    // Measured at rest: antd's hover colour of a default button is not this page's to judge.
    await calmDown(owner);
    expect(await axeFindings(owner)).toEqual([]);

    // A stay opened from the calendar with the keyboard: read from the feed, so it is changed there.
    await calendar
      .getByRole('button', { name: /^Stay, Reserved/ })
      .first()
      .focus();
    await owner.keyboard.press('Enter');
    const details = owner.getByRole('dialog');
    await expect(
      details.getByText('This booking comes from the calendar “Airbnb”', { exact: false }),
    ).toBeVisible();
    await expect(details.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await owner.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // The workspace's week lists the same-day turnover with its flat.
    // (Tomorrow's week: on a Sunday that is next week.)
    await owner.goto(`/bookings/turnovers?week=${tomorrow}`);
    await expect(owner.getByRole('heading', { name: 'Turnovers this week', level: 1 })).toBeVisible();
    const sameDayRow = owner
      .getByRole('row')
      .filter({ has: owner.getByRole('link', { name: 'Seaside flat', exact: true }) })
      .filter({ hasText: 'Same day' });
    await expect(sameDayRow).toHaveCount(1);
    await expect(sameDayRow).toContainText('12:00 – 14:00');
    await expect(sameDayRow.getByRole('link', { name: 'Open the job at Seaside flat' })).toBeVisible();

    // The turnover opens its job.
    await owner.goto(`/locations/${flat.id}/bookings?month=${tomorrow.slice(0, 7)}`);
    await owner
      .getByRole('list', { name: 'Weeks of the month' })
      .getByRole('link', { name: /^Turnover.*same day.*Pending$/i })
      .click();
    await expect(owner).toHaveURL(/\/tasks\/jobs\/[0-9a-f-]{36}$/);
    await expect(owner.getByText('Seaside flat', { exact: false }).first()).toBeVisible();
    await expect(owner.getByRole('heading', { name: 'Cleaning after checkout', level: 1 })).toBeVisible();

    // Dark mode keeps the calendar readable.
    await owner.goto(`/locations/${flat.id}/bookings?month=${tomorrow.slice(0, 7)}`);
    await darkMode(owner);
    await expect(owner.getByRole('list', { name: 'Weeks of the month' })).toBeVisible();
    await calmDown(owner);
    expect(await axeFindings(owner)).toEqual([]);

    // The cleaner's phone: the turnover in their work, due by the next guests' check-in.
    await cleaner.goto('/tasks');
    await expect(cleaner.getByRole('heading', { name: 'My work' })).toBeVisible();
    const job = cleaner.getByRole('link', { name: /Seaside flat/ }).first();
    await expect(job).toBeVisible();
    await expect(job).toContainText('12:00 – 14:00');
    await expect(job).toContainText('Cleaning after checkout');
    // The title is the system's, not the owner's words: a cleaner reading Russian reads it in Russian.
    await cleaner.evaluate(() => localStorage.setItem('i18nextLng', 'ru'));
    await cleaner.reload();
    await expect(cleaner.getByRole('link', { name: /Seaside flat/ }).first()).toContainText(
      'Уборка после выезда',
    );
    await phone.close();
  } finally {
    server.close();
  }
});

test('a rental on a phone reads its month as a list of days', async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const today = localToday();
  const tomorrow = addDays(today, 1);
  const { server, base } = await serveCalendar(airbnbCalendar(today));
  const phone = await browser.newContext(PHONE_CONTEXT);
  try {
    const owner = await phone.newPage();
    await signUp(owner, `bookings-phone-${stamp}@example.test`, 'Marat', 'Host');
    const { ownerApi, team } = await placeWithCleaner(owner, `bookings-phone-cleaner-${stamp}@example.test`);
    const flat = await rentalForTeam(ownerApi, team.id);
    await call(ownerApi, 'post', `/api/locations/${flat.id}/booking-feeds`, {
      name: 'Booking.com',
      url: `${base}/flat.ics`,
    });

    await owner.goto(`/locations/${flat.id}/bookings?month=${tomorrow.slice(0, 7)}`);
    await expect(owner.getByRole('heading', { name: 'Bookings of Seaside flat', level: 1 })).toBeVisible();
    // No seven-column grid on a phone: days with what happens on them.
    await expect(owner.getByRole('list', { name: 'Weeks of the month' })).toHaveCount(0);
    const changeover = owner
      .getByRole('listitem')
      .filter({ has: owner.getByRole('button', { name: /^Check-out · / }) });
    await expect(changeover.getByRole('button', { name: /^Check-in · / })).toBeVisible();
    await expect(changeover.getByRole('link', { name: /same day/i })).toBeVisible();

    // A booking entered by hand: check-out before check-in is refused before sending.
    await owner.getByRole('button', { name: 'Add booking' }).click();
    const form = owner.getByRole('dialog', { name: 'New booking' });
    await form.getByLabel('Check-in').fill(dmy(addDays(today, 10)));
    await form.getByLabel('Check-in').press('Enter');
    await form.getByLabel('Check-out').fill(dmy(addDays(today, 9)));
    await form.getByLabel('Check-out').press('Enter');
    await form.getByRole('button', { name: 'Add booking' }).click();
    await expect(form.getByText('Check-out must be after check-in.')).toBeVisible();
    await form.getByLabel('Check-out').fill(dmy(addDays(today, 12)));
    await form.getByLabel('Check-out').press('Enter');
    await form.getByLabel('Guest or note').fill('Family from Astana');
    await form.getByRole('button', { name: 'Add booking' }).click();
    await expect(form).toBeHidden();
    await expect(owner.getByText('Booking added')).toBeVisible();
    await calmDown(owner);
    expect(await axeFindings(owner)).toEqual([]);

    // Deleting a calendar asks first, naming it; its bookings go with it.
    const fromFeed = owner.getByRole('button', { name: /from the calendar “Booking.com”/ });
    await expect(fromFeed.first()).toBeVisible();
    const feed = owner.getByRole('listitem', { name: 'Booking.com' });
    await feed.getByRole('button', { name: 'Delete “Booking.com”' }).click();
    await expect(owner.getByText('Delete the calendar “Booking.com”?')).toBeVisible();
    await owner.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(owner.getByText('Calendar “Booking.com” deleted')).toBeVisible();
    await expect(owner.getByText('No booking calendars yet.', { exact: false })).toBeVisible();
    await expect(fromFeed).toHaveCount(0);
  } finally {
    await phone.close();
    server.close();
  }
});

/** A date as the English date picker takes it (DD/MM/YYYY, shared/time/format-date.ts). */
function dmy(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

test('an owner sees a double booking flagged, an unreadable event counted, a suspicious empty read held, and is asked before starting a turnover early', async ({
  page: owner,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const today = localToday();
  const event = (uid: string, start: string, end: string) =>
    `BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:${start}\r\nDTEND;VALUE=DATE:${end}\r\nUID:${uid}@airbnb.com\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n`;
  const full =
    'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN\r\n' +
    event('e2e-soon', icsDate(addDays(today, 2)), icsDate(addDays(today, 5))) +
    event('e2e-later', icsDate(addDays(today, 6)), icsDate(addDays(today, 9))) +
    // ical.js cannot read this date: the event is skipped and counted, the others still read.
    event('e2e-broken', 'banana', icsDate(addDays(today, 12))) +
    'END:VCALENDAR\r\n';
  const empty =
    'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN\r\nEND:VCALENDAR\r\n';
  let body = full;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await signUp(owner, `bookings-double-${stamp}@example.test`, 'Dana', 'Host');
    const { ownerApi, team } = await placeWithCleaner(owner, `bookings-double-cleaner-${stamp}@example.test`);
    const flat = await rentalForTeam(ownerApi, team.id);
    await call(ownerApi, 'post', `/api/locations/${flat.id}/booking-feeds`, {
      name: 'Airbnb',
      url: `http://127.0.0.1:${port}/flat.ics`,
    });
    // A stay entered by hand over the feed's later stay: a double booking.
    await call(ownerApi, 'post', `/api/locations/${flat.id}/bookings`, {
      checkIn: addDays(today, 7),
      checkOut: addDays(today, 10),
      summary: 'Phone booking',
    });

    const month = addDays(today, 7).slice(0, 7);
    await owner.goto(`/locations/${flat.id}/bookings?month=${month}`);
    const feed = owner.getByRole('listitem', { name: 'Airbnb' });
    await expect(feed.getByText('Read without errors.')).toBeVisible();
    await expect(
      feed.getByText('1 event could not be read (its dates are not valid) and was skipped.'),
    ).toBeVisible();
    const calendar = owner.getByRole('list', { name: 'Weeks of the month' });
    await expect(calendar.getByRole('button', { name: /Double booking/ }).first()).toBeVisible();
    await expect(owner.getByText('Double booking: overlaps another stay').first()).toBeVisible();
    await calmDown(owner);
    expect(await axeFindings(owner)).toEqual([]);

    // The week of the later stay's checkout lists its turnover as a double booking.
    await owner.goto(`/bookings/turnovers?week=${addDays(today, 9)}`);
    await expect(owner.getByRole('row').filter({ hasText: 'Double booking' }).first()).toBeVisible();

    // An empty answer would cancel both upcoming stays at once: held, and the feed says so.
    body = empty;
    await owner.goto(`/locations/${flat.id}/bookings?month=${month}`);
    await feed.getByRole('button', { name: 'Fetch now “Airbnb”' }).click();
    await expect(feed.getByText('This read lacked 2 upcoming stays', { exact: false })).toBeVisible();
    await expect(calendar.getByRole('button', { name: /Double booking/ }).first()).toBeVisible();

    // The first stay's turnover, opened days before its checkout: starting it asks first.
    const soon = await call<{ bookings: { uid: string; turnover: { occurrenceId: string } | null }[] }>(
      ownerApi,
      'get',
      `/api/locations/${flat.id}/bookings?month=${addDays(today, 5).slice(0, 7)}`,
    );
    const job = soon.bookings.find((b) => b.uid === 'e2e-soon@airbnb.com')?.turnover;
    expect(job).toBeTruthy();
    await owner.goto(`/tasks/jobs/${job!.occurrenceId}`);
    await owner.getByRole('button', { name: 'Work on this job' }).click();
    await owner.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(owner.getByRole('alert').filter({ hasText: 'The guests may still be in' })).toBeVisible();
    await owner.getByRole('button', { name: 'Not yet' }).click();
    await owner.getByRole('button', { name: 'Start', exact: true }).click();
    await owner.getByRole('button', { name: 'Start anyway' }).click();
    await expect(owner.getByText(/^Started by /)).toBeVisible();
  } finally {
    server.close();
  }
});
