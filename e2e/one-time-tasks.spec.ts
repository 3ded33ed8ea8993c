import { expect, test } from '@playwright/test';
import { apiOf, call, menuEntry, newLocation, signUp } from './support/journey';

test.use({ actionTimeout: 15_000 });

test('an owner renames a one-time task from its job page and deletes another from the all-tasks list', async ({
  page: owner,
}) => {
  const stamp = Date.now();
  await signUp(owner, `one-time-owner-${stamp}@example.test`, 'Dana', 'Owner');
  await expect(menuEntry(owner, 'Tasks')).toBeVisible();
  const api = await apiOf(owner);
  const location = await newLocation(api);
  const hall = await call<{ id: string }>(api, 'post', `/api/locations/${location.id}/rooms`, {
    name: 'Hall',
  });
  for (const title of ['Spill at the entrance', 'Broken lamp'])
    await call(api, 'post', '/api/tasks', {
      title,
      kind: 'one_time',
      locationId: location.id,
      roomIds: [hall.id],
    });

  // The spill's job page: its title is put right in the editor, which leads back to the job.
  await menuEntry(owner, 'Tasks').click();
  await owner.getByRole('link', { name: 'Spill at the entrance' }).click();
  await expect(owner.getByRole('heading', { name: 'Spill at the entrance', level: 1 })).toBeVisible();
  await owner.getByRole('button', { name: 'Edit Spill at the entrance' }).click();
  await expect(owner.getByRole('heading', { name: 'Edit task' })).toBeVisible();
  await owner.getByLabel('Title', { exact: true }).fill('Spill at the main entrance');
  await owner.getByRole('button', { name: 'Save changes' }).click();
  await expect(owner.getByText('Task “Spill at the main entrance” saved')).toBeVisible();
  await expect(owner.getByRole('heading', { name: 'Spill at the main entrance', level: 1 })).toBeVisible();

  // The lamp is deleted from the list, after a confirmation that names what goes.
  await menuEntry(owner, 'Tasks').click();
  await expect(owner.getByRole('link', { name: 'Spill at the main entrance' })).toBeVisible();
  await owner.getByRole('button', { name: 'Delete Broken lamp' }).click();
  const confirm = owner.getByRole('dialog', { name: 'Delete the task “Broken lamp”?' });
  await expect(confirm).toContainText('Its job is removed too');
  await confirm.getByRole('button', { name: 'Delete task' }).click();
  await expect(owner.getByText('Task “Broken lamp” deleted')).toBeVisible();
  await expect(owner.getByRole('link', { name: 'Broken lamp' })).toBeHidden();
  await expect(owner.getByRole('link', { name: 'Spill at the main entrance' })).toBeVisible();
  const tasks = await call<{ items: { title: string }[] }>(api, 'get', '/api/tasks?kind=one_time');
  expect(tasks.items.map((task) => task.title)).toEqual(['Spill at the main entrance']);
});
