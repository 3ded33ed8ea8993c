import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { axeFindings } from './support/axe';
import { codeSentTo } from './support/outbox';
import { signInByEmail } from './support/sign-in';
import { SEEDED } from './support/users';

/*
 * The owner's side of the subscription lifecycle (DECISIONS.md §11): a renewal request
 * waits, a super admin declines it with a reason, and the owner reads the state and the reason on the
 * subscription page, in the light and the dark theme without serious accessibility findings.
 */
const OWNER = SEEDED.decliningOwner;
const SUPER = SEEDED.decliningSuper;
const REASON = 'The invoice for 6 months was not paid';
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** The super admin answers through the API: its screens are e2e/admin.spec.ts's to walk. */
async function superToken(request: APIRequestContext): Promise<string> {
  await request.post('/api/login', { data: { type: 'email', email: SUPER.email } });
  const { code } = await codeSentTo(SUPER.email);
  const res = await request.post('/api/login/code', { data: { email: SUPER.email, code } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function setTheme(page: Page, dark: boolean) {
  await page.evaluate((isDarkMode) => {
    localStorage.setItem(
      'cleanops-ui',
      JSON.stringify({ state: { siderWidth: 16, siderCollapsed: false, isDarkMode }, version: 1 }),
    );
  }, dark);
  await page.reload();
}

test('an owner asks to renew, a super admin declines with a reason, and the owner reads it', async ({
  page,
  request,
}) => {
  await signInByEmail(page, OWNER.email);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Subscription', level: 2 })).toBeVisible();
  await page.getByText('6 months', { exact: true }).click();
  await page.getByRole('button', { name: 'Request renewal' }).click();
  const requests = page.locator('.app-card').filter({ hasText: 'Renewal requests' });
  await expect(requests.getByText('Waiting', { exact: true })).toBeVisible();
  // The waiting request says from which date its period would run (after the running trial), and no
  // second one can be sent beside it.
  await expect(
    page.getByText(/^If granted, the new period runs from .+, when the current one ends, to /),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request renewal' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel request' })).toBeVisible();

  const token = await superToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const waiting = await request.get('/api/admin/renewals?status=waiting&pageSize=100', { headers });
  const mine = (
    (await waiting.json()) as { items: { id: string; workspace: { owner: { email: string } } }[] }
  ).items.find((r) => r.workspace.owner.email === OWNER.email);
  expect(mine).toBeTruthy();
  const declined = await request.post(`/api/admin/renewals/${mine!.id}/decline`, {
    headers,
    data: { reason: REASON },
  });
  expect(declined.status()).toBe(200);

  // The page asks afresh when it opens: the answer came from someone else.
  await page.goto('/');
  await page.goto('/subscription');
  await expect(requests.getByText('Declined', { exact: true })).toBeVisible();
  await expect(requests.getByText(REASON)).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your request for 6 months was declined.' }),
  ).toContainText(REASON);

  for (const dark of [false, true]) {
    await setTheme(page, dark);
    await expect(requests.getByText('Declined', { exact: true })).toBeVisible();
    expect(await axeFindings(page), dark ? 'dark' : 'light').toEqual([]);
  }

  // A new request, then withdrawn by the owner: the form is back.
  await page.getByText('1 month', { exact: true }).click();
  await page.getByRole('button', { name: 'Request renewal' }).click();
  await page.getByRole('button', { name: 'Cancel request' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel the renewal request?' })
    .getByRole('button', { name: 'Cancel request' })
    .click();
  await expect(page.getByText('Request cancelled.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request renewal' })).toBeVisible();
  await expect(requests.getByText('Waiting', { exact: true })).toHaveCount(0);
});
