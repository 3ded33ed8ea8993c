import { IMPORT_MAX_ROWS, type TImportFormat } from '@cleanops/contracts';
import ExcelJS from 'exceljs';
import { fieldError } from '../../errors';

/** A sheet as rows of trimmed text cells; the first row is the header. */
export type Sheet = string[][];

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const UTF8_BOM = '\uFEFF';

/** The file's own bytes tell its format: an XLSX is a ZIP archive, anything else is read as CSV text. */
export function formatOf(bytes: Buffer): TImportFormat {
  return bytes.subarray(0, 4).equals(ZIP_MAGIC) ? 'xlsx' : 'csv';
}

export async function readSheet(bytes: Buffer): Promise<Sheet> {
  const rows = formatOf(bytes) === 'xlsx' ? await readXlsx(bytes) : readCsv(bytes);
  // Empty rows between and after the data are what spreadsheets leave behind, not rows to report.
  const filled = rows.filter((row) => row.some((cell) => cell !== ''));
  if (!filled.length) throw fieldError('body.file', 'importEmpty');
  if (filled.length - 1 > IMPORT_MAX_ROWS)
    throw fieldError('body.file', 'importTooManyRows', { max: IMPORT_MAX_ROWS });
  return rows;
}

/** Spreadsheet column letters of a 0-based index (0 → A, 26 → AA), for messages that name a cell. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/**
 * RFC 4180 with what spreadsheet programs write besides: a UTF-8 byte-order mark, LF or CRLF line
 * ends, and `;` as the separator where the decimal comma takes `,` (Excel in Russian and Spanish),
 * told by the header line. A text that opens with `=` is a formula to the program that opens the
 * file, so it is refused like an XLSX formula.
 */
export function readCsv(bytes: Buffer): Sheet {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw fieldError('body.file', 'importNotUtf8');
  }
  if (text.startsWith(UTF8_BOM)) text = text.slice(1);
  if (text.includes('\0')) throw fieldError('body.file', 'importUnreadable');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = countOf(firstLine, ';') > countOf(firstLine, ',') ? ';' : ',';

  const rows: Sheet = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
    if (rows.length - 1 > IMPORT_MAX_ROWS)
      throw fieldError('body.file', 'importTooManyRows', { max: IMPORT_MAX_ROWS });
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else cell += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === separator) endCell();
    else if (ch === '\n') endRow();
    else if (ch === '\r' && text[i + 1] === '\n') {
      endRow();
      i += 1;
    } else cell += ch;
    i += 1;
  }
  if (quoted) throw fieldError('body.file', 'importUnclosedQuote', { row: rows.length + 1 });
  if (cell !== '' || row.length) endRow();
  rows.forEach((cells, r) => {
    cells.forEach((value, c) => {
      if (value.trimStart().startsWith('='))
        throw fieldError('body.file', 'importFormula', { cell: `${columnLetter(c)}${r + 1}` });
    });
  });
  return rows.map((cells) => cells.map((value) => unguarded(value).trim()));
}

/**
 * A text a spreadsheet program would run as a formula (it opens with `=`, `+`, `-` or `@`, or a tab
 * or a carriage return before one) is written to CSV behind an apostrophe, so opening an exported file
 * runs nothing; reading a CSV takes the apostrophe off again, so the file comes back as it went out.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const guarded = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
const unguarded = (value: string) =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

const countOf = (text: string, ch: string) => text.split(ch).length - 1;

/**
 * The first worksheet, every cell as text. A formula is refused naming its cell: its cached result
 * may be stale, and what it computes is not the person's data. A time typed in a cell comes back as
 * HH:mm, as the app writes times.
 */
export async function readXlsx(bytes: Buffer): Promise<Sheet> {
  assertUnpackedSize(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its input as the older Buffer type; the bytes are the same.
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw fieldError('body.file', 'importUnreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fieldError('body.file', 'importEmpty');
  if (sheet.actualRowCount - 1 > IMPORT_MAX_ROWS)
    throw fieldError('body.file', 'importTooManyRows', { max: IMPORT_MAX_ROWS });
  const rows: Sheet = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, colNumber) => {
      if (cell.type === ExcelJS.ValueType.Formula || cell.formula)
        throw fieldError('body.file', 'importFormula', { cell: cell.address });
      cells[colNumber - 1] = cellText(cell.value);
    });
    rows[rowNumber - 1] = Array.from(cells, (value) => value ?? '');
  });
  return Array.from(rows, (row) => row ?? []);
}

/**
 * A workbook of 5,000 rows unpacks to a few megabytes; exceljs unpacks everything into memory, so a
 * small archive that claims far more (a ZIP bomb) is refused from its central directory before that.
 */
export const XLSX_UNPACKED_MAX_BYTES = 100 * 1024 * 1024;
const EOCD_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;

function assertUnpackedSize(bytes: Buffer): void {
  const refused = () => fieldError('body.file', 'importUnreadable');
  // The end-of-central-directory record is within the last 22 bytes plus a comment of up to 64 KiB.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (bytes.readUInt32LE(at) === EOCD_SIGNATURE) {
      end = at;
      break;
    }
  }
  if (end < 0) throw refused();
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== ENTRY_SIGNATURE) throw refused();
    // 0xFFFFFFFF means the size is in a ZIP64 field: far beyond any workbook we read anyway.
    total += bytes.readUInt32LE(at + 24);
    if (total > XLSX_UNPACKED_MAX_BYTES)
      throw fieldError('body.file', 'importUnpackedTooLarge', { mb: XLSX_UNPACKED_MAX_BYTES / 1024 / 1024 });
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // Excel keeps a time of day as a date on 30 December 1899, read back in UTC.
    if (value.getUTCFullYear() < 1900) return `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
    return value.toISOString();
  }
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('error' in value) return '';
    return '';
  }
  return String(value).trim();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A CSV as RFC 4180 writes it, with CRLF and a byte-order mark so Excel reads it as UTF-8. */
export function writeCsv(rows: Sheet): Buffer {
  const quote = (value: string) => (/[",;\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  const lines = rows.map((row) => row.map((value) => quote(guarded(value))).join(','));
  return Buffer.from(`${UTF8_BOM}${lines.join('\r\n')}\r\n`, 'utf8');
}

/** Every cell written as text, so a time or a phone number stays as typed when the file comes back. */
export async function writeXlsx(rows: Sheet, sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  for (const row of rows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.numFmt = '@';
    column.width = 24;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
