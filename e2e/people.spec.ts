import { type Browser, expect, type Page, test } from '@playwright/test';
import { splitWords } from './support/axe';
import { PHONE_CONTEXT } from './support/env';
import { call, menuEntry, pickOption, placeWithCleaner } from './support/journey';
import { signInByEmail } from './support/sign-in';

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function signUp(page: Page, email: string, name: string, surname: string) {
  await signInByEmail(page, email);
  await page.getByLabel('First name').fill(name);
  await page.getByLabel('Last name').fill(surname);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('an owner invites a cleaner by e-mail, the cleaner accepts, and joins a team', async ({ browser }) => {
  const stamp = Date.now();
  const ownerEmail = `people-owner-${stamp}@example.test`;
  const cleanerEmail = `people-cleaner-${stamp}@example.test`;

  const owner = await newPage(browser);
  await signUp(owner, ownerEmail, 'Dana', 'Owner');

  // A team to add the cleaner to later.
  await menuEntry(owner, 'Teams').click();
  await owner.getByRole('button', { name: 'New team' }).first().click();
  const teamDialog = owner.getByRole('dialog');
  await teamDialog.getByLabel('Team name').fill('Morning shift');
  await teamDialog.getByRole('button', { name: 'Save team' }).click();
  await expect(teamDialog).toBeHidden();
  await expect(owner.getByRole('heading', { name: 'Morning shift' })).toBeVisible();

  // The invitation, refused for the owner's own e-mail first.
  await menuEntry(owner, 'Employees').click();
  await owner.getByRole('button', { name: 'Invite employees' }).first().click();
  const invite = owner.getByRole('dialog', { name: 'Invite employees' });
  await invite.getByLabel('E-mail').first().fill(ownerEmail);
  await invite.getByRole('button', { name: 'Send invitations' }).click();
  await expect(invite.getByText('You cannot invite yourself.')).toBeVisible();
  await invite.getByLabel('E-mail').first().fill(cleanerEmail);
  await invite.getByRole('button', { name: 'Send invitations' }).click();
  await expect(invite).toBeHidden();
  // The employees list names who is invited instead of saying there is nobody.
  await expect(owner.getByText('1 invitation is waiting for an answer.', { exact: false })).toBeVisible();
  await owner.getByRole('button', { name: 'See invitations' }).click();
  await expect(owner.getByRole('tab', { name: /Invitations/ })).toHaveAttribute('aria-selected', 'true');
  await expect(owner.getByRole('tabpanel').getByText(cleanerEmail)).toBeVisible();
  // The tabs answer the keyboard (WAI-ARIA tabs): the arrows and Home/End move between them and open them.
  await owner.getByRole('tab', { name: /Invitations/ }).focus();
  await owner.keyboard.press('ArrowLeft');
  const employeesTab = owner.getByRole('tab', { name: 'Employees', exact: true });
  await expect(employeesTab).toHaveAttribute('aria-selected', 'true');
  await expect(employeesTab).toBeFocused();
  await owner.keyboard.press('End');
  await expect(owner.getByRole('tab', { name: /Invitations/ })).toHaveAttribute('aria-selected', 'true');
  await expect(owner.getByRole('tabpanel').getByText(cleanerEmail)).toBeVisible();

  // The cleaner signs up with the code from the outbox and finds the invitation in the bell.
  const cleaner = await newPage(browser);
  await signUp(cleaner, cleanerEmail, 'Serik', 'Cleaner');
  const bell = cleaner.getByRole('button', { name: 'Invitations: 1 new' });
  await expect(bell).toBeVisible();
  await bell.click();
  // The invitation is on their first page too; here it is answered from the bell's popover.
  await cleaner.getByRole('dialog', { name: 'Invitations' }).getByRole('button', { name: 'Accept' }).click();
  // Accepting reloads the page into the workspace, still without a team.
  await expect(cleaner.getByRole('button', { name: 'Invitations: 0 new' })).toBeVisible();

  // The owner approves by adding them to the team.
  // Opening the page again asks the server again (employees follow the invite lists' refetch rule).
  await menuEntry(owner, 'Teams').click();
  await menuEntry(owner, 'Employees').click();
  const row = owner.getByRole('row', { name: /Serik Cleaner/ });
  await expect(row).toContainText('Awaiting a team');
  await row.getByRole('button', { name: 'Add to team' }).click();
  const approve = owner.getByRole('dialog');
  await pickOption(owner, approve.getByRole('combobox'), 'Morning shift', () =>
    expect(approve).toContainText('Morning shift', { timeout: 5_000 }),
  );
  await approve.getByRole('button', { name: 'Add to team' }).click();
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Morning shift');

  // The cleaner's menu shows only what a cleaner may see: reading locations includes their readiness.
  await cleaner.reload();
  const menu = cleaner.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.locator('.side-menu-item')).toHaveText([
    'Locations',
    'Readiness',
    'Tasks',
    'Teams',
    'Chats',
    'Log out',
  ]);
  await cleaner.goto('/employees');
  await expect(cleaner.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
});

test('a long Kazakh name and a long e-mail keep their words whole in narrow columns, on a phone and a desktop', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = 'Айгерім Нұрланқызы';
  const email = `aigerim.nurlankyzy.${stamp}@example.test`;
  const owner = await newPage(browser);
  await signUp(owner, `people-layout-${stamp}@example.test`, 'Dana', 'Owner');
  await expect(menuEntry(owner, 'Employees')).toBeVisible();
  const { ownerApi, location, hall, team, hireCleaner } = await placeWithCleaner(owner, email);
  const cleaner = await newPage(browser);
  await signUp(cleaner, email, 'Айгерім', 'Нұрланқызы');
  const { cleanerId } = await hireCleaner(cleaner);
  // A job for her by name as well as for her team, with a long title and place beside her in the
  // tasks list: her column is a narrow one.
  await ownerApi.patch(`/api/locations/${location.id}`, {
    data: { title: 'Cafe Central on Abay Avenue, the big hall upstairs' },
  });
  await call(ownerApi, 'post', '/api/tasks', {
    kind: 'one_time',
    locationId: location.id,
    title: 'Windows, mirrors and the glass doors of the hall before the evening guests arrive',
    roomIds: [hall.id],
    teamIds: [team.id],
    assigneeIds: [cleanerId],
  });

  const storageState = await owner.context().storageState();
  for (const size of [
    { name: 'phone', ...PHONE_CONTEXT },
    { name: 'desktop', viewport: { width: 1280, height: 800 } },
  ]) {
    const { name: sizeName, ...options } = size;
    const context = await browser.newContext({ ...options, storageState });
    const page = await context.newPage();
    // The rule: a name never breaks inside a word; an e-mail, having no spaces, breaks only right
    // after its '@' or a '.' when it does not fit (splitWords).
    for (const [path, heading] of [
      ['/employees', 'Employees'],
      ['/tasks/all', 'Tasks'],
      ['/teams', 'Teams'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      const names = page.getByText(name, { exact: true });
      await expect(names.first()).toBeVisible();
      expect.soft(await splitWords(names, 'name'), `the name on ${path}, ${sizeName}`).toEqual([]);
      if (path === '/employees') {
        const addresses = page.getByText(email, { exact: true });
        await expect(addresses.first()).toBeVisible();
        expect.soft(await splitWords(addresses, 'address'), `the e-mail on ${path}, ${sizeName}`).toEqual([]);
      }
    }
    await context.close();
  }
});
