import { expect, test } from '@playwright/test';
import { axeFindings, horizontalOverflow } from './support/axe';
import { apiOf, newLocation, signUp } from './support/journey';
import { openProfile } from './support/sign-in';

/**
 * Calendar subscriptions: an owner gets a location's private calendar link on a phone, the link
 * serves an iCalendar feed, and making a new one after the warning stops the old one at once. The
 * profile's own card reads without serious accessibility findings.
 */
test.use({ viewport: { width: 390, height: 844 } });

test("an owner subscribes to a location's jobs, then replaces the link and the old one stops", async ({
  page,
}) => {
  await signUp(page, `calendar-${Date.now()}@example.test`, 'Lucía', 'Owner');
  const api = await apiOf(page);
  const location = await newLocation(api, { title: 'Piso Sol', timezone: 'Europe/Madrid' });
  await page.goto(`/locations/${location.id}`);
  const card = page.getByRole('region', { name: 'Calendar subscription' });
  await expect(card.getByText(/See this location's jobs and turnovers/)).toBeVisible();
  await card.getByRole('button', { name: 'Get the link' }).click();
  const shown = card.getByText(/\/api\/calendar\/[\w-]{43}\.ics$/);
  await expect(shown).toBeVisible();
  const first = (await shown.textContent())!;
  expect(await horizontalOverflow(page)).toEqual([]);
  expect(await axeFindings(page, { include: '[role="region"]' })).toEqual([]);

  const feed = await page.request.get(new URL(first).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('X-WR-CALNAME:CleanOps: jobs at Piso Sol');

  await card.getByRole('button', { name: 'Make a new link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a new link?' });
  await expect(dialog).toContainText('The old link stops working at once');
  await dialog.getByRole('button', { name: 'Make a new link' }).click();
  await expect(shown).not.toHaveText(first);
  const second = (await shown.textContent())!;
  expect((await page.request.get(new URL(first).pathname)).status()).toBe(404);
  expect((await page.request.get(new URL(second).pathname)).status()).toBe(200);

  // A reload shows when the link was made, never the link itself.
  await page.reload();
  await expect(card.getByText(/A link was made on/)).toBeVisible();
  await expect(card.getByText(/\/api\/calendar\//)).toHaveCount(0);

  await openProfile(page);
  const drawer = page.getByRole('dialog', { name: 'Profile' });
  await expect(drawer.getByRole('button', { name: 'Get the link' })).toBeVisible();
  expect(await axeFindings(page, { include: '.ant-drawer' })).toEqual([]);
});
