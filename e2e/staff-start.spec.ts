import { expect, test } from '@playwright/test';
import { PHONE_CONTEXT } from './support/env';
import { apiOf, call, menuEntry, placeWithCleaner, signUp } from './support/journey';

test.use({ actionTimeout: 15_000 });

test('a cleaner on a phone starts on My work: the invitation to accept, then awaiting approval, then their jobs', async ({
  page: owner,
  browser,
}) => {
  const stamp = Date.now();
  const cleanerEmail = `start-cleaner-${stamp}@example.test`;
  await signUp(owner, `start-owner-${stamp}@example.test`, 'Dana', 'Owner');
  await expect(menuEntry(owner, 'Tasks')).toBeVisible();
  const { ownerApi, location, hall, team } = await placeWithCleaner(owner, cleanerEmail);

  const context = await browser.newContext(PHONE_CONTEXT);
  const cleaner = await context.newPage();
  await signUp(cleaner, cleanerEmail, 'Aida', 'Cleaner');

  // The first page is My work, with the invitation to answer right there.
  await expect(cleaner).toHaveURL(/\/tasks\/mine$/);
  await expect(cleaner.getByRole('heading', { name: 'My work', level: 1 })).toBeVisible();
  const invitation = cleaner.getByRole('main').getByRole('listitem').filter({ hasText: 'Dana Owner' });
  await expect(invitation.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(invitation.getByRole('button', { name: 'Reject' })).toBeVisible();
  await expect(cleaner.getByText(/ask your manager/i)).toBeHidden();

  // The header's invitations popover fits the phone's screen.
  await cleaner.getByRole('button', { name: 'Invitations: 1 new' }).click();
  const popover = cleaner.getByRole('dialog', { name: 'Invitations' });
  await expect(popover.getByRole('button', { name: 'Accept' })).toBeVisible();
  const box = await popover.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  await cleaner.getByRole('button', { name: 'Invitations: 1 new' }).click();
  await expect(popover).toBeHidden();

  // Accepted, the page says plainly that approval is awaited.
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(cleaner.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();

  // Approved into the team, with a job for it: every later visit opens their work.
  const me = await call<{ user: { id: string } }>(await apiOf(cleaner), 'get', '/api/profile');
  await call(ownerApi, 'post', `/api/employees/${me.user.id}/approve`, { teamId: team.id });
  await call(ownerApi, 'post', '/api/tasks', {
    title: 'Wipe the tables',
    kind: 'one_time',
    locationId: location.id,
    roomIds: [hall.id],
    teamIds: [team.id],
  });
  await cleaner.goto('/');
  await expect(cleaner).toHaveURL(/\/tasks\/mine$/);
  await expect(cleaner.getByRole('heading', { name: 'My work', level: 1 })).toBeVisible();
  await expect(cleaner.getByRole('link', { name: /Wipe the tables/ })).toBeVisible();
  await context.close();
});
