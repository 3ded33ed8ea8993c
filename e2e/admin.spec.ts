import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { axeFindings, horizontalOverflow } from './support/axe';
import { choose, menuEntry } from './support/journey';
import { openedFully, stopMotion } from './support/motion';
import { codeSentTo } from './support/outbox';
import { signInByEmail } from './support/sign-in';
import { closeOpened, SLOW, signInAsSuper, superPage, tokenOf, track } from './support/super-admin';
import { SEEDED } from './support/users';

/*
 * The super admin area: the superuser's landing page, a renewal granted on the workspace
 * screen that lifts an expired owner's read-only state, a test credential that signs a reviewer in,
 * the log showing both, and every admin page passing axe in both themes.
 */
const SUPER = SEEDED.superAdmin;
const OWNER = SEEDED.renewingOwner;
const REVIEWER = `reviewer-${Date.now()}@example.test`;
const TEST_CODE = '24680';
const expect = baseExpect.configure({ timeout: SLOW });
test.describe.configure({ timeout: 240_000 });
test.afterEach(closeOpened);
const EXPIRED_NOTICE = 'Your access is limited. Please renew or extend your subscription to continue.';

/** The users list's own link to an owner's workspace screen. */
async function openWorkspaceOf(admin: Page, email: string) {
  await admin.goto('/users-management');
  await admin.getByLabel('Search users').fill(email);
  // The search has answered when the count under the title says one.
  await expect(admin.getByText('1 user', { exact: true })).toBeVisible();
  // A table row on a desk, a card on a phone.
  await admin
    .locator('tr, [role=listitem]')
    .filter({ hasText: email })
    .getByRole('link', { name: 'Own workspace' })
    .click();
  await expect(admin.getByRole('heading', { name: /^Workspace of / })).toBeVisible();
}

/** The places journey's rental: the four steps of the wizard, then the location's own page. */
async function createRental(page: Page, address: string) {
  await menuEntry(page, 'Locations').click();
  await page.getByRole('button', { name: 'New location' }).first().click();
  await page.getByText('Rental apartment', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Address').fill(address);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create location' }).click();
}

