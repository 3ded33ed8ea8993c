import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { axeFindings } from './support/axe';
import { PHONE_CONTEXT } from './support/env';
import { apiOf, call, choose, expectToast, newLocation, signUp } from './support/journey';

/** A text key shown as is (`readiness:state.ready`) instead of its words. */
async function rawKeys(page: Page): Promise<string[]> {
  const text = await page.locator('main').innerText();
  return text.match(/\b[a-z]+(?:[.:][a-zA-Z_]+)+\b/g) ?? [];
}

/** What the phone's camera gives the file input: a small JPEG. */
const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#8899aa' } })
    .jpeg()
    .toBuffer();

test.use({ actionTimeout: 15_000 });

test('an owner turns inspections on, the inspector fails an item with a note and a photo on a phone, the board says what failed and the cleaner gets the re-clean', async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  await signUp(owner, `inspections-owner-${stamp}@example.test`, 'Saule', 'Host');
  const ownerApi = await apiOf(owner);
  const flat = await newLocation(ownerApi, {
    title: 'Seaside flat',
    address: 'Dostyk Ave 5, apt 12, Almaty',
    type: 'rental',
    commercialKind: null,
  });
  await call(ownerApi, 'post', `/api/locations/${flat.id}/rooms`, { name: 'Bathroom' });
  await call(ownerApi, 'post', '/api/checklists', {
    name: 'Before guests',
    items: [{ text: 'Bathroom mirror' }, { text: 'Towels' }],
  });
  const team = await call<{ id: string }>(ownerApi, 'post', '/api/teams', { name: 'Day shift' });
  const attached = await ownerApi.patch(`/api/locations/${flat.id}`, { data: { teamId: team.id } });
  expect(attached.ok(), await attached.text()).toBeTruthy();

  // The cleaner, who also inspects, joins the team.
  const cleanerEmail = `inspections-cleaner-${stamp}@example.test`;
  await call(ownerApi, 'post', '/api/invite', { contacts: [{ email: cleanerEmail }], role: 'cleaner' });
  const cleanerContext = await browser.newContext({ ...PHONE_CONTEXT });
  const cleaner = await cleanerContext.newPage();
  await signUp(cleaner, cleanerEmail, 'Aigerim', 'Sultan');
  const cleanerApi = await apiOf(cleaner);
  const [invite] = await call<{ id: string }[]>(cleanerApi, 'get', '/api/invite');
  await call(cleanerApi, 'post', `/api/invite/${invite!.id}`);
  const me = await call<{ user: { id: string } }>(cleanerApi, 'get', '/api/profile');
  await call(ownerApi, 'post', `/api/employees/${me.user.id}/approve`, { teamId: team.id });

  // The owner turns the setting on in the rental's settings, with the cleaner as the inspector and
  // the checklist above.
  await owner.goto(`/locations/${flat.id}/settings`);
  await owner.getByRole('switch', { name: 'Inspect after each cleaning' }).click();
  await choose(owner, 'Who inspects', 'Aigerim Sultan');
  await choose(owner, 'Inspection checklist', 'Before guests');
  // The fields that appear with the switch are named and pass axe like the rest of the settings.
  expect(await axeFindings(owner, { include: 'form#location-settings' })).toEqual([]);
  await owner.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(owner.getByText('Changes saved')).toBeVisible();

  // The rental turns dirty; the cleaner does the turnover.
  await call(ownerApi, 'post', `/api/locations/${flat.id}/state`, { state: 'dirty' });
  const jobs = await call<{ items: { id: string; type: string; titleKey: string | null }[] }>(
    cleanerApi,
    'get',
    '/api/occurrences?mine=true',
  );
  const turnover = jobs.items.find((job) => job.titleKey === 'turnover')!;
  await call(cleanerApi, 'post', `/api/occurrences/${turnover.id}/start`);
  await call(cleanerApi, 'post', `/api/occurrences/${turnover.id}/finish`, { result: null });
  await owner.goto('/readiness');
  await expect(owner.getByText('Awaiting inspection').first()).toBeVisible();

  // The inspector, on a 390 px phone, passes one item and fails the other with a note and a photo.
  const mine = await call<{ items: { id: string; type: string }[] }>(
    cleanerApi,
    'get',
    '/api/occurrences?mine=true',
  );
  const inspection = mine.items.find((job) => job.type === 'inspect')!;
  await cleaner.goto(`/tasks/jobs/${inspection.id}`);
  await cleaner.getByRole('button', { name: 'Start', exact: true }).click();
  const towels = cleaner.getByRole('group', { name: 'Towels' });
  await towels.getByRole('button', { name: 'Pass' }).click();
  const mirror = cleaner.getByRole('group', { name: 'Bathroom mirror' });
  await mirror.getByRole('button', { name: 'Fail' }).click();
  await cleaner.getByLabel('What is wrong (required)').fill('Stain in the corner');
  await cleaner.getByLabel('Take a photo of it').setInputFiles({
    name: 'mirror.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(),
  });
  await cleaner.getByRole('button', { name: 'Mark failed' }).click();
  await expect(cleaner.getByText('Failed: Stain in the corner')).toBeVisible();
  const fits = await cleaner.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits, 'the inspection fits 390 px').toBe(true);
  const finish = cleaner
    .getByRole('region', { name: 'Report and finish' })
    .getByRole('button', { name: 'Finish' });
  await expect(finish).toBeEnabled({ timeout: 30_000 });
  const outcome = expectToast(cleaner, 'Inspection failed: a re-clean job was made');
  await finish.click();
  await outcome;
  await expect
    .poll(
      async () =>
        (await call<{ result: string | null }>(cleanerApi, 'get', `/api/occurrences/${inspection.id}`))
          .result,
    )
    .toBe('fail');

  // The board says what failed; the cleaner finds the re-clean in My work.
  await owner.goto('/readiness');
  await expect(owner.getByText('Inspection failed: Bathroom mirror').first()).toBeVisible();
  await cleaner.goto('/tasks/mine');
  await expect(cleaner.getByText('Re-clean').first()).toBeVisible();

  // In Russian, the board has no untranslated key.
  await owner.evaluate(() => localStorage.setItem('i18nextLng', 'ru'));
  await owner.goto('/readiness');
  await expect(owner.getByText('Проверка не принята: Bathroom mirror').first()).toBeVisible();
  expect(await rawKeys(owner)).toEqual([]);
  await cleanerContext.close();
});
