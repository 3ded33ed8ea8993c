import { expect, type Page, test } from '@playwright/test';
import { axeFindings } from './support/axe';
import { signUp } from './support/journey';
import { openProfile } from './support/sign-in';

/**
 * An owner opts in to the weekly summary in the profile drawer (off by default); the choice
 * is kept by the server, and the drawer reads in Russian and in the dark theme without untranslated
 * keys or serious accessibility findings.
 */

/** The language and theme the app keeps on this device (browser-language-sources.ts, the UI store). */
async function setLook(page: Page, language: 'en' | 'ru', dark: boolean) {
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

test('an owner opts in to the weekly summary, and it stays on', async ({ page }) => {
  await signUp(page, `weekly-${Date.now()}@example.test`, 'Aliya', 'Owner');
  await openProfile(page);
  const drawer = page.getByRole('dialog', { name: 'Profile' });
  const weekly = drawer.getByRole('switch', { name: 'Weekly summary' });
  await expect(weekly).not.toBeChecked();
  await expect(drawer.getByText(/^Every Monday morning: last week's jobs/)).toBeVisible();
  expect(await axeFindings(page, { include: '.ant-drawer' })).toEqual([]);

  await weekly.click();
  await expect(page.getByText('The weekly summary will come on Mondays')).toBeVisible();
  await expect(weekly).toBeChecked();

  // Kept by the server: a fresh page in Russian and the dark theme still shows it on.
  await setLook(page, 'ru', true);
  await page.reload();
  await page.getByRole('button', { name: 'Профиль и настройки' }).click();
  const drawerRu = page.getByRole('dialog', { name: 'Профиль' });
  const weeklyRu = drawerRu.getByRole('switch', { name: 'Итоги недели' });
  await expect(weeklyRu).toBeChecked();
  await expect(drawerRu.getByText(/^Каждый понедельник утром/)).toBeVisible();
  await expect(drawerRu.getByText(/weeklySummary\./)).toHaveCount(0);
  expect(await axeFindings(page, { include: '.ant-drawer' })).toEqual([]);

  await weeklyRu.click();
  await expect(page.getByText('Итоги недели отключены')).toBeVisible();
  await expect(weeklyRu).not.toBeChecked();
});