test('the superuser signs in and lands on the admin dashboard, whose figures open their lists', async ({
  page,
}) => {
  await signInAsSuper(page);
  await expect(page.getByText('Users', { exact: true }).first()).toBeVisible();
  await page.getByRole('link', { name: /Renewal requests waiting/ }).click();
  await expect(page).toHaveURL(/\/users-management\/renewals$/);
  await expect(page.getByRole('heading', { name: 'Renewal requests', level: 1 })).toBeVisible();
  // The failed notification copies open their list too, from today's start.
  await page.goBack();
  await page.getByRole('link', { name: /Notification copies failed/ }).click();
  await expect(page).toHaveURL(/\/logs\/failed-notifications\?from=/);
  await expect(page.getByRole('heading', { name: 'Failed notification copies', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Since /)).toBeVisible();
});

test('an expired owner asks for 3 months, the superuser grants it on the workspace screen, and the owner works again', async ({
  browser,
}) => {
  const owner = await (await track(browser)).newPage();
  await signInByEmail(owner, OWNER.email);
  await expect(owner.getByRole('alert').filter({ hasText: EXPIRED_NOTICE })).toBeVisible();
  await owner.getByRole('alert').getByRole('link', { name: 'Renew' }).click();
  await expect(owner.getByRole('heading', { name: 'Subscription' })).toBeVisible();
  await owner.getByText('3 months').click();
  await owner.getByRole('button', { name: 'Request renewal' }).click();
  await expect(owner.getByText('Your request for 3 months')).toBeVisible();

  const admin = await superPage(browser);
  await openWorkspaceOf(admin, OWNER.email);
  await expect(
    admin.getByRole('heading', { name: `Workspace of ${OWNER.name} ${OWNER.surname}` }),
  ).toBeVisible();
  await expect(admin.getByRole('heading', { level: 1 }).locator('xpath=..')).toContainText('Expired');

  const request = admin.getByRole('row', { name: /3 months/ });
  await expect(request).toContainText('Waiting');
  await request.getByRole('button', { name: 'Grant' }).click();
  const dialog = admin.getByRole('dialog', { name: /Grant 3 months to Lev Renewing/ });
  await dialog.getByRole('button', { name: 'Grant' }).click();
  await expect(admin.getByText(`3 months granted to ${OWNER.name} ${OWNER.surname}.`)).toBeVisible();
  await expect(request).toContainText('Granted');
  await expect(admin.getByRole('heading', { level: 1 }).locator('xpath=..')).toContainText('Active');

  await owner.reload();
  await expect(owner.getByRole('heading', { name: 'Subscription' })).toBeVisible();
  await expect(owner.getByRole('alert').filter({ hasText: EXPIRED_NOTICE })).toHaveCount(0);
  await createRental(owner, 'Tole Bi 12, Almaty');
  await expect(owner).toHaveURL(/\/locations\/[0-9a-f-]{36}$/);
  await owner.goto('/subscription');
  await expect(owner.getByText(/granted/i).first()).toBeVisible();
});

test('a test credential made on /test-credentials signs a reviewer in with its 5-digit code', async ({
  browser,
}) => {
  const admin = await superPage(browser);
  await admin.goto('/test-credentials');
  await admin.getByRole('button', { name: 'New test credential' }).click();
  const dialog = admin.getByRole('dialog', { name: 'New test credential' });
  await dialog.getByLabel('E-mail or phone').fill(REVIEWER);
  // A code that is not 5 digits is refused before it is sent, and what was typed stays.
  await dialog.getByLabel('Code').fill('2468');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('The test code has exactly 5 digits.')).toBeVisible();
  await expect(dialog.getByLabel('E-mail or phone')).toHaveValue(REVIEWER);
  await dialog.getByLabel('Code').fill(TEST_CODE);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('row', { name: new RegExp(REVIEWER) })).toContainText(TEST_CODE);

  const reviewer = await (await track(browser)).newPage();
  await reviewer.goto('/');
  await reviewer.getByRole('button', { name: 'Sign in with e-mail' }).click();
  await reviewer.getByLabel('E-mail').fill(REVIEWER);
  await reviewer.getByRole('button', { name: 'Get the code' }).click();
  await expect(reviewer.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  await reviewer.getByLabel('Code').fill(TEST_CODE);
  await reviewer.getByRole('button', { name: 'Sign in' }).click();
  // A first sign-in: the new account asks for the name, as any sign-up does.
  await expect(reviewer.getByLabel('First name')).toBeVisible();
});

test('/active-codes shows a code asked for meanwhile within its 10 s refresh, masked but for the last 2 characters', async ({
  browser,
}) => {
  const admin = await superPage(browser);
  await admin.goto('/active-codes');
  await expect(admin.getByRole('heading', { name: 'Active codes', level: 1 })).toBeVisible();
  // Someone asks for a code while the page stays open: no reload, the list's own refresh shows it.
  const visitor = `visitor-${Date.now()}@example.test`;
  const asked = await admin.request.post('/api/login', { data: { type: 'email', email: visitor } });
  expect(asked.status()).toBe(200);
  const { code } = await codeSentTo(visitor);
  const row = admin.locator('tr, [role=listitem]').filter({ hasText: visitor });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText(`••••${code.slice(-2)}`);
  // Nothing on the page reveals more of it.
  expect(await admin.content()).not.toContain(code);
  // One channel at a time, as the dashboard's figure per channel opens it.
  const channels = admin.getByRole('radiogroup', { name: 'Channel' }).or(admin.locator('.ant-segmented'));
  await channels.getByText('SMS', { exact: true }).click();
  await expect(admin).toHaveURL(/channel=phone/);
  await expect(row).toHaveCount(0);
  await channels.getByText('E-mail', { exact: true }).click();
  await expect(row).toBeVisible();
});

