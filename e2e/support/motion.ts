import type { Page } from '@playwright/test';

/**
 * Switches off every fade, slide and zoom of the page until it navigates: axe would measure half-drawn
 * colours, and on a busy machine a click on a dialog still opening could land on nothing.
 */
export async function stopMotion(page: Page): Promise<void> {
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
}
