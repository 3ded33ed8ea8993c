import {
  type TImportKind,
  type TImportPreview,
  type TImportResult,
  ZImportPreview,
  ZImportResult,
} from '@cleanops/contracts';
import { apiRequest } from '../api/client';

/** Shown by the panel itself, under the file picker, so no toast doubles it. */
const quiet = () => true;

const formOf = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

/** A spreadsheet of thousands of rows is read and checked whole: longer than a JSON call's 30 s. */
const SPREADSHEET_TIMEOUT_MS = 120_000;

export const previewImport = (kind: TImportKind, file: File) =>
  apiRequest<TImportPreview>(`/imports/${kind}/preview`, {
    method: 'POST',
    body: formOf(file),
    quiet,
    timeoutMs: SPREADSHEET_TIMEOUT_MS,
    schema: import.meta.env.DEV ? ZImportPreview : undefined,
  });

export const applyImport = (kind: TImportKind, file: File) =>
  apiRequest<TImportResult>(`/imports/${kind}/apply`, {
    method: 'POST',
    body: formOf(file),
    quiet,
    timeoutMs: SPREADSHEET_TIMEOUT_MS,
    schema: import.meta.env.DEV ? ZImportResult : undefined,
  });
