import type { TImportRowError, TLanguage } from '@cleanops/contracts';
import type { z } from 'zod';
import { fieldError } from '../../errors';
import { isMessageKey, type MessageKey, translate } from '../../i18n/messages';
import { COLUMN_HEADERS, normaliseTerm } from '../../i18n/spreadsheet-terms';
import { columnLetter, type Sheet } from './spreadsheet';

/** A problem of one cell, translated when the preview is written. */
export interface RowProblem {
  column: string;
  key: MessageKey;
  vars?: Record<string, string | number>;
}

export interface SheetRow {
  /** The spreadsheet's own row number: the header is row 1. */
  row: number;
  values: Record<string, string>;
}

/**
 * The data rows of a sheet by column key. The header row may name the columns in any of the four
 * languages, or by their keys, in any order; a header we do not know is refused naming its cell,
 * since a misspelt column would otherwise be dropped without a word. Blank rows are left out.
 */
export function readRows<C extends keyof typeof COLUMN_HEADERS>(
  sheet: Sheet,
  columns: readonly C[],
  required: readonly C[],
  language: TLanguage,
): SheetRow[] {
  const names = new Map<string, C>();
  for (const column of columns) {
    names.set(normaliseTerm(column), column);
    for (const header of Object.values(COLUMN_HEADERS[column])) names.set(normaliseTerm(header), column);
  }
  const headerRow = sheet.findIndex((cells) => cells.some((cell) => cell !== ''));
  const header = sheet[headerRow] ?? [];
  const positions = new Map<C, number>();
  header.forEach((cell, index) => {
    if (cell === '') return;
    const column = names.get(normaliseTerm(cell));
    const at = `${columnLetter(index)}${headerRow + 1}`;
    if (!column) throw fieldError('body.file', 'importUnknownColumn', { header: cell, cell: at });
    if (positions.has(column))
      throw fieldError('body.file', 'importDuplicateColumn', { header: cell, cell: at });
    positions.set(column, index);
  });
  for (const column of required)
    if (!positions.has(column))
      throw fieldError('body.file', 'importMissingColumn', { column: COLUMN_HEADERS[column][language] });

  const rows: SheetRow[] = [];
  for (let r = headerRow + 1; r < sheet.length; r += 1) {
    const cells = sheet[r] ?? [];
    if (!cells.some((cell) => cell !== '')) continue;
    const values: Record<string, string> = {};
    for (const [column, index] of positions) values[column] = cells[index] ?? '';
    rows.push({ row: r + 1, values });
  }
  return rows;
}

/** A zod issue of a cell as one of our field messages, as the error handler maps a request's. */
export function issueProblem(column: string, issue: z.core.$ZodIssue): RowProblem {
  if (isMessageKey(issue.message)) {
    const bounds = issue as { minimum?: unknown; maximum?: unknown };
    return {
      column,
      key: issue.message,
      vars: { min: Number(bounds.minimum ?? 0), max: Number(bounds.maximum ?? 0) },
    };
  }
  if (issue.code === 'too_small')
    return {
      column,
      key: issue.origin === 'string' ? 'minLength' : 'tooSmall',
      vars: { min: Number(issue.minimum) },
    };
  if (issue.code === 'too_big')
    return {
      column,
      key: issue.origin === 'string' ? 'maxLength' : 'tooBig',
      vars: { max: Number(issue.maximum) },
    };
  if (issue.code === 'invalid_format') return { column, key: 'invalidFormat' };
  return { column, key: 'invalidValue' };
}

export const rowErrors = (problems: RowProblem[], language: TLanguage): TImportRowError[] =>
  problems.map((p) => ({ column: p.column, message: translate(language, p.key, p.vars) }));
