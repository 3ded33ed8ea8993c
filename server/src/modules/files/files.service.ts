import { randomUUID } from 'node:crypto';
import type { TStoredFile } from '@cleanops/contracts';
import type { Db, Tx } from '../../db/client';
import type { FileRow, UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import type { FileStorage } from './file-storage';
import { FilesRepository } from './files.repository';
import type { SignedLinks } from './signed-links';
import { toStoredFile } from './stored-file-view';
import { processUpload } from './upload-processing';

export class FilesService {
  private readonly repo: FilesRepository;

  constructor(
    db: Db,
    private readonly storage: FileStorage,
    private readonly links: SignedLinks,
  ) {
    this.repo = new FilesRepository(db);
  }

  /**
   * Stores one upload for the workspace, not yet attached to anything: the orphan sweep removes it
   * if it stays so for a day (orphan-files.ts). The id is made here so the bytes can be written
   * under their final key before the row that points at them exists.
   */
  async store(
    user: UserRow,
    workspaceId: string,
    upload: { bytes: Buffer; name?: string },
  ): Promise<TStoredFile> {
    const processed = await processUpload(upload.bytes, upload.name);
    const id = randomUUID();
    const storageKey = `${workspaceId}/${id}`;
    await this.storage.put(storageKey, processed.bytes);
    let row: FileRow;
    try {
      row = await this.repo.insert({
        id,
        workspaceId,
        uploadedBy: user.id,
        kind: processed.kind,
        mime: processed.mime,
        size: processed.bytes.length,
        name: processed.name,
        width: processed.width,
        height: processed.height,
        storageKey,
      });
    } catch (error) {
      await this.storage.delete(storageKey);
      throw error;
    }
    return toStoredFile(row, this.links, user.id);
  }

  /** A file of the workspace with its bytes; 404 for a foreign or unknown id, or lost bytes. */
  async read(workspaceId: string, id: string): Promise<{ file: FileRow; bytes: Buffer }> {
    const file = await this.repo.findInWorkspace(id, workspaceId);
    if (!file) throw notFound();
    const bytes = await this.storage.get(file.storageKey);
    if (!bytes) throw notFound();
    return { file, bytes };
  }
}

/**
 * Inside the transaction that detached a file: deletes its row when nothing else holds it, and
 * answers the storage key whose bytes the caller removes after commit (removing them before could
 * lose the bytes of a file whose transaction then rolls back).
 */
export async function deleteFileIfUnattached(tx: Tx, fileId: string): Promise<string | null> {
  const repo = new FilesRepository(tx);
  if (await repo.isAttached(fileId)) return null;
  const row = await repo.delete(fileId);
  return row?.storageKey ?? null;
}
