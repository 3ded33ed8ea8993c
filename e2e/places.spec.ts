import { expect, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { choose, menuEntry, pickOption } from './support/journey';
import { openProfile, signInByEmail } from './support/sign-in';
import { SEEDED } from './support/users';

/** Reads a QR code the way a phone's camera app would: from the pixels, with a standard decoder. */
async function decodeQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  return jsQR(pixels, info.width, info.height)?.data ?? null;
}

async function signUpOwner(page: Page, name: string, surname: string) {
  await signInByEmail(page, `places-${name.toLowerCase()}-${Date.now()}@example.test`);
  await page.getByLabel('First name').fill(name);
  await page.getByLabel('Last name').fill(surname);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function addRoom(page: Page, buttonName: string, modalButton: string, name: string) {
  await page.getByRole('button', { name: buttonName }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill(name);
  await dialog.getByRole('button', { name: modalButton, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
}

test('an owner sets up a rental apartment: four steps, two rooms, a checklist, a training photo, QR codes', async ({
  page,
}) => {
  await signUpOwner(page, 'Aigerim', 'Owner');
  await menuEntry(page, 'Locations').click();
  await expect(page.getByText('No locations yet')).toBeVisible();
  await page.getByRole('button', { name: 'New location' }).first().click();

  // Step 1: the type. Each step checks its fields before the next one opens.
  await page.getByText('Rental apartment', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  // Step 2: the address; going on without one is refused under the field.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please fill in this field.')).toBeVisible();
  await page.getByLabel('Address').fill('Abay Ave 10, apt 5, Almaty');
  // Typed, the refusal folds away and the button moves up: clicked once it has.
  await expect(page.getByText('Please fill in this field.')).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();
  // Step 3: the settings, with SPEC.md §3's defaults already filled in.
  await expect(page.getByLabel('Cleaning duration')).toHaveValue('360');
  await expect(page.getByLabel('Clean again after')).toHaveValue('15');
  await expect(page.getByLabel('Checkout time')).toHaveValue('12:00');
  await page.getByLabel('Location name').fill('Abay 10, apt 5');
  await page.getByRole('switch', { name: 'Scan the QR code' }).click();
  // A reload keeps every step typed so far: the wizard comes back at this step with it all.
  await page.reload();
  await expect(page.getByLabel('Location name')).toHaveValue('Abay 10, apt 5');
  await expect(page.getByRole('switch', { name: 'Scan the QR code' })).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Address')).toHaveValue('Abay Ave 10, apt 5, Almaty');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  // Step 4: the state; Back keeps what was typed.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Location name')).toHaveValue('Abay 10, apt 5');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Requires cleaning', { exact: true }).click();
  await page.getByRole('button', { name: 'Create location' }).click();

  await expect(page.getByRole('heading', { name: 'Abay 10, apt 5' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as clean' })).toBeVisible();
  // Created, the draft is gone: a new wizard starts empty.
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('location-draft'))),
  ).toEqual([]);
  await addRoom(page, 'Add room', 'Add', 'Bedroom');
  await addRoom(page, 'Add room', 'Add', 'Bathroom');

  // The library: a checklist with two items, the second moved to the top.
  await page.getByRole('button', { name: 'Checklist library' }).first().click();
  await page.getByRole('button', { name: 'New checklist' }).first().click();
  const editor = page.getByRole('dialog', { name: 'New checklist' });
  await editor.getByLabel('Checklist name').fill('Bedroom turnover');
  await editor.getByLabel('Item 1').fill('Vacuum the floor');
  await editor.getByRole('button', { name: 'Add item' }).click();
  await editor.getByLabel('Item 2').fill('Change the bed linen');
  await editor.getByRole('button', { name: 'Move up' }).nth(1).click();
  await expect(editor.getByLabel('Item 1')).toHaveValue('Change the bed linen');
  await editor.getByRole('button', { name: 'Save checklist' }).click();
  await expect(page.getByRole('listitem', { name: 'Bedroom turnover' })).toBeVisible();

  // The bedroom's settings: attach it from the library, upload a training photo.
  await page.goBack();
  await page.getByRole('link', { name: 'Bedroom', exact: true }).click();
  // The location page has a Settings button too: wait for the room's page before pressing it.
  await expect(page.getByRole('heading', { name: 'Bedroom', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Bedroom: settings' })).toBeVisible();
  await pickOption(page, page.getByLabel('Add a checklist'), 'Bedroom turnover', () =>
    expect(page.getByRole('main')).toContainText('Bedroom turnover', { timeout: 5_000 }),
  );
  await page.getByRole('button', { name: 'Save checklists' }).click();
  await expect(page.getByText("The room's checklists were saved.")).toBeVisible();

  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2f8f6b' } })
    .jpeg()
    .toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload file' }).click();
  await (await chooser).setFiles({ name: 'made-bed.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('“made-bed.jpg” added to the training materials.')).toBeVisible();

  // The room page shows it all, and its QR code leads to the room's public page.
  await page.getByRole('link', { name: 'Bedroom', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Bedroom', exact: true })).toBeVisible();
  await expect(page.getByText('Change the bed linen')).toBeVisible();
  await expect(page.getByRole('img', { name: 'made-bed.jpg' })).toBeVisible();
  const qrImage = page.getByRole('img', { name: 'QR code of Bedroom' });
  await expect(qrImage).toBeVisible();
  const qrSrc = await qrImage.getAttribute('src');
  const qrPng = await page.request.get(qrSrc!);
  expect(qrPng.headers()['content-type']).toBe('image/png');
  const decoded = await decodeQr(await qrPng.body());
  expect(decoded).toMatch(/^http:\/\/[^/]+\/q\/[\w-]{22}$/);
  await expect(page.getByText(decoded!)).toBeVisible();

  // The printable sheet of every room's code in the location.
  await page.getByRole('link', { name: 'Abay 10, apt 5' }).first().click();
  const sheet = page.context().waitForEvent('response', (r) => r.url().includes('/qr-sheet.pdf'));
  await page.getByRole('link', { name: 'Print QR codes' }).click();
  const pdf = await sheet;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  await page.goto(decoded!);
  await expect(page.getByRole('heading', { name: 'Bedroom' })).toBeVisible();
  await expect(page.getByText('Abay 10, apt 5')).toBeVisible();
});

test('an owner sets up a restaurant with its zones in Kazakh', async ({ page }) => {
  await signUpOwner(page, 'Nurlan', 'Restaurateur');
  await openProfile(page);
  await page
    .getByRole('dialog')
    .getByRole('combobox', { name: 'Interface language' })
    .selectOption({ label: 'Қазақша' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  // Closed by a click beside it, as a person would on the dimmed page; on a loaded machine the first
  // click can land before the drawer listens for it: click again.
  const profile = page.getByRole('dialog', { name: 'Профиль' });
  await expect(async () => {
    if (await profile.isVisible()) await page.mouse.click(10, 300);
    await expect(profile).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  await menuEntry(page, 'Нысандар').click();
  await page.getByRole('button', { name: 'Жаңа нысан' }).first().click();
  await page.getByText('Коммерциялық жылжымайтын мүлік', { exact: true }).click();
  await page.getByRole('button', { name: 'Келесі' }).click();
  // A commercial place needs its kind before the next step.
  await expect(page.getByLabel('Мекенжай')).toBeHidden();
  await choose(page, 'Мекеме түрі', 'Мейрамхана');
  await expect(page.getByText('Мекеме түрін таңдаңыз.')).toBeHidden();
  await page.getByRole('button', { name: 'Келесі' }).click();
  await page.getByLabel('Мекенжай').fill('Достық даңғылы 5, Алматы');
  await page.getByRole('button', { name: 'Келесі' }).click();
  await page.getByLabel('Нысанның атауы').fill('Достық мейрамханасы');
  await page.getByRole('button', { name: 'Келесі' }).click();
  await page.getByRole('button', { name: 'Нысанды жасау' }).click();

  await expect(page.getByRole('heading', { name: 'Достық мейрамханасы' })).toBeVisible();
  await addRoom(page, 'Аймақ қосу', 'Қосу', 'Асхана');
  await addRoom(page, 'Аймақ қосу', 'Қосу', 'Қонақтар залы');

  await menuEntry(page, 'Нысандар').click();
  const row = page.getByRole('row', { name: /Достық мейрамханасы/ });
  await expect(row).toContainText('Мейрамхана');
  await expect(row).toContainText('2');
});

test('with an expired subscription the owner is told why a location cannot be created', async ({ page }) => {
  await signInByEmail(page, SEEDED.expiredPlacesOwner.email);
  const notice = 'Your access is limited. Please renew or extend your subscription to continue.';
  await expect(page.getByRole('alert').filter({ hasText: notice })).toBeVisible();
  await menuEntry(page, 'Locations').click();
  await page.getByRole('button', { name: 'New location' }).first().click();
  // Said on step 1, before four steps are filled in for nothing.
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Your subscription has expired: a new location can be created once it is renewed.',
    }),
  ).toBeVisible();
  await page.getByText('Rental apartment', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Address').fill('Tole Bi 1, Almaty');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create location' }).click();
  await expect(page.locator('.pui-toasts').getByText(notice)).toBeVisible();
  await expect(page).toHaveURL(/\/locations\/new$/);

  await page.getByRole('alert').filter({ hasText: notice }).getByRole('link', { name: 'Renew' }).click();
  await expect(page.getByRole('heading', { name: 'Subscription' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Renewal period' }).getByText('3 months').click();
  await page.getByRole('button', { name: 'Request renewal' }).click();
  await expect(page.getByText('Your request for 3 months')).toBeVisible();
});
