import type { TImportFormat, TImportKind } from '@cleanops/contracts';
import { apiFile } from '../api/client';

// Type-only imports and the API client: the plain locations list offers the export without zod.

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
