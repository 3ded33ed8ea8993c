import { expect, test } from '@playwright/test';

/**
 * A phone on a slow network sees the app's name at once, drawn by the HTML alone in the
 * person's theme, not a blank page while the JavaScript arrives; the app then takes its place.
 */
test('before its code arrives the app shows its name in the stored theme, then the page replaces it', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('cleanops-ui'))
      localStorage.setItem('cleanops-ui', JSON.stringify({ state: { isDarkMode: true }, version: 1 }));
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });

  // Not 'domcontentloaded': that waits for the module scripts held here.
  await page.goto('/', { waitUntil: 'commit' });
  const splash = page.locator('.boot-splash');
  await expect(splash).toHaveText('CleanOps');
  await expect(splash.getByRole('img')).toHaveCount(0); // the logo is decoration (alt="")
  await expect(splash).toHaveCSS('background-color', 'rgb(20, 20, 20)');

  release();
  await expect(page.getByRole('heading', { name: 'Welcome to CleanOps' })).toBeVisible();
  await expect(splash).toHaveCount(0);
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
});
