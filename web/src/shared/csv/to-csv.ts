/** One column of an exported table: its translated header and how a row reads in it. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

/** Byte order mark: Excel reads the file as UTF-8 only with it, so Cyrillic and Kazakh letters survive. */
export const CSV_BOM = '\uFEFF';

/**
 * A cell as RFC 4180 writes it: quoted when it holds the separator, a quote or a line break, quotes
 * doubled. A text starting with = + - @ (or a tab/CR) is prefixed with ' so a spreadsheet does not run
 * it as a formula (a location named "=HYPERLINK(…)" is a known injection); numbers stay numbers.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The table as CSV text: BOM, a header line, one line per row, CRLF line ends (what Excel writes). */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
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
export function downloadCsv<T>(fileName: string, columns: readonly CsvColumn<T>[], rows: readonly T[]): void {
  const blob = new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' });
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
