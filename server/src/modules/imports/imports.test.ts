import { IMPORT_MAX_ROWS, type TImportPreview, type TImportResult } from '@cleanops/contracts';
import { count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklists, invites, locations, roomChecklists, rooms } from '../../db/schema';
import * as factories from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../files/files.fixtures';
import { readCsv, readXlsx, writeCsv } from './spreadsheet';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const HEADER = [
  'Location',
  'Type',
  'Kind of business',
  'Address',
  'Time zone',
  'Checkout time',
  'Check-in time',
  'Room or zone',
  'Checklists',
];

const csv = (rows: string[][]) => writeCsv(rows);

async function upload(headers: Headers, url: string, bytes: Buffer, filename = 'places.csv') {
  const body = await multipartBody([{ filename, bytes }]);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}
async function preview(headers: Headers, bytes: Buffer, filename?: string): Promise<TImportPreview> {
  const res = await upload(headers, '/api/imports/locations/preview', bytes, filename);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function apply(headers: Headers, bytes: Buffer, filename?: string): Promise<TImportResult> {
  const res = await upload(headers, '/api/imports/locations/apply', bytes, filename);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function counts(workspaceId: string) {
  const [l] = await t.db.select({ n: count() }).from(locations).where(eq(locations.workspaceId, workspaceId));
  const [r] = await t.db.select({ n: count() }).from(rooms).where(eq(rooms.workspaceId, workspaceId));
  const [c] = await t.db
    .select({ n: count() })
    .from(roomChecklists)
    .innerJoin(rooms, eq(rooms.id, roomChecklists.roomId))
    .where(eq(rooms.workspaceId, workspaceId));
  return { locations: l!.n, rooms: r!.n, links: c!.n };
}
async function download(headers: Headers, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
}

/**
 * 50 locations of 20 rooms each, every fifth location commercial, some rooms with checklists; 20
 * rows spoilt in ten different ways, never the first row of a location, so each location is still
 * defined by a good row.
 */
function thousandRows() {
  const rows: string[][] = [HEADER];
  const bad = new Map<number, (row: string[]) => string[]>();
  const spoilers: ((row: string[]) => string[])[] = [
    (r) => withCell(r, 3, ''), // missing address
    (r) => withCell(r, 4, 'Mars/Olympus'), // unknown time zone
    (r) => withCell(r, 7, 'Room 1'), // the same room twice in one location
    (r) => withCell(r, 8, 'No such checklist'),
    (r) => withCell(r, 1, 'Castle'), // unknown type
    (r) => withCell(r, 5, '25:00'),
    (r) => withCell(r, 0, ''), // no location name
    (r) => withCell(r, 7, 'x'.repeat(121)),
    (r) => withCell(r, 3, 'Another street 1'), // differs from the location's first row
    (r) => withCell(r, 2, 'Spaceport'), // unknown kind of business
  ];
  const badRowNumbers: number[] = [];
  for (let l = 0; l < 50; l += 1) {
    const commercial = l % 5 === 0;
    for (let r = 0; r < 20; r += 1) {
      let row = [
        `Place ${l}`,
        commercial ? 'Commercial' : 'Rental',
        commercial ? 'Office' : '',
        `Street ${l}, building ${l + 1}`,
        l % 2 ? 'Asia/Almaty' : 'Europe/Madrid',
        '11:00',
        '15:00',
        `Room ${r}`,
        r % 4 === 0 ? 'Daily\nDeep clean' : '',
      ];
      // Locations 0–19 each get one spoilt row, as their eleventh room.
      if (l < 20 && r === 10) {
        row = spoilers[l % spoilers.length]!(row);
        // A commercial place without a kind would be a second problem on the row; keep it one.
        if (l % spoilers.length === 9 && !commercial)
          row = withCell(withCell(row, 1, 'Commercial'), 2, 'Spaceport');
        badRowNumbers.push(rows.length + 1);
        bad.set(rows.length + 1, spoilers[l % spoilers.length]!);
      }
      rows.push(row);
    }
  }
  return { rows, badRowNumbers };
}
const withCell = (row: string[], index: number, value: string) =>
  row.map((cell, i) => (i === index ? value : cell));

describe('locations import', () => {
  it('previews a 1,000-row file with exactly its 20 bad rows, applies the rest, and its export imports to no change', async () => {
    const owner = await factories.newOwner(t);
    await t.db.insert(checklists).values([
      { workspaceId: owner.workspaceId, name: 'Daily' },
      { workspaceId: owner.workspaceId, name: 'Deep clean' },
    ]);
    const { rows, badRowNumbers } = thousandRows();
    expect(rows.length - 1).toBe(1000);
    const file = csv(rows);

    const seen = await preview(owner.auth, file);
    const errorRows = seen.rows.filter((r) => r.outcome === 'error');
    expect(errorRows.map((r) => r.row)).toEqual(badRowNumbers);
    expect(errorRows.every((r) => r.errors.length === 1)).toBe(true);
    expect(seen.summary).toMatchObject({
      rows: 1000,
      errorRows: 20,
      locations: 50,
      rooms: 980,
      unchangedRows: 0,
    });
    // The messages name what to fix, in the caller's language.
    const address = errorRows.find((r) => r.row === badRowNumbers[0])!;
    expect(address.errors[0]).toEqual({ column: 'address', message: 'Required field.' });
    expect(errorRows.find((r) => r.row === badRowNumbers[1])!.errors[0]).toEqual({
      column: 'timezone',
      message: 'Unknown time zone.',
    });
    expect(errorRows.find((r) => r.row === badRowNumbers[2])!.errors[0]!.column).toBe('room');
    expect(await counts(owner.workspaceId)).toEqual({ locations: 0, rooms: 0, links: 0 });

    const applied = await apply(owner.auth, file);
    expect(applied.summary).toMatchObject({ locations: 50, rooms: 980, errorRows: 20 });
    // Rooms 0, 4, 8, 12, 16 of each location carry two checklists; none of them is a spoilt row.
    expect(await counts(owner.workspaceId)).toEqual({ locations: 50, rooms: 980, links: 50 * 5 * 2 });
    const [office] = await t.db.select().from(locations).where(eq(locations.title, 'Place 5'));
    expect(office).toMatchObject({
      type: 'commercial',
      commercialKind: 'office',
      timezone: 'Asia/Almaty',
      checkoutTime: '11:00',
      checkInTime: '15:00',
    });

    for (const format of ['csv', 'xlsx'] as const) {
      const exported = await download(owner.auth, `/api/imports/locations/export?format=${format}`);
      const again = await preview(owner.auth, exported, `locations.${format}`);
      expect(again.summary).toMatchObject({
        rows: 980,
        errorRows: 0,
        locations: 0,
        rooms: 0,
        unchangedRows: 980,
      });
      await apply(owner.auth, exported, `locations.${format}`);
      expect(await counts(owner.workspaceId)).toEqual({ locations: 50, rooms: 980, links: 500 });
    }
  });

  it('adds the missing rooms to a location of the same name, leaves the rest, and reads headers of another language', async () => {
    const owner = await factories.newOwner(t);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/locations',
      headers: owner.auth,
      payload: {
        title: 'Flat on Abay 10',
        address: 'Abay avenue 10',
        type: 'rental',
        timezone: 'Asia/Almaty',
        checkoutTime: '12:00',
        cleaningDuration: 360,
        recleanAfter: 15,
        requirePhoto: false,
        requireReport: false,
        requireScan: false,
      },
    });
    const location = made.json();
    await t.app.inject({
      method: 'POST',
      url: `/api/locations/${location.id}/rooms`,
      headers: owner.auth,
      payload: { name: 'Kitchen' },
    });
    const file = csv([
      ['Ubicación', 'Tipo', 'Dirección', 'Zona horaria', 'Estancia o zona'],
      ['flat on abay 10', 'Alquiler', 'Abay avenue 10', 'Asia/Almaty', 'KITCHEN'],
      ['Flat on Abay 10', 'Alquiler', 'Abay avenue 10', 'Asia/Almaty', 'Bathroom'],
    ]);
    const seen = await preview({ ...owner.auth, 'accept-language': 'es' }, file);
    expect(seen.rows.map((r) => r.outcome)).toEqual(['unchanged', 'newRoom']);
    await apply(owner.auth, file);
    const names = await t.db
      .select({ name: rooms.name })
      .from(rooms)
      .where(eq(rooms.locationId, location.id));
    expect(names.map((r) => r.name).sort()).toEqual(['Bathroom', 'Kitchen']);
  });

  it('gives the template in the caller’s language, as CSV and as XLSX', async () => {
    const owner = await factories.newOwner(t);
    const headers = { ...owner.auth, 'accept-language': 'ru' };
    const text = (await download(headers, '/api/imports/locations/template?format=csv')).toString('utf8');
    expect(readCsv(Buffer.from(text))[0]).toEqual([
      'Объект',
      'Тип',
      'Вид заведения',
      'Адрес',
      'Часовой пояс',
      'Время выезда',
      'Время заезда',
      'Помещение или зона',
      'Чек-листы',
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(headers, '/api/imports/invites/template?format=xlsx')) as never);
    expect(workbook.worksheets[0]!.getRow(1).values).toEqual([undefined, 'E-mail или телефон', 'Роль']);
  });

  it('refuses formulas, too many rows, an oversize file and unknown headers, naming what is wrong, writing nothing', async () => {
    const owner = await factories.newOwner(t);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Places');
    sheet.addRow(HEADER);
    sheet.addRow(['Cafe', 'Commercial', 'Café', 'Dostyk 5', 'Asia/Almaty', '12:00', '14:00', 'Hall', '']);
    sheet.getCell('D2').value = {
      formula: 'CONCAT("Dostyk ", 5)',
      result: 'Dostyk 5',
    } as ExcelJS.CellFormulaValue;
    const withFormula = Buffer.from(await workbook.xlsx.writeBuffer());
    const formula = await upload(owner.auth, '/api/imports/locations/apply', withFormula, 'places.xlsx');
    expect(formula.statusCode).toBe(400);
    expect(formula.json().details.fields[0].message).toContain('D2');

    // Typed into a CSV by hand: our own export would write it behind an apostrophe, as text.
    const typed = Buffer.concat([csv([HEADER]), Buffer.from('=1+1\r\n')]);
    const csvFormula = await upload(owner.auth, '/api/imports/locations/preview', typed);
    expect(csvFormula.statusCode).toBe(400);
    expect(csvFormula.json().details.fields[0].message).toContain('A2');

    const many = [HEADER];
    for (let i = 0; i <= IMPORT_MAX_ROWS; i += 1)
      many.push([`Place ${i}`, 'Rental', '', 'Street 1', 'Asia/Almaty', '', '', 'Room', '']);
    const tooMany = await upload(owner.auth, '/api/imports/locations/apply', csv(many));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details.fields[0].message).toContain('5000');

    const big = Buffer.concat([csv([HEADER]), Buffer.alloc(5 * 1024 * 1024, 'a')]);
    const oversize = await upload(owner.auth, '/api/imports/locations/apply', big);
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().message).toContain('5 MB');

    const unknown = await upload(owner.auth, '/api/imports/locations/preview', csv([[...HEADER, 'Colour']]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.fields[0].message).toContain('Colour');

    expect(await counts(owner.workspaceId)).toEqual({ locations: 0, rooms: 0, links: 0 });
  });

  it('keeps nothing when the apply fails midway', async () => {
    const owner = await factories.newOwner(t);
    // A room name taken by someone else between the plan and the insert: the database refuses the
    // twentieth room, after nineteen rooms and a location were written in the same transaction.
    await t.db.execute(sql`
      create function import_test_refuse() returns trigger language plpgsql as $$
      begin
        if new.name = 'Refused room' then
          raise unique_violation using constraint = 'rooms_location_name_key', message = 'taken meanwhile';
        end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger import_test_refuse before insert on rooms for each row execute function import_test_refuse()`,
    );
    try {
      const rows = [HEADER];
      for (let r = 0; r < 19; r += 1)
        rows.push(['Midway', 'Rental', '', 'Street 2', 'Asia/Almaty', '', '', `Room ${r}`, '']);
      rows.push(['Midway', 'Rental', '', 'Street 2', 'Asia/Almaty', '', '', 'Refused room', '']);
      const res = await upload(owner.auth, '/api/imports/locations/apply', csv(rows));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('changed');
      expect(await counts(owner.workspaceId)).toEqual({ locations: 0, rooms: 0, links: 0 });
    } finally {
      await t.db.execute(sql`drop trigger import_test_refuse on rooms`);
      await t.db.execute(sql`drop function import_test_refuse`);
    }
  });

  it('is the owner’s: a manager may export but not import', async () => {
    const owner = await factories.newOwner(t);
    const manager = await factories.newEmployee(t, owner.workspaceId, 'manager');
    const res = await upload(manager.auth, '/api/imports/locations/preview', csv([HEADER]));
    expect(res.statusCode).toBe(403);
    await download(manager.auth, '/api/imports/locations/export?format=csv');
  });
});

