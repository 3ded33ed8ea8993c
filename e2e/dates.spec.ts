import { expect, type Page, test } from '@playwright/test';
import { menuEntry, signUp } from './support/journey';

test.use({ actionTimeout: 15_000 });

/** The interface in Russian: the language the app keeps (web/src/shared/i18n/browser-language-sources.ts). */
async function inRussian(page: Page) {
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ru'));
}

test('a Russian owner types and reads dates the Russian way, on a desktop and on a phone', async ({
  page,
}) => {
  await signUp(page, `dates-owner-${Date.now()}@example.test`, 'Dana', 'Owner');
  await expect(menuEntry(page, 'Locations')).toBeVisible();

  // Every picker's week starts on Monday, in English as in Russian, as the calendar and analytics do.
  await page.goto('/tasks/new');
  await page.getByLabel('Due', { exact: true }).click();
  await expect(page.locator('.ant-picker-dropdown:visible .ant-picker-content thead th').first()).toHaveText(
    'Mo',
  );
  await page.keyboard.press('Escape');
  await inRussian(page);

  // The deadline of a new task is typed and shown as 23.11.2026 18:00, not ISO.
  await page.goto('/tasks/new');
  const due = page.getByLabel('Срок', { exact: true });
  await due.click();
  await due.fill('23.11.2026 18:00');
  await due.press('Enter');
  await expect(due).toHaveValue('23.11.2026 18:00');
  await due.click();
  await expect(page.locator('.ant-picker-dropdown:visible .ant-picker-content thead th').first()).toHaveText(
    /^пн$/i,
  );
  await page.keyboard.press('Escape');

  // On a phone the date range of the task list shows whole dates, not "23 нояб. 202б".
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tasks');
  const range = page.locator('.ant-picker-range').first();
  await expect(range).toBeVisible();
  for (const input of await range.locator('input').all()) {
    await expect(input).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
    const clipped = await input.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(clipped, await input.inputValue()).toBe(false);
  }
});

test('a Kazakh owner reads Kazakh month names, though Chromium has no Kazakh dates of its own', async ({
  page,
}) => {
  await signUp(page, `dates-kk-${Date.now()}@example.test`, 'Aru', 'Owner');
  await expect(menuEntry(page, 'Locations')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'kk'));
  await page.goto('/subscription');
  const main = page.getByRole('main');
  // The trial's start and end, written the Kazakh way ("2026 ж. 23 қараша"), never "2026 M11 23".
  await expect(main).toContainText(
    /\d{4} ж\. \d{1,2} (қаңтар|ақпан|наурыз|сәуір|мамыр|маусым|шілде|тамыз|қыркүйек|қазан|қараша|желтоқсан)/,
  );
  await expect(main).not.toContainText(/\bM\d{1,2}\b/);
});
