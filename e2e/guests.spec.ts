import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { call, choose, menuEntry, placeWithCleaner, signUp } from './support/journey';

test('a guest complains from a QR code on a phone, the owner turns it into a task, the cleaner is told and does it, and the next guest reads when it was cleaned', async ({
  browser,
  page: owner,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const cleanerEmail = `guests-cleaner-${stamp}@example.test`;

  await signUp(owner, `guests-owner-${stamp}@example.test`, 'Dana', 'Owner');
  await expect(menuEntry(owner, 'Tasks')).toBeVisible();
  const { hall, location, hireCleaner } = await placeWithCleaner(owner, cleanerEmail);
  const cleaner = await (await browser.newContext()).newPage();
  await signUp(cleaner, cleanerEmail, 'Aida', 'Cleaner');
  const { cleanerApi } = await hireCleaner(cleaner);

  // A guest scans the hall's QR code with their phone: no account, two stars and a photo.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const guest = await phone.newPage();
  await guest.goto(hall.publicUrl);
  await expect(guest.getByRole('heading', { name: 'Hall' })).toBeVisible();
  await expect(guest.getByText('Cafe Central')).toBeVisible();
  await expect(guest.getByText('You work here')).toBeHidden();
  await guest.getByRole('button', { name: 'Send' }).click();
  await expect(guest.getByText('Choose a rating', { exact: false }).first()).toBeVisible();
  await guest.getByRole('radio', { name: '2 of 5 stars' }).click();
  await guest.getByLabel('Tell us what happened').fill('Sticky tables and no napkins.');
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c96' } })
    .jpeg()
    .toBuffer();
  await guest
    .getByLabel('Add photos')
    .setInputFiles({ name: 'table.jpg', mimeType: 'image/jpeg', buffer: photo });
  await guest.getByRole('button', { name: 'Send' }).click();
  await expect(guest.getByText('Thank you! Your feedback has been sent to the team.')).toBeVisible();
  await phone.close();

  // A second guest complains about the same hall minutes later: it joins the open complaint.
  const token = new URL(hall.publicUrl, 'http://localhost').pathname.split('/').pop()!;
  const second = await owner.request.post(`/api/public/rooms/${token}/complaints`, {
    multipart: { rating: '1', text: 'Coffee spilled under table 4.' },
  });
  expect(second.status()).toBe(201);

  // The owner finds it with its photo, filters by rating, and turns it into a task for the team.
  await owner.goto('/complaints');
  await expect(owner.getByRole('heading', { name: 'Complaints and reviews' })).toBeVisible();
  const complaint = owner.locator('[data-testid="complaint"]', { hasText: 'Sticky tables and no napkins.' });
  await expect(complaint).toBeVisible();
  await expect(complaint.getByRole('img').first()).toBeVisible();
  await expect(complaint.getByTestId('complaint-reports')).toHaveText('2 guests');
  await expect(complaint).toContainText('Coffee spilled under table 4.');
  await expect(owner.locator('[data-testid="complaint"]')).toHaveCount(1);
  await choose(owner, 'Rating', 'From 3 stars');
  await expect(owner.getByText('Sticky tables and no napkins.')).toBeHidden();
  await choose(owner, 'Rating', 'From 2 stars');
  await expect(complaint).toBeVisible();
  await complaint.getByRole('button', { name: 'Convert to task' }).click();
  const dialog = owner.getByRole('dialog');
  await choose(owner, 'Team', 'Day shift');
  await dialog.getByRole('button', { name: 'Convert' }).click();
  await expect(dialog).toBeHidden();
  await expect(complaint).toContainText('Converted');

  // The cleaner hears of it in the app.
  await cleaner.reload();
  const bell = cleaner.getByRole('button', { name: /Notifications: 1 unread/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(cleaner.getByText(/Cafe Central/).first()).toBeVisible();

  // The cleaner scans the same code: signed in to its workspace, they are offered their work in the room.
  await cleaner.goto(hall.publicUrl);
  await expect(cleaner.getByText('You work here')).toBeVisible();
  await expect(
    cleaner.getByText(/Your jobs in this room today|You have no jobs in this room today/).first(),
  ).toBeVisible();

  // The owner shows the last cleaning on the QR page; once the cleaner has done the complaint's job,
  // the next guest reads when the hall was cleaned and by whom, by first name only.
  await owner.goto(`/locations/${location.id}/settings`);
  await owner.getByRole('switch', { name: 'Show the last cleaning on the QR page' }).click();
  await owner.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(owner.getByText('Changes saved')).toBeVisible();
  const mine = await call<{ items: { id: string; assignees: unknown[]; pickedBy: unknown }[] }>(
    cleanerApi,
    'get',
    '/api/occurrences?mine=true',
  );
  const job = mine.items[0]!;
  // A team's job is picked before it is started.
  if (job.assignees.length === 0 && !job.pickedBy) {
    await call(cleanerApi, 'post', `/api/occurrences/${job.id}/pick`);
  }
  await call(cleanerApi, 'post', `/api/occurrences/${job.id}/start`);
  await call(cleanerApi, 'post', `/api/occurrences/${job.id}/finish`, { result: null });
  const nextGuest = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await nextGuest.goto(hall.publicUrl);
  await expect(nextGuest.getByText(/Cleaned today at \d{1,2}:\d{2} by Aida$/)).toBeVisible();
  await expect(nextGuest.getByText(/Cleaner/)).toBeHidden();
  await nextGuest.context().close();
  await cleaner.context().close();
});
