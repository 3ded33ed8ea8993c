import { expect, test } from '@playwright/test';
import { menuEntry } from './support/journey';
import { openProfile, signInByEmail, signInByPhone } from './support/sign-in';
import { SEEDED } from './support/users';

test('a new user signs in by e-mail, fills the profile and lands on the overview', async ({ page }) => {
  const email = `new-${Date.now()}@example.test`;
  await signInByEmail(page, email);

  await expect(page).toHaveURL(/\/login\/fill-profile$/);
  await expect(page.getByRole('heading', { name: 'What is your name?' })).toBeVisible();
  await page.getByLabel('First name').fill('A');
  await page.getByRole('button', { name: 'Continue' }).click();
  // Both names are checked: one letter is too short, and the empty surname too.
  await expect(page.getByText('Enter at least 2 characters.')).toHaveCount(2);

  await page.getByLabel('First name').fill('Aigerim');
  await page.getByLabel('Last name').fill('Sadykova');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(menuEntry(page, 'Locations')).toBeVisible();
  await openProfile(page);
  await expect(page.getByRole('dialog').getByText('Aigerim Sadykova')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Owner', { exact: true })).toBeVisible();
});

test('a wrong code is shown under the input and the typed e-mail is kept on the way back', async ({
  page,
}) => {
  const email = `typo-${Date.now()}@example.test`;
  await page.goto('/login/email');
  await page.getByRole('button', { name: 'Get the code' }).click();
  await expect(page.getByText('Enter a valid e-mail, like name@company.com.')).toBeVisible();

  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Get the code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a valid e-mail' })).toBeVisible();

  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Get the code' }).click();
  await page.getByLabel('Code').fill('2222');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The code has 6 characters')).toBeVisible();
  // Six well-formed characters submit by themselves; the server's answer lands under the input.
  await page.getByLabel('Code').fill('ZZZZZZ');
  await expect(page.getByText('Invalid code.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\/code$/);

  await page.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
});

test('a new user signs up by phone (WhatsApp); an existing one signs in by SMS straight to the overview', async ({
  page,
}) => {
  const phone = `+7701${String(Date.now()).slice(-7)}`;
  await signInByPhone(page, phone, 'WhatsApp');
  await expect(page).toHaveURL(/\/login\/fill-profile$/);
  await page.getByLabel('First name').fill('Nurlan');
  await page.getByLabel('Last name').fill('Abenov');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await menuEntry(page, 'Log out').click();
  await expect(page.getByRole('heading', { name: 'Welcome to CleanOps' })).toBeVisible();

  await signInByPhone(page, SEEDED.phoneOwner.phone, 'SMS');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await openProfile(page);
  await expect(page.getByRole('dialog').getByText('Pavel Phone')).toBeVisible();
});

test('the code page without a login request goes back to the start', async ({ page }) => {
  await page.goto('/login/code');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome to CleanOps' })).toBeVisible();
});
