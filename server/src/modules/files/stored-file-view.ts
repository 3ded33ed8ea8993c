import type { TStoredFile } from '@cleanops/contracts';
import type { FileRow } from '../../db/schema';
import type { SignedLinks } from './signed-links';

/**
 * A file as every reply shows it; its url is a signed link of the user who asked (DECISIONS.md §1).
 * A photo's sizes are that link with `size=` (files.routes.ts): photos stored before sizes existed
 * get theirs on first request, so every photo has both.
 */
export function toStoredFile(row: FileRow, links: SignedLinks, userId: string): TStoredFile {
  const url = links.sign(`/api/files/${row.id}`, userId);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    url,
    thumbUrl: row.kind === 'image' ? `${url}&size=thumb` : null,
    mediumUrl: row.kind === 'image' ? `${url}&size=medium` : null,
    createdAt: row.createdAt.toISOString(),
  };
}
