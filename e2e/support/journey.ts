import { type APIRequestContext, expect, type Locator, type Page, request } from '@playwright/test';
import { BASE_URL } from './env';
import { codeSentTo } from './outbox';
import { type SessionProfile, storedSession } from './stored-session';

/**
 * A new account, made the way the sign-in screens make it (the e-mailed code, then name and surname),
 * but through the API, and handed to the page as the session the app keeps after signing in. The
 * screens themselves are driven by `auth.spec.ts`; every other journey starts signed in, as a person
 * who signed up yesterday would. The account gets the page's language and time zone, as the name
 * form sends them.
 */
export async function signUp(page: Page, email: string, name: string, surname: string) {
  await page.goto('/');
  const { language, timezone } = await page.evaluate(() => ({
    language: document.documentElement.lang,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  }));
  const api = await request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { 'accept-language': language === 'kk' ? 'kz' : language },
  });
  try {
    await call(api, 'post', '/api/login', { type: 'email', email });
    const { code } = await codeSentTo(email);
    const { token } = await call<{ token: string }>(api, 'post', '/api/login/code', { email, code });
    const headers = { authorization: `Bearer ${token}` };
    const named = await api.post('/api/profile', { headers, data: { name, surname, language, timezone } });
    expect(named.ok(), `POST /api/profile: ${await named.text()}`).toBeTruthy();
    const profile = (await named.json()) as SessionProfile;
    // The region the sign-in page keeps (its default until someone picks one) stays as it was.
    const kept = await page.evaluate(() => localStorage.getItem('cleanops-auth'));
    const region = (JSON.parse(kept ?? '{}') as { state?: { region?: string } }).state?.region ?? 'kz';
    const session = storedSession(token, profile, region);
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), session);
  } finally {
    await api.dispose();
  }
  await page.goto('/');
}

/**
 * The API as the person signed in on this page (the token the app keeps). Journeys use it for set-up
 * that other journeys already drive through the screens (a location, a team, an invitation).
 */
export async function apiOf(page: Page): Promise<APIRequestContext> {
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('cleanops-auth') ?? '{}') as { state?: { token?: string } }).state
        ?.token,
  );
  expect(token).toBeTruthy();
  return request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
}

export async function call<T>(
  api: APIRequestContext,
  method: 'get' | 'post',
  url: string,
  data?: object,
): Promise<T> {
  const res = await api[method](url, data ? { data } : undefined);
  expect(res.ok(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

/**
 * An antd select: open it by its label, then choose the option by its text. A multiple select stays
 * open after a choice and is closed with Escape; a single one closes by itself (Escape there could
 * close the dialog around it). The choice is checked to show in the select before going on, and made
 * again if a click landed while the dropdown was still opening or closing (seen on a loaded machine:
 * a task saved without the team the journey had picked).
 */
export async function choose(page: Page, label: string, option: string) {
  const input = page.getByLabel(label, { exact: true });
  const select = input.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  const multiple = await input.evaluate((el) => el.closest('.ant-select-multiple') !== null);
  // Clicking an option a multiple select already holds would take it out again.
  if (!(await select.innerText()).includes(option)) {
    await pickOption(page, input, option, () => expect(select).toContainText(option, { timeout: 2_000 }));
  }
  if (multiple) await page.keyboard.press('Escape');
}

/**
 * An antd select opened by `field`, for when `choose` cannot find it by its label (a label that changes
 * with the choice, a select without one). On a loaded machine antd can measure its list before placing
 * it under the field, and a click then lands beside the option: the list is still open, as a person
 * would see, and the option is clicked again. `picked` checks the choice took.
 */
export async function pickOption(page: Page, field: Locator, option: string, picked: () => Promise<void>) {
  const list = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    // Each click gives up soon, so the attempt is made again: a list can also close under it (a drawer
    // closing beside it gives the focus back to its opener, and the select loses it).
    if ((await list.count()) === 0) await field.click({ timeout: 2_000 });
    await list.getByTitle(option, { exact: true }).click({ timeout: 2_000 });
    await picked();
  }).toPass({ timeout: 30_000 });
}

/** A location made through the API: a cafe in Almaty unless `fields` say otherwise. */
export function newLocation(api: APIRequestContext, fields: object = {}): Promise<{ id: string }> {
  return call<{ id: string }>(api, 'post', '/api/locations', {
    title: 'Cafe Central',
    address: 'Abay Ave 15, Almaty',
    type: 'commercial',
    commercialKind: 'cafe',
    timezone: 'Asia/Almaty',
    checkoutTime: '12:00',
    cleaningDuration: 60,
    recleanAfter: 15,
    requirePhoto: false,
    requireReport: false,
    requireScan: false,
    ...fields,
  });
}

/** An owner's place with a team, and a cleaner invited, accepted and approved into it. */
export async function placeWithCleaner(owner: Page, cleanerEmail: string, requireScan = false) {
  const ownerApi = await apiOf(owner);
  const location = await newLocation(ownerApi, { requireScan });
  const hall = await call<{ id: string; publicUrl: string }>(
    ownerApi,
    'post',
    `/api/locations/${location.id}/rooms`,
    {
      name: 'Hall',
    },
  );
  await call(ownerApi, 'post', `/api/locations/${location.id}/rooms`, { name: 'Kitchen' });
  const team = await call<{ id: string }>(ownerApi, 'post', '/api/teams', { name: 'Day shift' });
  await call(ownerApi, 'post', '/api/invite', { contacts: [{ email: cleanerEmail }], role: 'cleaner' });
  return {
    ownerApi,
    location,
    hall,
    team,
    /** The cleaner, signed up on their page, accepts and is added to the team. */
    async hireCleaner(cleaner: Page) {
      await expect(cleaner.getByRole('button', { name: 'Invitations: 1 new' })).toBeVisible();
      const cleanerApi = await apiOf(cleaner);
      const [invite] = await call<{ id: string }[]>(cleanerApi, 'get', '/api/invite');
      await call(cleanerApi, 'post', `/api/invite/${invite!.id}`);
      const me = await call<{ user: { id: string } }>(cleanerApi, 'get', '/api/profile');
      await call(ownerApi, 'post', `/api/employees/${me.user.id}/approve`, { teamId: team.id });
      return { cleanerApi, cleanerId: me.user.id };
    },
  };
}

/**
 * Waits for a toast with `text` to be shown, watched from inside the page at every frame: a toast is
 * up for 3 seconds, and on a busy machine the test runner's own checks can be late by about as much.
 */
export async function expectToast(page: Page, text: string) {
  await page.waitForFunction(
    (wanted) =>
      Array.from(document.querySelectorAll('.pui-toast')).some((toast) =>
        toast.textContent?.includes(wanted),
      ),
    text,
    { polling: 'raf', timeout: 10_000 },
  );
}

/**
 * An entry of the main menu, found by its name: a page's link, or the Log out button. `from` is the
 * page, or the frame's menu landmark when a journey already holds it.
 */
export function menuEntry(from: Page | Locator, name: string | RegExp): Locator {
  const menu = from.locator('.side-menu');
  return menu.getByRole('link', { name, exact: true }).or(menu.getByRole('button', { name, exact: true }));
}
