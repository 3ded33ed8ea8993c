import { describe, expect, it } from 'vitest';
import { CSV_BOM, CSV_SEMICOLON, csvCell, csvDateTime, csvFileName, csvFormatFor, toCsv } from './to-csv';

interface Row {
  name: string;
  done: number;
  rate: number | null;
}

const COLUMNS = [
  { header: 'Объект', value: (row: Row) => row.name },
  { header: 'Выполнено', value: (row: Row) => row.done },
  { header: 'Вовремя, %', value: (row: Row) => row.rate },
];

/** Splits CSV text the way a spreadsheet does, so the test reads back what Excel would show. */
function parse(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}

describe('CSV export (every table opens in Excel, Cyrillic and Kazakh intact)', () => {
  it('starts with the UTF-8 byte order mark and keeps Kazakh and Russian letters', () => {
    const text = toCsv(COLUMNS, [{ name: 'Қонақүй «Әлем»', done: 3, rate: 75 }]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(parse(text.slice(1))).toEqual([
      ['Объект', 'Выполнено', 'Вовремя, %'],
      ['Қонақүй «Әлем»', '3', '75'],
    ]);
  });

  it('quotes commas, quotes and line breaks so every cell comes back whole', () => {
    const rows = [
      { name: 'Cafe "Central", Almaty', done: 10, rate: null },
      { name: 'Two\nlines', done: 0, rate: 0 },
    ];
    const text = toCsv(COLUMNS, rows);
    expect(text).toContain('"Cafe ""Central"", Almaty"');
    expect(parse(text.slice(1))).toEqual([
      ['Объект', 'Выполнено', 'Вовремя, %'],
      ['Cafe "Central", Almaty', '10', ''],
      ['Two\nlines', '0', '0'],
    ]);
  });

  it('ends lines with CRLF and leaves an empty cell for a missing figure', () => {
    expect(toCsv(COLUMNS, [{ name: 'A', done: 1, rate: null }])).toBe(
      `${CSV_BOM}Объект,Выполнено,"Вовремя, %"\r\nA,1,\r\n`,
    );
  });

  it('keeps a spreadsheet from running a name as a formula, but leaves negative numbers alone', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('names the file with any script and without characters a file system refuses', () => {
    expect(csvFileName('аналитика', 'объекты', '2026-11-01', '2026-11-30')).toBe(
      'аналитика-объекты-2026-11-01-2026-11-30.csv',
    );
    expect(csvFileName('a/b:c?')).toBe('a-b-c.csv');
    expect(csvFileName('///')).toBe('export.csv');
  });

  it("writes what Excel expects in the reader's locale: ; and , in Russian, Kazakh and Spanish, , and . in English", () => {
    expect(csvFormatFor('en')).toEqual({ separator: ',', decimal: '.' });
    for (const language of ['ru', 'kk', 'es']) expect(csvFormatFor(language)).toEqual(CSV_SEMICOLON);
    const rows = [{ name: 'Кафе; зал', done: 2, rate: 66.7 }];
    const text = toCsv(COLUMNS, rows, csvFormatFor('ru'));
    expect(text).toBe(`${CSV_BOM}Объект;Выполнено;"Вовремя, %"\r\n"Кафе; зал";2;66,7\r\n`);
    expect(parse(text.slice(1), ';')).toEqual([
      ['Объект', 'Выполнено', 'Вовремя, %'],
      ['Кафе; зал', '2', '66,7'],
    ]);
    expect(toCsv(COLUMNS, rows, csvFormatFor('en'))).toContain('"Кафе; зал",2,66.7\r\n');
  });

  it('dates every moment with its year, on the given clocks', () => {
    expect(csvCell(1.45, CSV_SEMICOLON)).toBe('1,45');
    expect(csvDateTime('2026-03-05T13:07:00Z', 'Asia/Almaty')).toBe('2026-03-05 18:07');
    expect(csvDateTime('2026-12-31T20:30:00Z', 'Asia/Almaty')).toBe('2027-01-01 01:30');
    expect(csvDateTime(null)).toBe('');
  });
});
