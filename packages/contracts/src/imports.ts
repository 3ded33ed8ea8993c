import { z } from 'zod';

/**
 * Spreadsheet import and export (docs/integrations.md): locations with their rooms, and invitations.
 * A file is CSV or XLSX with a header row; the columns below are its keys, and the header of each may
 * be written in any of the four languages.
 */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Data rows, the header row not counted. */
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TImportFormat = (typeof IMPORT_FORMATS)[number];
export const IMPORT_KINDS = ['locations', 'invites'] as const;
export type TImportKind = (typeof IMPORT_KINDS)[number];

/** One row per room; a location's columns are repeated on each of its rooms' rows. */
export const LOCATION_IMPORT_COLUMNS = [
  'location',
  'type',
  'commercialKind',
  'address',
  'timezone',
  'checkoutTime',
  'checkInTime',
  'room',
  'checklists',
] as const;
export type TLocationImportColumn = (typeof LOCATION_IMPORT_COLUMNS)[number];
/** A file without one of these headers is refused as a whole. */
export const LOCATION_IMPORT_REQUIRED = ['location', 'type', 'address', 'timezone', 'room'] as const;

export const INVITE_IMPORT_COLUMNS = ['contact', 'role'] as const;
export type TInviteImportColumn = (typeof INVITE_IMPORT_COLUMNS)[number];
export const INVITE_IMPORT_REQUIRED = ['contact'] as const;

export const ZImportFormatQuery = z.object({ format: z.enum(IMPORT_FORMATS).default('csv') }).strict();

/**
 * What applying a row would do: a new location (with its room), a room added to a location, an
 * invitation; `unchanged` when the row is already there; `error` when it is skipped.
 */
export const IMPORT_OUTCOMES = ['newLocation', 'newRoom', 'invite', 'unchanged', 'error'] as const;
export type TImportOutcome = (typeof IMPORT_OUTCOMES)[number];

export const ZImportRowError = z.object({
  /** A column key of the kind's columns. */
  column: z.string(),
  /** In the caller's language. */
  message: z.string(),
});
export type TImportRowError = z.infer<typeof ZImportRowError>;

export const ZImportRow = z.object({
  /** The row's number in the spreadsheet: the header is row 1. */
  row: z.number().int(),
  /** The row's cells by column key, as read (trimmed). */
  values: z.record(z.string(), z.string()),
  outcome: z.enum(IMPORT_OUTCOMES),
  errors: z.array(ZImportRowError),
});
export type TImportRow = z.infer<typeof ZImportRow>;

export const ZImportSummary = z.object({
  rows: z.number().int(),
  errorRows: z.number().int(),
  unchangedRows: z.number().int(),
  locations: z.number().int(),
  rooms: z.number().int(),
  checklistLinks: z.number().int(),
  invites: z.number().int(),
});
export type TImportSummary = z.infer<typeof ZImportSummary>;

/** POST /imports/{kind}/preview: every row with its outcome, and what applying would create. */
export const ZImportPreview = z.object({
  kind: z.enum(IMPORT_KINDS),
  columns: z.array(z.string()),
  rows: z.array(ZImportRow),
  summary: ZImportSummary,
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

/** POST /imports/{kind}/apply: what was created; rows with errors were skipped. */
export const ZImportResult = z.object({ kind: z.enum(IMPORT_KINDS), summary: ZImportSummary });
export type TImportResult = z.infer<typeof ZImportResult>;
