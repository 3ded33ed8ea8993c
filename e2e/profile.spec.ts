import { expect, test } from '@playwright/test';
import { codeSentTo } from './support/outbox';
import { openProfile, signInByEmail } from './support/sign-in';

test('a user adds a phone with a code, switches availability off, then deletes the account', async ({
  page,
}) => {
  const email = `profile-${Date.now()}@example.test`;
  const phone = `+7702${String(Date.now()).slice(-7)}`;
  await signInByEmail(page, email);
  await page.getByLabel('First name').fill('Dina');
  await page.getByLabel('Last name').fill('Omarova');
  await page.getByRole('button', { name: 'Continue' }).click();
  await openProfile(page);
  const drawer = page.getByRole('dialog', { name: 'Profile' });

  await drawer.getByRole('button', { name: 'Add: Phone (SMS)' }).click();
  const modal = page.getByRole('dialog', { name: 'Verify phone' });
  await modal.getByLabel('Phone number').pressSequentially(phone.replace(/^\+7/, ''));
  await modal.getByRole('button', { name: 'Send the code' }).click();
  await expect(modal.getByText(`We sent a code by SMS to ${phone}.`)).toBeVisible();
  await modal.getByLabel('Code').fill((await codeSentTo(phone)).code);
  await expect(page.getByText('Phone verified')).toBeVisible();
  await expect(drawer.getByText(phone)).toBeVisible();

  await drawer.getByRole('switch', { name: 'Available for work' }).click();
  await expect(drawer.getByText(/^Unavailable till /)).toBeVisible();
  await expect(drawer.getByLabel('Unavailable until')).toBeVisible();

  await drawer.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByText('Your workspace will be deleted')).toBeVisible();
  await page.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to CleanOps' })).toBeVisible();
});