test('the users table pages on a desk: "10 / page", "Next" and "1" each ask for their rows and keep them in the address', async ({
  browser,
}) => {
  const admin = await superPage(browser);
  await admin.goto('/users-management');
  await expect(admin.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  // Twelve accounts that one search finds: more than one page of ten.
  const prefix = `pager-${Date.now()}`;
  const token = await tokenOf(admin);
  for (let i = 1; i <= 12; i++) {
    const made = await admin.request.post('/api/admin/users', {
      headers: { Authorization: `Bearer ${token}` },
      data: { type: 'staff', email: `${prefix}-${String(i).padStart(2, '0')}@example.test` },
    });
    expect(made.status()).toBe(201);
  }
  await admin.getByLabel('Search users').fill(prefix);
  await expect(admin.getByText('12 users', { exact: true })).toBeVisible();
  const rows = admin.locator('tbody tr').filter({ hasText: prefix });
  await expect(rows).toHaveCount(12);

  const asked = (key: string, value: string) =>
    admin.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === '/api/admin/users' && url.searchParams.get(key) === value;
    });
  let request = asked('pageSize', '10');
  await admin.locator('.ant-pagination-options .ant-select').click();
  await admin.getByTitle('10 / page').click();
  await request;
  await expect(admin).toHaveURL(/pageSize=10/);
  await expect(rows).toHaveCount(10);

  request = asked('page', '2');
  await admin.getByTitle('Next Page').click();
  await request;
  await expect(admin).toHaveURL(/page=2/);
  await expect(rows).toHaveCount(2);

  // Page 1's rows are in the query cache already: back to them without a request.
  await admin.getByTitle('1', { exact: true }).click();
  await expect(admin).toHaveURL(/page=1/);
  await expect(rows).toHaveCount(10);
  // A sort click still works, and starts again at page 1.
  await admin.getByTitle('2', { exact: true }).click();
  await expect(rows).toHaveCount(2);
  await admin.getByRole('columnheader', { name: /^User/ }).click();
  await expect(admin).toHaveURL(/sortBy=name/);
  await expect(admin).not.toHaveURL(/[?&]page=2/);
  await expect(rows).toHaveCount(10);
});

