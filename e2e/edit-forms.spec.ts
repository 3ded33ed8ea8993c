import { expect, test } from '@playwright/test';
import { apiOf, call, choose, expectToast, menuEntry, newLocation, signUp } from './support/journey';

test.use({ actionTimeout: 15_000 });

test('a team attached on /teams survives the location settings opened in a new tab and saved', async ({
  page: owner,
}) => {
  const stamp = Date.now();
  await signUp(owner, `forms-owner-${stamp}@example.test`, 'Dana', 'Owner');
  await expect(menuEntry(owner, 'Locations')).toBeVisible();
  const api = await apiOf(owner);
  const location = await newLocation(api, {
    title: 'Seaside 12',
    address: 'Dostyk Ave 12, Almaty',
    type: 'rental',
    commercialKind: null,
    state: 'clean',
  });
  await call(api, 'post', '/api/teams', { name: 'Day shift' });
  const settingsPath = `/locations/${location.id}/settings`;

  // The settings seen once without a team: the copy the app keeps in storage says "no team".
  await owner.goto(settingsPath);
  await expect(owner.getByLabel('Team', { exact: true })).toBeVisible();
  await expect(owner.getByText('All changes are saved.')).toBeVisible();

  // The team gets the location on /teams.
  await menuEntry(owner, 'Teams').click();
  await owner.getByRole('region', { name: 'Day shift' }).getByRole('button', { name: 'Edit' }).click();
  const editor = owner.getByRole('dialog', { name: 'Edit team' });
  await choose(owner, 'Locations', 'Seaside 12');
  await editor.getByRole('button', { name: 'Save team' }).click();
  await expect(editor).toBeHidden();
  await expect(owner.getByRole('region', { name: 'Day shift' })).toContainText('Seaside 12');

  // The settings in a new tab start from the server, not from the stored copy: the team is there
  // and nothing is reported as unsaved.
  const tab = await owner.context().newPage();
  await tab.goto(settingsPath);
  const details = tab.locator('form#location-settings');
  await expect(details.getByText('Day shift')).toBeVisible();
  await expect(tab.getByText('All changes are saved.')).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

  // A change to the name is saved alone: the team stays attached.
  await tab.getByLabel('Location name', { exact: true }).fill('Seaside 12, flat 4');
  await expect(tab.getByText('You have unsaved changes.')).toBeVisible();
  await tab.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(tab.getByText('Changes saved')).toBeVisible();
  const stored = await call<{ title: string; team: { name: string } | null }>(
    api,
    'get',
    `/api/locations/${location.id}`,
  );
  expect(stored.title).toBe('Seaside 12, flat 4');
  expect(stored.team?.name).toBe('Day shift');

  // And on the location page, adding one room asks for the room list once.
  await tab.getByRole('link', { name: 'Seaside 12, flat 4', exact: true }).click();
  await expect(tab.getByRole('heading', { name: 'Seaside 12, flat 4' })).toBeVisible();
  await expect(tab.getByText('No rooms yet')).toBeVisible();
  const roomListReads: string[] = [];
  tab.on('request', (request) => {
    if (
      request.method() === 'GET' &&
      new URL(request.url()).pathname === `/api/locations/${location.id}/rooms`
    )
      roomListReads.push(request.url());
  });
  await tab.getByRole('button', { name: 'Add room' }).first().click();
  const addRoom = tab.getByRole('dialog', { name: 'New room' });
  await addRoom.getByLabel('Name').fill('Kitchen');
  await addRoom.getByRole('button', { name: 'Add' }).click();
  await expectToast(tab, 'Room “Kitchen” added');
  await expect(tab.getByRole('link', { name: 'Kitchen' })).toBeVisible();
  await tab.waitForLoadState('networkidle');
  expect(roomListReads).toHaveLength(1);
});

test('a due time picked in the task editor is saved by the first click on Save; leaving with changes asks first', async ({
  page: owner,
}) => {
  await signUp(owner, `forms-picker-${Date.now()}@example.test`, 'Dana', 'Owner');
  await expect(menuEntry(owner, 'Tasks')).toBeVisible();
  const api = await apiOf(owner);
  const location = await newLocation(api);
  const hall = await call<{ id: string }>(api, 'post', `/api/locations/${location.id}/rooms`, {
    name: 'Hall',
  });
  await call(api, 'post', '/api/tasks', {
    title: 'Polish the taps',
    kind: 'one_time',
    locationId: location.id,
    roomIds: [hall.id],
  });
  const tasks = await call<{ items: { id: string; title: string }[] }>(
    api,
    'get',
    '/api/tasks?kind=one_time',
  );
  const task = tasks.items.find((item) => item.title === 'Polish the taps')!;

  // Leaving with a typed change asks first; "Stay" keeps what was typed.
  await owner.goto(`/tasks/${task.id}/edit`);
  await expect(owner.getByRole('heading', { name: 'Edit task' })).toBeVisible();
  await owner.getByLabel('Title', { exact: true }).fill('Polish the taps and the mirror');
  await menuEntry(owner, 'Locations').click();
  const leave = owner.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(owner.getByLabel('Title', { exact: true })).toHaveValue('Polish the taps and the mirror');

  // A due date and time picked in the panel, with no OK pressed: one click on Save saves them.
  await owner.getByLabel('Due', { exact: true }).click();
  const panel = owner.locator('.ant-picker-dropdown:visible');
  await panel.getByRole('button', { name: /next month/i }).click();
  const day = await panel.locator('td.ant-picker-cell-in-view').nth(14).getAttribute('title');
  await panel.locator(`td[title="${day}"]`).click();
  await panel.locator('.ant-picker-time-panel-column').first().getByText('18', { exact: true }).click();
  await panel.locator('.ant-picker-time-panel-column').nth(1).getByText('30', { exact: true }).click();
  await owner.getByRole('button', { name: 'Save changes' }).click();
  // Saved, the editor leads back to the list (a click that only closed the panel would stay).
  await expect(owner.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
  const stored = await call<{ title: string; dueAt: string | null }>(api, 'get', `/api/tasks/${task.id}`);
  expect(stored.title).toBe('Polish the taps and the mirror');
  // The location is in Almaty (UTC+5): 18:30 there on the day picked.
  expect(stored.dueAt).toBe(new Date(`${day}T18:30:00+05:00`).toISOString());

  // Saved, nothing is asked any more.
  await menuEntry(owner, 'Locations').click();
  await expect(owner.getByRole('heading', { name: 'Locations' })).toBeVisible();
});
