import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { axeFindings } from './support/axe';
import { apiOf, call, menuEntry, newLocation, placeWithCleaner, signUp } from './support/journey';

test.use({ actionTimeout: 15_000 });

/**
 * For the first paint of a page loaded on demand (its code, then its figures): a shared, busy machine
 * can take longer than the config's 10 s. A ceiling to wait under, not a measure of speed.
 */
const loaded = expect.configure({ timeout: 30_000 });

/** Splits CSV text the way a spreadsheet does (quotes, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}

/** The language and theme the app keeps on this device (browser-language-sources.ts, the UI store). */
async function setLook(page: Page, language: 'en' | 'ru' | 'kk', dark: boolean) {
  await page.evaluate(
    ({ language, dark }) => {
      localStorage.setItem('i18nextLng', language);
      localStorage.setItem(
        'cleanops-ui',
        JSON.stringify({ state: { siderWidth: 16, siderCollapsed: false, isDarkMode: dark }, version: 1 }),
      );
    },
    { language, dark },
  );
}

/** The overview, once its fresh figures have arrived (a restored cache may show older ones first). */
async function openDashboard(page: Page) {
  await Promise.all([
    page.waitForResponse((reply) => new URL(reply.url()).pathname === '/api/dashboard' && reply.ok()),
    page.goto('/'),
  ]);
}

/** A translation key shown as itself ("metrics.done", "checklist.title") instead of its text. */
const RAW_KEY =
  /\b(?:analytics|dashboard|page|nav|entity|range|metrics|units|chart|table|export|outcome|rows|checklist|today|rentals|people|subscription)[.:][a-zA-Z_]+\.?[a-zA-Z_]*/;