describe('invites import', () => {
  it('previews each contact’s problems and invites the rest in one go', async () => {
    const owner = await factories.newOwner(t);
    const file = csv([
      ['E-mail or phone', 'Role'],
      ['anna@example.com', 'Manager'],
      ['+77011234567', ''],
      ['not an address', 'Employee'],
      ['anna@example.com', ''],
      [owner.email, ''],
      ['boris@example.com', 'Captain'],
    ]);
    const res = await upload(owner.auth, '/api/imports/invites/preview', file);
    expect(res.statusCode, res.body).toBe(200);
    const seen: TImportPreview = res.json();
    expect(seen.rows.map((r) => [r.row, r.outcome])).toEqual([
      [2, 'invite'],
      [3, 'invite'],
      [4, 'error'],
      [5, 'error'],
      [6, 'error'],
      [7, 'error'],
    ]);
    const applied = await upload(owner.auth, '/api/imports/invites/apply', file);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().summary).toMatchObject({ invites: 2, errorRows: 4 });
    const sent = await t.db.select().from(invites).where(eq(invites.workspaceId, owner.workspaceId));
    expect(sent.map((i) => [i.contact, i.role]).sort()).toEqual([
      ['+77011234567', 'cleaner'],
      ['anna@example.com', 'manager'],
    ]);
  });
});

describe('XLSX reading', () => {
  it('refuses a workbook whose archive claims to unpack far larger than any sheet of 5,000 rows', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Places').addRow(['Location']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    // The first entry of the central directory now says it unpacks to almost 4 GiB.
    const directory = bytes.readUInt32LE(bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) + 16);
    bytes.writeUInt32LE(0xfffffff0, directory + 24);
    await expect(readXlsx(bytes)).rejects.toMatchObject({
      code: 'validation_failed',
      options: { fields: [{ path: 'body.file', key: 'importUnpackedTooLarge' }] },
    });
  });
});

describe('CSV reading', () => {
  it('reads quotes, line breaks in cells, a byte-order mark and the semicolon Excel writes', () => {
    const text = '\uFEFFa;b;c\r\n"x;1";"say ""hi""";"two\nlines"\r\n';
    expect(readCsv(Buffer.from(text))).toEqual([
      ['a', 'b', 'c'],
      ['x;1', 'say "hi"', 'two\nlines'],
    ]);
  });
});
