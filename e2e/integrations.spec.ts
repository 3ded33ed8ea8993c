import { expect, request, test } from '@playwright/test';
import { axeFindings, horizontalOverflow } from './support/axe';
import { BASE_URL, PHONE_CONTEXT } from './support/env';
import { expectToast, signUp } from './support/journey';

/**
 * An owner on a phone makes an API key for a reading integration, copies its secret from the
 * one-time dialog, and the key reads the locations but not the profile; revoked, it is refused at once.
 */
test.use({ actionTimeout: 15_000 });

test('an owner creates an API key on a phone, the key works within its rights, and revoking stops it', async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE_CONTEXT);
  const page = await context.newPage();
  const api = await request.newContext({ baseURL: BASE_URL });
  try {
    await signUp(page, `keys-${Date.now()}@example.test`, 'Aigerim', 'Bek');
    await page.goto('/integrations');
    await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
    await expect(page.getByText(/No API keys yet/)).toBeVisible();

    await page.getByRole('button', { name: 'Create API key' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('PMS sync');
    await page.getByRole('checkbox', { name: /See locations/ }).check();
    expect(await axeFindings(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create key' }).click();

    const dialog = page.getByRole('dialog', { name: 'Copy the key “PMS sync” now' });
    await expect(dialog.getByText(/the only time the key is shown/)).toBeVisible();
    const secret = (await dialog.locator('code').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^cok_/);
    await expect(dialog.getByRole('button', { name: 'Copy the key' })).toBeVisible();
    await dialog.getByRole('button', { name: 'I have stored the key' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${secret.slice(0, 12)}…`)).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    const headers = { authorization: `Bearer ${secret}` };
    expect((await api.get('/api/locations', { headers })).status()).toBe(200);
    expect((await api.get('/api/profile', { headers })).status()).toBe(403);
    await page.reload();
    await expect(page.getByText(/Not used yet/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Revoke the key “PMS sync”' }).click();
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expectToast(page, 'The key “PMS sync” has been revoked.');
    await expect(page.getByText('Revoked', { exact: true })).toBeVisible();
    expect((await api.get('/api/locations', { headers })).status()).toBe(401);
    expect(await axeFindings(page)).toEqual([]);
  } finally {
    await api.dispose();
    await context.close();
  }
});
