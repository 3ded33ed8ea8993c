import { expect, type Page } from '@playwright/test';
import { codeSentTo } from './outbox';

export async function signInByEmail(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in with e-mail' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Get the code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  const { code } = await codeSentTo(email);
  // Typed in lower case on purpose: the form upper-cases it (DECISIONS.md §3).
  await page.getByLabel('Code').fill(code.toLowerCase());
}

export async function signInByPhone(page: Page, phone: string, channel: 'SMS' | 'WhatsApp'): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in with phone' }).click();
  // The input keeps the +7 dial code of the default country; a person types the rest.
  await page.getByLabel('Phone number').pressSequentially(phone.replace(/^\+7/, ''));
  await page
    .getByRole('button', { name: `Get the code ${channel === 'SMS' ? 'by SMS' : 'in WhatsApp'}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  const sent = await codeSentTo(phone);
  expect(sent.channel).toBe(channel === 'SMS' ? 'phone' : 'whatsapp');
  await page.getByLabel('Code').fill(sent.code);
}

export async function openProfile(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profile and settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Profile' })).toBeVisible();
}
