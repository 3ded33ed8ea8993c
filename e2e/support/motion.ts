import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Switches off every fade, slide and zoom of the page until it navigates, for axe, which would measure
 * half-drawn colours. A dialog closed afterwards may stay in the page (its closing motion never ends),
 * so a journey that clicks on after a dialog waits for it with `openedFully` instead.
 */
export async function stopMotion(page: Page): Promise<void> {
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
}

/**
 * Waits until a dialog has finished opening (antd's zoom classes are gone), so that a click lands on
 * the button where it stands. Motion stays on: a dialog closes only when its closing motion ends.
 */
export async function openedFully(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/\bant-zoom-/);
}
