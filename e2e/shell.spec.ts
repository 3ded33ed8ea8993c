import { expect, test } from '@playwright/test';
import { menuEntry, signUp } from './support/journey';
import { openProfile, signInByEmail } from './support/sign-in';
import { SEEDED } from './support/users';

test('Kazakh is shown after switching and survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Interface language' }).selectOption({ label: 'Қазақша' });
  await expect(page.getByRole('heading', { name: 'CleanOps-қа қош келдіңіз' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'CleanOps-қа қош келдіңіз' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Электрондық пошта арқылы кіру' })).toBeVisible();
});

test('the dark theme survives a reload', async ({ page }) => {
  await signInByEmail(page, SEEDED.darkOwner.email);
  await openProfile(page);
  const darkTheme = page.getByRole('switch', { name: 'Dark theme' });
  await expect(darkTheme).not.toBeChecked();
  // The frame (plain, in antd Layout's look) takes the theme's colours at once, and so do the antd parts
  // of a page (antd's tokens are CSS variables under one fixed class).
  const frame = page.locator('.app-layout').first();
  await expect(frame).toHaveCSS('background-color', 'rgb(245, 247, 250)');
  await darkTheme.click();
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  await expect(frame).toHaveCSS('background-color', 'rgb(15, 17, 21)');

  await page.reload();
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  await expect(frame).toHaveCSS('background-color', 'rgb(15, 17, 21)');
  await openProfile(page);
  await expect(page.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
});

test('logout returns to the start and keeps the chosen region', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('radio', { name: 'Russia' }).check({ force: true });
  await expect(page.getByRole('img', { name: 'Russia' }).first()).toBeVisible();
  await signInByEmail(page, SEEDED.regionOwner.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Russia' })).toBeVisible();

  await menuEntry(page, 'Locations').click();
  await openProfile(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome to CleanOps' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Russia' })).toBeChecked();
  await expect(page.getByRole('img', { name: 'Russia' }).first()).toBeVisible();
  // The deep page the user left is not remembered as a redirect for the next sign-in.
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('cleanops-auth') ?? '{}').state?.redirect),
  ).toBeNull();
});

test('staff without a role see no product menu entries, only logout', async ({ page }) => {
  await signInByEmail(page, SEEDED.staffWithoutRole.email);
  // Their first page is My work, saying there is no invitation yet and where one would come.
  await expect(page).toHaveURL(/\/tasks\/mine$/);
  await expect(page.getByRole('heading', { name: 'No invitations yet' })).toBeVisible();
  await expect(page.getByText('Ask your manager to invite you at staff@example.test.')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.locator('.side-menu-item')).toHaveText(['Log out']);

  await page.goto('/locations');
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/notFound$/);
  await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
});

test('a session the server no longer knows ends on load and returns to the start', async ({ page }) => {
  await signInByEmail(page, SEEDED.revokedOwner.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('cleanops-auth') ?? '{}');
    stored.state.token = 'revoked-token';
    localStorage.setItem('cleanops-auth', JSON.stringify(stored));
  });

  await page.reload();
  await expect(page.getByText('Authorization required. Please sign in again.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to CleanOps' })).toBeVisible();
  expect((await page.evaluate(() => localStorage.getItem('cleanops-query-cache'))) ?? '').not.toContain(
    'Rita',
  );
});

test('the side menu is resized by its edge, collapses below 5% and remembers it', async ({ page }) => {
  await signInByEmail(page, SEEDED.menuOwner.email);
  const edge = page.getByRole('separator', { name: 'Resize the menu' });
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const start = await edge.boundingBox();
  if (!start) throw new Error('the menu edge is not visible');

  await page.mouse.move(start.x + 3, 300);
  await page.mouse.down();
  await page.mouse.move(400, 300, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => Math.round((await menu.boundingBox())?.width ?? 0)).toBeGreaterThan(380);

  await page.reload();
  await expect.poll(async () => Math.round((await menu.boundingBox())?.width ?? 0)).toBeGreaterThan(380);

  const wide = await edge.boundingBox();
  if (!wide) throw new Error('the menu edge is not visible');
  await page.mouse.move(wide.x + 3, 300);
  await page.mouse.down();
  await page.mouse.move(20, 300, { steps: 8 });
  await page.mouse.up();
  await expect(edge).toBeHidden();
  await expect.poll(async () => Math.round((await menu.boundingBox())?.width ?? 0)).toBeLessThan(80);
});

test('the main menu is a list of links walked with Tab; Enter opens a page, which is marked as current', async ({
  page,
}) => {
  await signUp(page, `menu-keys-${Date.now()}@example.test`, 'Mira', 'Keys');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const overview = menuEntry(menu, 'Overview');
  const locations = menuEntry(menu, 'Locations');
  await expect(overview).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('menu')).toHaveCount(0);

  await overview.focus();
  await page.keyboard.press('Tab');
  await expect(locations).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible();
  await expect(locations).toHaveAttribute('aria-current', 'page');
  await expect(overview).not.toHaveAttribute('aria-current', 'page');
});

test('an owner whose subscription ran out is told so on every page', async ({ page }) => {
  await signInByEmail(page, SEEDED.expiredOwner.email);
  await expect(page).toHaveURL(/\/$/);
  const notice = 'Your access is limited. Please renew or extend your subscription to continue.';
  await expect(page.getByRole('alert').filter({ hasText: notice })).toBeVisible();
  await menuEntry(page, 'Locations').click();
  await expect(page.getByRole('alert').filter({ hasText: notice })).toBeVisible();
});
