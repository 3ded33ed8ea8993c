import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { menuEntry, signUp } from './support/journey';

/**
 * A page of an older build whose file a deployment removed reloads once by itself and then
 * works; a page that breaks while drawing shows our own error page, in the person's language, inside
 * the frame (the menu still leads elsewhere).
 */

async function newOwnerOnTheDashboard(page: Page, tag: string) {
  await signUp(page, `resilience-${tag}-${Date.now()}@example.test`, 'Rita', 'Resilient');
  await expect(menuEntry(page, 'Locations')).toBeVisible();
}

test('a page file the deployment removed reloads the app once, then the page opens', async ({ page }) => {
  await newOwnerOnTheDashboard(page, 'chunk');
  let loads = 0;
  page.on('load', () => loads++);
  // What a server answers for a hashed file of the previous build once a deployment removed it: every
  // request for it (its preload and its import) until the page has reloaded into the new build.
  let refused = 0;
  await page.route('**/assets/locations-page-*.js', (route) => {
    if (loads > 0) return route.continue();
    refused++;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });

  await menuEntry(page, 'Locations').click();

  await expect(page.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/locations$/);
  expect(refused).toBeGreaterThanOrEqual(1);
  expect(loads).toBe(1);
  // The mark that stops a second reload for the same file in this tab.
  const mark = await page.evaluate(() => sessionStorage.getItem('cleanops.chunkReload'));
  expect(JSON.parse(mark ?? '{}')).toMatchObject({
    url: expect.stringMatching(/^\/assets\/locations-page-.+\.js$/),
  });
  await expect(page.getByRole('heading', { name: 'Something went wrong on this page' })).toHaveCount(0);
});

test.describe('the route tree', () => {
  // The service worker would answer from its cache what the test refuses on the network.
  test.use({ serviceWorkers: 'block' });

  test('a signed-in frame file the deployment removed reloads the app once, then the frame opens', async ({
    page,
  }) => {
    await newOwnerOnTheDashboard(page, 'tree');
    // The file of the signed-in route tree, refused while the next document loads, as a server answers
    // for a hashed file of the previous build: the app-wide boundary (not a page's) catches it.
    let documents = 0;
    let refused = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents++;
    });
    await page.route('**/assets/signed-in-routes-*.js', (route) => {
      if (documents > 1) return route.continue();
      refused++;
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    });

    await page.reload();

    await expect(menuEntry(page, 'Locations')).toBeVisible();
    expect(refused).toBeGreaterThan(0);
    // This reload and the app's own, once.
    expect(documents).toBe(2);
    const mark = await page.evaluate(() => sessionStorage.getItem('cleanops.chunkReload'));
    expect(JSON.parse(mark ?? '{}')).toMatchObject({
      url: expect.stringMatching(/^\/assets\/signed-in-routes-.+\.js$/),
    });
  });
});

test('without signal a page this device does not hold says it needs a connection, and nothing reloads', async ({
  page,
  context,
}) => {
  await newOwnerOnTheDashboard(page, 'offline');
  let loads = 0;
  page.on('load', () => loads++);
  await context.setOffline(true);

  await menuEntry(page, 'Teams').click();

  await expect(page.getByRole('heading', { name: 'This part needs a connection' })).toBeVisible();
  await expect(page.getByText('CleanOps has been updated')).toHaveCount(0);
  await expect(page.getByText('A new version of CleanOps is available')).toHaveCount(0);
  expect(loads).toBe(0);
  expect(await page.evaluate(() => sessionStorage.getItem('cleanops.chunkReload'))).toBeNull();

  // Back in signal, the same link opens the page.
  await context.setOffline(false);
  await menuEntry(page, 'Locations').click();
  await expect(page.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible();
  await menuEntry(page, 'Teams').click();
  await expect(page.getByRole('heading', { name: 'Teams', level: 1 })).toBeVisible();
});

test('a page that breaks while drawing shows our error page, translated, with the menu still there', async ({
  page,
}) => {
  await newOwnerOnTheDashboard(page, 'crash');
  // A reply that keeps the contract's shape but names a time zone no browser knows: drawing the
  // dashboard's "dirty since" time throws.
  await page.route('**/api/dashboard', async (route) => {
    // A refetch still under way when the page moves on or the test ends has nothing to change.
    const reply = await route.fetch().catch(() => null);
    const body = await reply?.json().catch(() => null);
    if (!reply || !body) return;
    body.rentalsDirty = {
      total: 1,
      items: [
        {
          location: { id: randomUUID(), title: 'Sea View', timezone: 'Atlantis/Sunken_City' },
          since: new Date().toISOString(),
        },
      ],
    };
    await route.fulfill({ response: reply, json: body }).catch(() => undefined);
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Something went wrong on this page' })).toBeVisible();
  await expect(page.getByText('Reload the page to continue.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  // The error stays inside the page: the menu still works.
  await menuEntry(page, 'Locations').click();
  await expect(page.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible();

  // The same in Kazakh.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'kk'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Бұл бетте бірдеңе дұрыс болмады' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Қайта жүктеу' })).toBeVisible();
});
