import { expect, test } from '@playwright/test';
import { axeFindings, horizontalOverflow } from './support/axe';
import { signUp } from './support/journey';
import { reviewShot } from './support/review';

// An owner who reads Russian: the page, the template's headers and the server's messages are Russian.
test.use({ locale: 'ru-RU' });

/** A spreadsheet saved as CSV by Excel in Russian: `;` between cells, Russian headers. */
const FILE = [
  'Объект;Тип;Вид заведения;Адрес;Часовой пояс;Помещение или зона',
  'Кафе на Достык;Коммерческая;Кафе;Достык 5, Алматы;Asia/Almaty;Зал',
  'Кафе на Достык;Коммерческая;Кафе;Достык 5, Алматы;Asia/Almaty;Кухня',
  'Квартира на Абая;Аренда;;Абая 10, кв. 5;Europe/Atlantis;Спальня',
  'Квартира на Сатпаева;Аренда;;Сатпаева 3, кв. 12;Asia/Almaty;Спальня',
].join('\r\n');

test('an owner imports locations from a spreadsheet, sees the bad row, applies the rest and finds them in the list', async ({
  page,
}) => {
  await signUp(page, `import-${Date.now()}@example.test`, 'Ольга', 'Иванова');
  await page.goto('/locations');
  await page.getByRole('button', { name: 'Импорт из таблицы' }).click();
  await expect(page.getByRole('heading', { name: 'Импорт объектов из таблицы' })).toBeVisible();

  await page.getByLabel('Файл таблицы').setInputFiles({
    name: 'объекты.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(FILE, 'utf8'),
  });

  // The preview opens on the rows with problems: the fourth row's time zone, named in Russian.
  const summary = page.getByRole('status').filter({ hasText: 'Будет создано объектов: 2' });
  await expect(summary).toContainText('помещений: 3');
  await expect(summary).toContainText('Строк с ошибками, которые будут пропущены: 1');
  await expect(page.getByText('Строка 4')).toBeVisible();
  await expect(page.getByText('Неизвестный часовой пояс.')).toBeVisible();
  await expect(page.getByText('Строка 2')).toBeHidden();

  expect(await axeFindings(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toEqual([]);
  await reviewShot(page, 'import/preview-1280', { fullPage: true });

  // On a phone the rows are cards, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('listitem').filter({ hasText: 'Строка 4' })).toContainText(
    'Неизвестный часовой пояс.',
  );
  expect(await horizontalOverflow(page)).toEqual([]);
  expect(await axeFindings(page)).toEqual([]);
  await reviewShot(page, 'import/preview-390', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Nothing is fixed: the owner applies the file as it is, after the confirmation.
  await page.getByRole('button', { name: 'Применить' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Строки с ошибками будут пропущены: 1.');
  await dialog.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByText('Импорт завершён')).toBeVisible();
  await expect(page.getByText('Создано объектов: 2, помещений: 3')).toBeVisible();

  await page.getByRole('button', { name: 'Открыть объекты' }).click();
  await expect(page).toHaveURL(/\/locations$/);
  await expect(page.getByRole('link', { name: 'Кафе на Достык' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Квартира на Сатпаева' }).first()).toBeVisible();
  await expect(page.getByText('Квартира на Абая')).toHaveCount(0);
});
