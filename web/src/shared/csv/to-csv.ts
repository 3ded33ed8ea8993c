import { dayjs } from '@/shared/time/zoned-time';

/** One column of an exported table: its translated header and how a row reads in it. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

/** Byte order mark: Excel reads the file as UTF-8 only with it, so Cyrillic and Kazakh letters survive. */
export const CSV_BOM = '\uFEFF';

/**
 * How a spreadsheet of the reader's locale splits a CSV file and reads its numbers. Excel takes the
 * list separator and the decimal mark from the system's regional settings: where the decimal mark is
 * a comma (Russia, Kazakhstan, Spain) the list separator is a semicolon, and a comma-separated file
 * opens as one column with "4.5" read as text or a date. The export follows the interface language:
 * English writes `,` and `.`; Russian, Kazakh and Spanish write `;` and `,`.
 */
export interface CsvFormat {
  separator: ',' | ';';
  decimal: '.' | ',';
}

export const CSV_COMMA: CsvFormat = { separator: ',', decimal: '.' };
export const CSV_SEMICOLON: CsvFormat = { separator: ';', decimal: ',' };

export function csvFormatFor(language: string): CsvFormat {
  return /^(ru|kk|es)\b/.test(language) ? CSV_SEMICOLON : CSV_COMMA;
}

/**
 * A cell as RFC 4180 writes it: quoted when it holds a separator (either, so a file read with the
 * other one still keeps its cells), a quote or a line break, quotes doubled. A text starting with
 * = + - @ (or a tab/CR) is prefixed with ' so a spreadsheet does not run it as a formula (a location
 * named "=HYPERLINK(…)" is a known injection); numbers stay numbers, with the format's decimal mark.
 */
export function csvCell(value: string | number | null | undefined, format: CsvFormat = CSV_COMMA): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number')
    return Number.isFinite(value) ? String(value).replace('.', format.decimal) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The table as CSV text: BOM, a header line, one line per row, CRLF line ends (what Excel writes). */
export function toCsv<T>(
  columns: readonly CsvColumn<T>[],
  rows: readonly T[],
  format: CsvFormat = CSV_COMMA,
): string {
  const line = (cells: (string | number | null | undefined)[]) =>
    cells.map((cell) => csvCell(cell, format)).join(format.separator);
  const lines = [line(columns.map((column) => column.header))];
  for (const row of rows) lines.push(line(columns.map((column) => column.value(row))));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/**
 * A moment as a CSV cell: "2026-11-23 18:00" on the clocks of `timeZone` (a location's; the
 * device's when absent). Always with its year, and in the one form every spreadsheet locale reads
 * as a date and sorts in order.
 */
export function csvDateTime(iso: string | null, timeZone?: string): string {
  if (!iso) return '';
  const at = timeZone ? dayjs(iso).tz(timeZone) : dayjs(iso);
  return at.format('YYYY-MM-DD HH:mm');
}

/** A file name safe on every system: letters of any script, digits, dashes; the rest become dashes. */
export function csvFileName(...parts: string[]): string {
  const base = parts
    .join('-')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'export'}.csv`;
}

/** Saves the table as a file through the browser's download. */
export function downloadCsv<T>(
  fileName: string,
  columns: readonly CsvColumn<T>[],
  rows: readonly T[],
  format: CsvFormat = CSV_COMMA,
): void {
  const blob = new Blob([toCsv(columns, rows, format)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns; revoke once they have.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
