import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect as baseExpect,
  type Page,
} from '@playwright/test';
import { BASE_URL, dataDir } from './env';
import { signInByEmail } from './sign-in';
import { SEEDED } from './users';

/** Pages load their code on demand, and the journeys share the test machine's cores with others. */
export const SLOW = 30_000;
const expect = baseExpect.configure({ timeout: SLOW });
const SUPER = SEEDED.superAdmin;

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * The super admin signs in once; the other journeys, in either project, reuse the saved session, kept
 * in the run's data folder.
 */
const superStateFile = () => join(dataDir(), 'admin-super-state.json');

export async function signInAsSuper(page: Page) {
  await signInByEmail(page, SUPER.email);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin dashboard', level: 1 })).toBeVisible();
  await page.context().storageState({ path: superStateFile() });
}

export async function superPage(browser: Browser, dark?: boolean, phone = false): Promise<Page> {
  if (!existsSync(superStateFile())) {
    const page = await (await browser.newContext()).newPage();
    await signInAsSuper(page);
    await page.context().close();
  }
  const context = await track(browser, {
    ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
    storageState: dark === undefined ? superStateFile() : withTheme(superStateFile(), dark),
  });
  return context.newPage();
}

/** Contexts a journey opens beside its own are closed after it (`closeOpened`), so no page keeps polling. */
const opened: BrowserContext[] = [];
export async function track(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  opened.push(context);
  return context;
}

/** Closes the contexts `track` opened; a spec runs it after each journey. */
export async function closeOpened(): Promise<void> {
  await Promise.all(opened.splice(0).map((context) => context.close()));
}

/** The signed-in super admin's bearer token, as the web app keeps it, for seeding through the API. */
export async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('cleanops-auth') ?? '{}').state?.token as string,
  );
}

/** The saved sign-in with the UI store's theme, as the profile switch would set it. */
export function withTheme(file: string, dark: boolean): StorageState {
  const state = JSON.parse(readFileSync(file, 'utf8')) as StorageState;
  const ui = {
    name: 'cleanops-ui',
    value: JSON.stringify({ state: { siderWidth: 16, siderCollapsed: false, isDarkMode: dark }, version: 1 }),
  };
  const origins = state.origins.map((origin) => ({
    ...origin,
    localStorage: [
      ...origin.localStorage.filter((item) => item.name !== 'cleanops-ui'),
      ...(origin.origin === BASE_URL ? [ui] : []),
    ],
  }));
  return { cookies: state.cookies, origins };
}
