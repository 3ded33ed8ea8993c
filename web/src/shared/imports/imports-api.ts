import {
  type TImportFormat,
  type TImportKind,
  type TImportPreview,
  type TImportResult,
  ZImportPreview,
  ZImportResult,
} from '@cleanops/contracts';
import { apiFile, apiRequest } from '../api/client';

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

/** Saves what the API made through the browser's download. */
export function saveBlob(blob: Blob, fileName: string): void {
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

export async function downloadTemplate(kind: TImportKind, format: TImportFormat) {
  saveBlob(await apiFile(`/imports/${kind}/template?format=${format}`), `${kind}-template.${format}`);
}

export async function downloadLocationsExport(format: TImportFormat) {
  saveBlob(await apiFile(`/imports/locations/export?format=${format}`), `locations.${format}`);
}
