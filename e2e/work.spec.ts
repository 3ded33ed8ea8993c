import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { PHONE_CONTEXT } from './support/env';
import { browserWithCameraShowing } from './support/fake-camera';
import { call, choose, menuEntry, placeWithCleaner, signUp } from './support/journey';

/** An antd time picker: type the time and move on (Tab keeps it; Enter would submit the form). */
async function typeTime(page: Page, label: string, time: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(time);
  await input.press('Tab');
  await expect(input).toHaveValue(time);
}

test.use({ actionTimeout: 15_000 });

test('an owner plans work, a cleaner does it on a phone with QR and photo proof, the owner sees the report', async ({
  page: owner,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const cleanerEmail = `work-cleaner-${stamp}@example.test`;

  // The owner and their place: a cafe with a hall and a kitchen, and a day-shift team.
  await signUp(owner, `work-owner-${stamp}@example.test`, 'Dana', 'Owner');
  await expect(menuEntry(owner, 'Tasks')).toBeVisible();
  const { ownerApi, hall, hireCleaner } = await placeWithCleaner(owner, cleanerEmail, true);

  // The cleaner's phone: its camera will be pointed at the hall's printed QR code.
  const hallQr = await ownerApi.get(`/api/rooms/${hall.id}/qr.png`);
  expect(hallQr.ok()).toBeTruthy();
  const phone = await browserWithCameraShowing(await hallQr.body());
  try {
    const context = await phone.browser.newContext(PHONE_CONTEXT);
    const cleaner = await context.newPage();
    await signUp(cleaner, cleanerEmail, 'Aida', 'Cleaner');
    await hireCleaner(cleaner);

    // The owner plans a regular hourly cleaning of the hall, through the task editor.
    await menuEntry(owner, 'Tasks').click();
    await expect(owner.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
    await owner.getByRole('button', { name: 'New task' }).first().click();
    await expect(owner.getByRole('heading', { name: 'New task' })).toBeVisible();
    await owner.getByLabel('Title').fill('Hall zone cleaning');
    await choose(owner, 'Location', 'Cafe Central');
    await choose(owner, 'Rooms and zones', 'Hall');
    await owner.getByText('Recurring', { exact: true }).click();
    await owner.getByText('Hourly', { exact: true }).click();
    await typeTime(owner, 'Start time', '09:00');
    await typeTime(owner, 'End time', '09:00');
    await owner.getByRole('button', { name: 'Create task' }).click();
    // The start-before-end rule, before anything is sent.
    await expect(owner.getByText('Start and end time cannot be equal.')).toBeVisible();
    await typeTime(owner, 'End time', '18:00');
    await choose(owner, 'Teams', 'Day shift');
    await owner.getByRole('button', { name: 'Create task' }).click();
    await expect(owner.getByText('Task “Hall zone cleaning” created')).toBeVisible();

    // And a one-time emergency: a spill at the entrance, with proof required.
    await menuEntry(owner, 'Tasks').click();
    await owner.getByRole('button', { name: 'New task' }).first().click();
    await expect(owner.getByRole('heading', { name: 'New task' })).toBeVisible();
    await owner.getByLabel('Title').fill('Spill at the entrance');
    await choose(owner, 'Location', 'Cafe Central');
    await choose(owner, 'Rooms and zones', 'Hall');
    await choose(owner, 'Teams', 'Day shift');
    await owner.getByRole('button', { name: 'Add a line' }).click();
    await owner.getByLabel('Line 1').fill('Mop the floor');
    await owner.getByLabel('Photos after the work').check();
    // The cafe asks for a scan: a location's rule holds for all its jobs, so the switch is on and fixed.
    await expect(owner.getByLabel("Scan the room's QR code")).toBeChecked();
    await expect(owner.getByLabel("Scan the room's QR code")).toBeDisabled();
    await owner.getByLabel('Emergency').check();
    await owner.getByRole('button', { name: 'Create task' }).click();
    await expect(owner.getByText('Task “Spill at the entrance” created')).toBeVisible();

    // The cleaner's day: the emergency first, a team task to pick.
    await cleaner.reload();
    await cleaner.goto('/tasks');
    await expect(cleaner.getByRole('heading', { name: 'My work' })).toBeVisible();
    const spill = cleaner.getByRole('link', { name: /Spill at the entrance/ });
    await expect(spill).toBeVisible();
    await expect(spill).toContainText('Emergency');
    await spill.click();
    await cleaner.getByRole('button', { name: 'Take this job' }).click();
    await expect(cleaner.getByText('You took this job.')).toBeVisible();
    await cleaner.getByRole('button', { name: 'Start' }).click();

    // Finish waits, naming what is still to do, instead of failing.
    const finishStep = cleaner.getByRole('region', { name: 'Report and finish' });
    await expect(finishStep.getByRole('button', { name: 'Finish' })).toBeDisabled();
    await expect(finishStep.getByRole('listitem')).toHaveText([
      'Scan the rooms: Hall',
      'Checklist',
      'Photos after',
    ]);

    // A code of another room is refused; then the camera reads the hall's QR code.
    await cleaner.getByLabel('Room code').fill('ZZZZZZ');
    await cleaner.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      cleaner.getByText('This code belongs to another room.', { exact: false }).first(),
    ).toBeVisible();
    await cleaner.getByRole('button', { name: 'Scan QR code' }).click();
    await expect(cleaner.getByText('Scanned: Hall.')).toBeVisible({ timeout: 20_000 });

    // The photo of the dry floor, and the ticked line.
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#9ab' },
    })
      .jpeg()
      .toBuffer();
    await cleaner
      .getByLabel('Add after photo')
      .setInputFiles({ name: 'floor.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(cleaner.getByRole('img', { name: /floor/ }).first()).toBeVisible();
    // The tick is shown once the app has applied it (optimistically, after cancelling a refetch).
    const line = cleaner.getByRole('checkbox', { name: 'Mop the floor' });
    await line.click();
    await expect(line).toBeChecked();
    await cleaner.getByRole('button', { name: 'Finish' }).click();
    await expect(cleaner.getByText('Job finished. Thank you!')).toBeVisible();
    // The photo went into the phone's queue first, and the steps after it followed it there.
    await expect(cleaner.getByText(/^Sent: .*The job is up to date\.$/)).toBeVisible();
    await context.close();
  } finally {
    await phone.cleanup();
  }

  // The owner sees it done, by whom, with the photo.
  await menuEntry(owner, 'Tasks').click();
  await owner.reload();
  const done = owner.getByRole('row', { name: /Spill at the entrance/ });
  await expect(done).toContainText('Completed');
  await expect(done).toContainText('Aida Cleaner');
  await expect(owner.getByRole('row', { name: /Hall zone cleaning/ }).first()).toBeVisible();
  await owner.getByRole('tab', { name: 'Photo reports' }).click();
  const report = owner.getByText('Spill at the entrance');
  await expect(report.first()).toBeVisible();
  await expect(owner.getByText('Aida Cleaner').first()).toBeVisible();
  await expect(owner.getByRole('img', { name: /After photo 1/i })).toBeVisible();
});

test('a location that asks for a report: the comment is required and Finish says so until it is written', async ({
  page: owner,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const cleanerEmail = `report-cleaner-${stamp}@example.test`;
  await signUp(owner, `report-owner-${stamp}@example.test`, 'Rita', 'Owner');
  const { ownerApi, location, hall, hireCleaner } = await placeWithCleaner(owner, cleanerEmail);
  const rule = await ownerApi.patch(`/api/locations/${location.id}`, { data: { requireReport: true } });
  expect(rule.ok(), await rule.text()).toBeTruthy();

  const cleaner = await (await owner.context().browser()!.newContext(PHONE_CONTEXT)).newPage();
  await signUp(cleaner, cleanerEmail, 'Rauan', 'Cleaner');
  const { cleanerId } = await hireCleaner(cleaner);
  await call(ownerApi, 'post', '/api/tasks', {
    kind: 'one_time',
    title: 'Reception tidy-up',
    locationId: location.id,
    roomIds: [hall.id],
    assigneeIds: [cleanerId],
  });

  await cleaner.goto('/tasks');
  await cleaner.getByRole('link', { name: /Reception tidy-up/ }).click();
  await cleaner.getByRole('button', { name: 'Start' }).click();
  const finishStep = cleaner.getByRole('region', { name: 'Report and finish' });
  const report = finishStep.getByLabel('Comment (required)');
  await expect(report).toHaveAttribute('aria-required', 'true');
  await expect(finishStep.getByRole('button', { name: 'Finish' })).toBeDisabled();
  await expect(finishStep.getByRole('listitem')).toHaveText([
    'A report in the comment (this location asks for one)',
  ]);
  await report.fill('Reception tidied, one lamp out');
  await finishStep.getByRole('button', { name: 'Finish' }).click();
  await expect(cleaner.getByText('Job finished. Thank you!')).toBeVisible();
  await cleaner.context().close();
});