test('the overview opened from its address asks for its figures once, before the app has asked for anything', async ({
  page: owner,
}) => {
  await signUp(owner, `first-data-${Date.now()}@example.test`, 'Dana', 'Direct');
  await loaded(owner.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();

  // Opened again from the address bar (a bookmark): index.html's script asks for the figures while the
  // app's code downloads, and the page takes that answer instead of asking a second time.
  const cdp = await owner.context().newCDPSession(owner);
  await cdp.send('Network.enable');
  // Each request with the document that made it: the page left behind may still ask for something
  // (a list refreshed as it finished loading), and only the new document's requests count here.
  const seen: { path: string; by: string; loaderId: string }[] = [];
  let newDocument = '';
  cdp.on('Network.requestWillBeSent', ({ request, initiator, loaderId, type }) => {
    const { pathname } = new URL(request.url);
    if (type === 'Document' && pathname === '/') newDocument = loaderId;
    const by = initiator.stack?.callFrames[0]?.url ?? initiator.url ?? '';
    if (pathname.startsWith('/api/'))
      seen.push({ path: pathname, by: new URL(by || 'x:/').pathname, loaderId });
  });
  await owner.goto('/');
  await loaded(owner.getByRole('heading', { name: 'Today', level: 2, exact: true })).toBeVisible();
  await owner.waitForLoadState('networkidle');
  expect(newDocument).not.toBe('');
  const asked = seen
    .filter((request) => request.loaderId === newDocument)
    .map(({ path, by }) => ({ path, by }));
  expect(asked.filter(({ path }) => path === '/api/dashboard')).toEqual([
    { path: '/api/dashboard', by: '/preload-texts.js' },
  ]);
  expect(asked[0]?.path).toBe('/api/dashboard');
});

test('analytics ask the server again when opened, even after a reload, and say when their figures were computed', async ({
  page: owner,
}) => {
  await signUp(owner, `fresh-figures-${Date.now()}@example.test`, 'Fatima', 'Fresh');
  const api = await apiOf(owner);
  const location = await newLocation(api);
  const hall = await call<{ id: string }>(api, 'post', `/api/locations/${location.id}/rooms`, {
    name: 'Hall',
  });
  await owner.goto('/analytics');
  const planned = owner
    .getByRole('list', { name: 'Key figures' })
    .getByRole('listitem')
    .filter({ hasText: /^Planned/ });
  await loaded(planned).toContainText('0');
  await expect(owner.getByRole('status').filter({ hasText: /^Figures as of \d{2}:\d{2}$/ })).toBeVisible();

  // A job planned meanwhile: the reloaded page asks again instead of answering from its saved cache.
  await call(api, 'post', '/api/tasks', {
    kind: 'one_time',
    locationId: location.id,
    title: 'Polish the brass',
    roomIds: [hall.id],
  });
  await Promise.all([
    owner.waitForResponse(
      (reply) => new URL(reply.url()).pathname === '/api/analytics/overview' && reply.ok(),
    ),
    owner.reload(),
  ]);
  await expect(planned).toContainText('1');
  await expect(owner.getByRole('status').filter({ hasText: /^Figures as of \d{2}:\d{2}$/ })).toBeVisible();
});

test('the people on the overview lead to the filtered employee list, and each headline count to what it counts, with its rule', async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const cleanerEmail = `presence-cleaner-${stamp}@example.test`;
  await signUp(owner, `presence-owner-${stamp}@example.test`, 'Pola', 'Owner');
  const { ownerApi, location, hall, hireCleaner } = await placeWithCleaner(owner, cleanerEmail);
  const phone = await browser.newContext();
  const cleaner = await phone.newPage();
  await signUp(cleaner, cleanerEmail, 'Zarina', 'Cleaner');
  const { cleanerApi } = await hireCleaner(cleaner);
  await call(cleanerApi, 'post', '/api/attendance/clock-in');
  await phone.close();
  await call(ownerApi, 'post', '/api/tasks', {
    kind: 'one_time',
    locationId: location.id,
    title: 'Dust the shelves',
    roomIds: [hall.id],
  });

  await openDashboard(owner);
  await owner.getByRole('link', { name: /^Clocked in now\s*1/ }).click();
  await expect(owner).toHaveURL(/\/employees\?presence=clocked_in$/);
  await expect(owner.getByLabel('At work')).toHaveValue('clocked_in');
  await expect(owner.getByRole('row', { name: /Zarina Cleaner/ })).toBeVisible();

  // Completion counts only the jobs already due: the card says so with its numbers.
  await owner.goto('/analytics');
  const cards = owner.getByRole('list', { name: 'Key figures' }).getByRole('listitem');
  await loaded(cards.filter({ hasText: /^Planned/ })).toContainText('Jobs starting on these days');
  await expect(cards.filter({ hasText: /^Completion/ })).toContainText(
    '0 done of the 0 already due; 1 not due yet do not count',
  );
  await cards
    .filter({ hasText: /^Planned/ })
    .getByRole('link', { name: '1' })
    .click();
  await expect(owner).toHaveURL(/\/tasks\/all\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await expect(owner.getByRole('row', { name: /Dust the shelves/ })).toBeVisible();
});

test('an owner follows the first-run checklist, each step ticks itself, and the checklist goes away', async ({
  page: owner,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await signUp(owner, `first-run-${stamp}@example.test`, 'Farida', 'First');

  // A new workspace lands on the overview with its five steps, none done.
  await loaded(owner.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  const checklist = owner.getByTestId('first-run-checklist');
  await expect(checklist.getByRole('heading', { name: 'Get started' })).toBeVisible();
  await expect(checklist.getByText('0 of 5 done')).toBeVisible();

  // Each step is a link to where it is done: the first opens the new-location form.
  await checklist.getByRole('link', { name: /Add a location\s?: to do/ }).click();
  await expect(owner).toHaveURL(/\/locations\/new$/);
  // The location form itself is driven in places.spec.ts; here it is made through the API.
  const api = await apiOf(owner);
  const location = await newLocation(api);
  await openDashboard(owner);
  await expect(checklist.getByRole('link', { name: /Add a location\s?: done/ })).toBeVisible();
  await expect(checklist.getByText('1 of 5 done')).toBeVisible();

  // Rooms and the QR sheet are done on the location's own page, where those steps lead.
  // The step leads to the first location once the list of locations has come.
  const roomsStep = checklist.getByRole('link', { name: /Add rooms or zones\s?: to do/ });
  await expect(roomsStep).toHaveAttribute('href', `/locations/${location.id}`);
  await roomsStep.click();
  await expect(owner).toHaveURL(new RegExp(`/locations/${location.id}$`));
  const hall = await call<{ id: string }>(api, 'post', `/api/locations/${location.id}/rooms`, {
    name: 'Hall',
  });
  const sheet = await api.get(`/api/locations/${location.id}/qr-sheet.pdf`);
  expect(sheet.ok()).toBeTruthy();
  await call(api, 'post', '/api/invite', {
    contacts: [{ email: `first-run-cleaner-${stamp}@example.test` }],
    role: 'cleaner',
  });
  await openDashboard(owner);
  await expect(checklist.getByText('4 of 5 done')).toBeVisible();
  await expect(checklist.getByRole('link', { name: /Print the QR sheet\s?: done/ })).toBeVisible();
  await expect(checklist.getByRole('link', { name: /Invite someone\s?: done/ })).toBeVisible();

  // The last step: a task, planned through the editor the step opens.
  await checklist.getByRole('link', { name: /Plan a task\s?: to do/ }).click();
  await expect(owner.getByRole('heading', { name: 'New task' })).toBeVisible();
  await call(api, 'post', '/api/tasks', {
    kind: 'one_time',
    locationId: location.id,
    title: 'Wipe the tables',
    roomIds: [hall.id],
  });
  await Promise.all([
    owner.waitForResponse((reply) => new URL(reply.url()).pathname === '/api/dashboard' && reply.ok()),
    menuEntry(owner, 'Overview').click(),
  ]);
  await expect(owner.getByRole('heading', { name: 'Today', level: 2, exact: true })).toBeVisible();
  await expect(owner.getByTestId('first-run-checklist')).toHaveCount(0);
});

test('a cleaner finishes a job and the owner sees it on the dashboard and in their analytics; charts switch and tables export', async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const cleanerEmail = `analytics-cleaner-${stamp}@example.test`;
  await signUp(owner, `analytics-owner-${stamp}@example.test`, 'Olga', 'Owner');
  await expect(menuEntry(owner, 'Analytics')).toBeVisible();
  const { ownerApi, location, hall, team, hireCleaner } = await placeWithCleaner(owner, cleanerEmail);

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const cleaner = await phone.newPage();
  await signUp(cleaner, cleanerEmail, 'Aida', 'Cleaner');
  const { cleanerId } = await hireCleaner(cleaner);

  await call(ownerApi, 'post', '/api/tasks', {
    kind: 'one_time',
    locationId: location.id,
    title: 'Spill at the entrance',
    roomIds: [hall.id],
    teamIds: [team.id],
    emergency: true,
  });

  // Before: one job today, not started, listed first with its emergency mark.
  await openDashboard(owner);
  const notStarted = owner.getByRole('link', { name: /^Not started\s*1/ });
  await expect(notStarted).toBeVisible();
  const openJob = owner.getByRole('listitem').filter({ hasText: 'Spill at the entrance' });
  await expect(openJob).toContainText('Emergency');

  // The cleaner takes, starts and finishes it on their phone.
  await cleaner.goto('/tasks');
  await cleaner.getByRole('link', { name: /Spill at the entrance/ }).click();
  await cleaner.getByRole('button', { name: 'Take this job' }).click();
  await expect(cleaner.getByText('You took this job.')).toBeVisible();
  await cleaner.getByRole('button', { name: 'Start' }).click();
  await cleaner.getByRole('button', { name: 'Finish' }).click();
  await expect(cleaner.getByText('Job finished. Thank you!')).toBeVisible();
  await phone.close();

  // The dashboard shows it done, and the number leads to today's completed jobs.
  await openDashboard(owner);
  const completed = owner.getByRole('link', { name: /^Completed\s*1/ });
  await expect(completed).toBeVisible();
  await expect(owner.getByText('Every job of today is completed.')).toBeVisible();
  await completed.click();
  await expect(owner).toHaveURL(/\/tasks\/all\?.*state=completed/);
  await expect(owner.getByRole('row', { name: /Spill at the entrance/ })).toContainText('Aida Cleaner');

  // Her analytics page: one job done, on time, the job behind it linking to the job.
  await owner.goto(`/analytics/employees/${cleanerId}`);
  await loaded(owner.getByRole('heading', { name: 'Aida Cleaner', level: 1 })).toBeVisible();
  const headline = owner.getByRole('list', { name: 'Key figures' });
  await expect(headline.getByRole('listitem').filter({ hasText: /^Done/ })).toContainText('1');
  await expect(headline.getByRole('listitem').filter({ hasText: 'On-time rate' })).toContainText('100%');
  const jobRow = owner.getByRole('row', { name: /Spill at the entrance/ });
  await expect(jobRow).toContainText('On time');
  await expect(jobRow.getByRole('link', { name: 'Spill at the entrance' })).toHaveAttribute(
    'href',
    /\/tasks\/jobs\/[0-9a-f-]{36}$/,
  );

  // The job behind her figures exports with the year in its dates and the working time in whole minutes.
  const [jobsFile] = await Promise.all([
    owner.waitForEvent('download'),
    owner.getByRole('tabpanel').getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const [jobsHeader, jobLine] = parseCsv(
    readFileSync((await jobsFile.path()) as string)
      .subarray(3)
      .toString('utf8'),
  );
  const jobCell = (name: string) => jobLine?.[jobsHeader?.indexOf(name) ?? -1];
  expect(jobCell('Job')).toBe('Spill at the entrance');
  expect(jobCell('Starts')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  expect(jobCell('Working time, min')).toMatch(/^\d+$/);

  // Bars or lines: the switch redraws the chart and is remembered.
  const chart = owner.getByRole('figure', { name: /Chart: Jobs over time/ });
  await expect(chart).toHaveAttribute('data-chart-kind', 'bar');
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await owner.getByText('Lines', { exact: true }).click();
  await expect(chart).toHaveAttribute('data-chart-kind', 'line');
  await expect(chart.locator('.recharts-line-curve').first()).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle')).toHaveCount(0);
  await owner.reload();
  await loaded(owner.getByRole('figure', { name: /Chart: Jobs over time/ })).toHaveAttribute(
    'data-chart-kind',
    'line',
  );

  // The employees table exports as CSV: BOM, translated headers, her figures.
  await owner.goto('/analytics/employees');
  await loaded(owner.getByRole('heading', { name: 'Analytics by employee', level: 1 })).toBeVisible();
  await expect(owner.getByRole('row', { name: /Aida Cleaner/ })).toBeVisible();
  const [download] = await Promise.all([
    owner.waitForEvent('download'),
    owner.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^analytics-All-employees-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const bytes = readFileSync((await download.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
  expect(header?.slice(0, 4)).toEqual(['Employee', 'Planned', 'Done', 'Completion, %']);
  const aida = rows.find((row) => row[0] === 'Aida Cleaner');
  expect(aida).toBeDefined();
  const column = (name: string) => aida?.[header?.indexOf(name) ?? -1];
  expect(column('Done')).toBe('1');
  expect(column('On time')).toBe('1');
  expect(column('On-time rate, %')).toBe('100');

  // In Russian the file is what Excel in a Russian locale reads: ";" between cells, "," in numbers.
  await setLook(owner, 'ru', false);
  await owner.reload();
  await expect(owner.getByRole('row', { name: /Aida Cleaner/ })).toBeVisible();
  const [russian] = await Promise.all([
    owner.waitForEvent('download'),
    owner.getByRole('button', { name: 'Выгрузить в CSV' }).click(),
  ]);
  const [ruHeader, ...ruLines] = readFileSync((await russian.path()) as string)
    .subarray(3)
    .toString('utf8')
    .split('\r\n');
  expect(ruHeader?.split(';').slice(1, 3)).toEqual(['Запланировано', 'Выполнено']);
  expect(ruLines.find((line) => line.startsWith('Aida Cleaner;'))).toMatch(/^Aida Cleaner;1;1;100;/);
  await setLook(owner, 'en', false);
  await owner.reload();

  // A drill-down to a foreign or unknown id says so instead of failing.
  await owner.goto('/analytics/locations/00000000-0000-4000-8000-000000000000');
  await loaded(owner.getByRole('heading', { name: 'Nothing to show here' })).toBeVisible();
});

test('the dashboard and analytics read fully in Russian and Kazakh, in light and dark, with no axe findings', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  await signUp(page, `analytics-look-${stamp}@example.test`, 'Dana', 'Look');
  await expect(menuEntry(page, 'Analytics')).toBeVisible();
  const { ownerApi, location, hall, team } = await placeWithCleaner(
    page,
    `analytics-look-c-${stamp}@example.test`,
  );
  await call(ownerApi, 'post', '/api/tasks', {
    kind: 'one_time',
    locationId: location.id,
    title: 'Spill at the entrance',
    roomIds: [hall.id],
    teamIds: [team.id],
  });
  const me = await call<{ user: { id: string } }>(ownerApi, 'get', '/api/profile');

  const pages = [
    '/',
    '/analytics',
    '/analytics?entity=employees&range=year',
    '/analytics/locations',
    `/analytics/locations/${location.id}`,
    `/analytics/locations/${location.id}/rooms/${hall.id}`,
    '/analytics/employees',
    `/analytics/employees/${me.user.id}`,
  ];
  const looks = [
    { language: 'ru', dark: false, title: /Обзор|Аналитика|Cafe Central|Hall|Dana Look/ },
    { language: 'kk', dark: true, title: /шолу|талдау|Cafe Central|Hall|Dana Look/i },
  ] as const;
  const findings: string[] = [];
  for (const look of looks) {
    await setLook(page, look.language, look.dark);
    for (const path of pages) {
      await page.goto(path);
      await loaded(page.getByRole('heading', { level: 1 })).toHaveText(look.title);
      // Wait for the figures, not just the frame: the skeletons are gone.
      await loaded(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await loaded(page.locator('.kit-skeleton')).toHaveCount(0);
      const text = await page.locator('main').innerText();
      expect(text, `${look.language} ${path}`).not.toMatch(RAW_KEY);
      findings.push(
        ...(await axeFindings(page)).map(
          (line) => `${look.language}/${look.dark ? 'dark' : 'light'} ${path}: ${line}`,
        ),
      );
    }
  }
  expect(findings).toEqual([]);

  // A phone at 390 px: the tables become cards and nothing runs off the side.
  await setLook(page, 'en', false);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/analytics/locations', `/analytics/employees/${me.user.id}`]) {
    await page.goto(path);
    await loaded(page.getByRole('heading', { level: 1 })).toBeVisible();
    await loaded(page.locator('.kit-skeleton')).toHaveCount(0);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(wide, path).toBe(false);
  }
});
