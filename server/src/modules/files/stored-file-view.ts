import type { TStoredFile } from '@cleanops/contracts';
import type { FileRow } from '../../db/schema';
import type { SignedLinks } from './signed-links';

/** A file as every reply shows it; its url is a signed link of the user who asked (DECISIONS.md §1). */
export function toStoredFile(row: FileRow, links: SignedLinks, userId: string): TStoredFile {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    url: links.sign(`/api/files/${row.id}`, userId),
    createdAt: row.createdAt.toISOString(),
  };
}