test('a grant asks first with the dates it will run, refuses 3.5 days, and can be revoked; the subscription can be ended now', async ({
  browser,
}) => {
  const admin = await superPage(browser);
  await admin.goto('/users-management');
  const email = `granted-${Date.now()}@example.test`;
  const made = await admin.request.post('/api/admin/users', {
    headers: { Authorization: `Bearer ${await tokenOf(admin)}` },
    data: { type: 'owner', email, name: 'Gulnar', surname: 'Granted' },
  });
  expect(made.status()).toBe(201);
  const { workspace } = (await made.json()) as {
    workspace: { id: string; subscription: { endsAt: string } };
  };
  await admin.goto(`/users-management/workspaces/${workspace.id}`);
  await expect(admin.getByRole('heading', { name: 'Workspace of Gulnar Granted', level: 1 })).toBeVisible();

  // Whole days only: 3.5 is refused where it was typed, not rounded to 4.
  const days = admin.getByLabel('Days', { exact: true });
  await days.fill('3.5');
  await admin.getByRole('button', { name: 'Grant', exact: true }).click();
  await expect(admin.getByText('A subscription is granted in whole days.')).toBeVisible();
  await expect(days).toHaveValue('3.5');

  // Enter no longer grants at once: the confirmation says from when to when, by the server's rule
  // (after the running trial, 30 days).
  await days.fill('30');
  await days.press('Enter');
  const confirm = admin.getByRole('dialog', { name: 'Grant this subscription?' });
  const shown = (iso: string) =>
    admin.evaluate(
      (at) =>
        new Intl.DateTimeFormat('en-GB', {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(new Date(at)),
      iso,
    );
  const from = workspace.subscription.endsAt;
  const to = new Date(Date.parse(from) + 30 * 86_400_000).toISOString();
  await expect(confirm).toContainText(`The period will run from ${await shown(from)} to ${await shown(to)}.`);
  await openedFully(confirm);
  await confirm.getByRole('button', { name: 'Grant' }).click();
  await expect(admin.getByText('Subscription granted. The owner is notified.')).toBeVisible();

  const granted = admin.locator('tr, [role=listitem]').filter({ hasText: 'Granted by support' });
  await expect(granted).toHaveCount(1);
  await granted.getByRole('button', { name: /^Revoke/ }).click();
  const revoke = admin.getByRole('dialog', { name: 'Revoke this period?' });
  await openedFully(revoke);
  await revoke.getByRole('button', { name: 'Revoke' }).click();
  await expect(admin.getByText('Period revoked.')).toBeVisible();
  await expect(granted).toHaveCount(0);

  await admin.getByRole('button', { name: 'End subscription now' }).click();
  const end = admin.getByRole('dialog', { name: 'End the subscription now?' });
  await openedFully(end);
  await end.getByRole('button', { name: 'End now' }).click();
  await expect(admin.getByText('Subscription ended.')).toBeVisible();
  await expect(admin.getByRole('heading', { level: 1 }).locator('xpath=..')).toContainText('Expired');
  await expect(admin.getByRole('button', { name: 'End subscription now' })).toHaveCount(0);
});

test('/logs shows the grant and the test credential, and a line opens its data', async ({ browser }) => {
  const admin = await superPage(browser);
  await admin.goto('/logs');
  await expect(admin.getByRole('heading', { name: 'Logs', level: 1 })).toBeVisible();

  await choose(admin, 'Action', 'Subscription granted');
  const grant = admin.getByRole('row', { name: /Subscription granted/ }).first();
  await expect(grant).toContainText(`${SUPER.name} ${SUPER.surname}`);
  await grant.getByRole('button', { name: /Open/ }).click();
  const drawer = admin.getByRole('dialog', { name: 'Subscription granted' });
  await expect(drawer.getByText('Recorded data')).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  await choose(admin, 'Action', 'Test credential created');
  await expect(admin.getByRole('row', { name: /Test credential created/ }).first()).toContainText(
    `${SUPER.name} ${SUPER.surname}`,
  );
  await choose(admin, 'Action', 'Signed in with a test credential');
  await expect(admin.getByRole('row', { name: /Signed in with a test credential/ })).not.toHaveCount(0);
});

const PAGES = [
  { path: () => '/admin-dashboard', heading: 'Admin dashboard' },
  { path: () => '/users-management', heading: 'Users' },
  { path: () => '/users-management/renewals?status=all', heading: 'Renewal requests' },
  { path: () => '', heading: /^Workspace of / },
  { path: () => '/locations-management', heading: 'All locations' },
  { path: () => '/logs', heading: 'Logs' },
  { path: () => '/logs/failed-notifications', heading: 'Failed notification copies' },
  { path: () => '/active-codes', heading: 'Active codes' },
  { path: () => '/test-credentials', heading: 'Test credentials' },
  { path: () => '/app-versions', heading: 'App versions' },
];

async function checkPages(browser: Browser, dark: boolean, phone = false) {
  const page = await superPage(browser, dark, phone);
  const found: string[] = [];
  for (const screen of PAGES) {
    // The workspace screen is reached through its link in the users list.
    if (screen.path()) await page.goto(screen.path());
    else await openWorkspaceOf(page, OWNER.email);
    await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
    await expect(
      page.locator('.kit-skeleton, .ant-spin-spinning, .app-row-cards[aria-busy="true"]'),
    ).toHaveCount(0);
    await stopMotion(page);
    const where = screen.path() || 'workspace';
    found.push(...(await axeFindings(page)).map((line) => `${where}: ${line}`));
    found.push(...(await horizontalOverflow(page)).map((line) => `${where}: ${line}`));
  }
  expect(found).toEqual([]);
}

test('every admin page passes axe and fits the width in the light theme', async ({ browser }) => {
  test.setTimeout(300_000);
  await checkPages(browser, false);
});

test('every admin page passes axe and fits the width in the dark theme', async ({ browser }) => {
  test.setTimeout(300_000);
  await checkPages(browser, true);
});

test('every admin page passes axe and fits a phone', async ({ browser }) => {
  test.setTimeout(300_000);
  await checkPages(browser, false, true);
});
