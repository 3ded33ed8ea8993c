import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { ROOT } from './env';

/**
 * Whether the journeys leave files for a person to look at afterwards: the main pages' screenshots
 * and a trace of each failed journey. CI sets E2E_REVIEW_FILES=0: it runs in a clone nobody opens
 * afterwards, and full-page screenshots and traces cost a share of the suite's time.
 */
export const REVIEW_FILES = process.env.E2E_REVIEW_FILES !== '0';

/** Where the journeys leave the main pages' screenshots for a reviewer (git-ignored, named in docs/testing.md). */
export const SCREENSHOTS_DIR = join(ROOT, 'e2e', 'screenshots');

/** A screenshot for a reviewer under SCREENSHOTS_DIR (`name` may hold folders), unless review files are off. */
export async function reviewShot(
  target: Page | Locator,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!REVIEW_FILES) return;
  const path = join(SCREENSHOTS_DIR, `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await target.screenshot(fullPage ? { path, fullPage } : { path });
}
