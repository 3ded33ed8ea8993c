import { randomUUID } from 'node:crypto';
import type { TImageSize, TStoredFile } from '@cleanops/contracts';
import type { Db, Tx } from '../../db/client';
import type { FileRow, UserRow } from '../../db/schema';
import { AppError, type FieldProblem, notFound } from '../../errors';
import { type FileStorage, variantKey } from './file-storage';
import { FilesRepository } from './files.repository';
import type { SignedLinks } from './signed-links';
import { toStoredFile } from './stored-file-view';
import { makeImageVariant, type ProcessedUpload, processUpload, VARIANT_MIME } from './upload-processing';

/**
 * Writes an upload's bytes and, for a photo, its smaller sizes under keys derived from its own
 * (file-storage.ts). The sizes go first: once the original is there, the file is complete.
 */
export async function putUpload(storage: FileStorage, key: string, upload: ProcessedUpload): Promise<void> {
  try {
    await Promise.all(upload.variants.map((v) => storage.put(variantKey(key, v.size), v.bytes)));
    await storage.put(key, upload.bytes);
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

/**
 * Photos sent without an account, read and checked before anything is stored: the form takes photos
 * only, so a file of a type we would not store at all is the same mistake as a document, named on
 * `body.photos`.
 */
export async function processAnonymousPhotos(
  photos: { bytes: Buffer; name?: string }[],
): Promise<{ images: ProcessedUpload[]; problems: FieldProblem[] }> {
  const images: ProcessedUpload[] = [];
  let notAnImage = false;
  for (const photo of photos) {
    const processed = await processUpload(photo.bytes, photo.name).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'unsupported_file_type') return null;
      throw error;
    });
    if (processed?.kind === 'image') images.push(processed);
    else notAnImage = true;
  }
  return { images, problems: notAnImage ? [{ path: 'body.photos', key: 'notAnImage' }] : [] };
}

/**
 * Photos sent without an account (a guest's review, a contractor's answer), kept as files of the
 * workspace that nobody uploaded: their bytes are written first, then one transaction inserts their
 * rows and runs `record` with their ids (what they belong to); if that fails, the bytes go again.
 */
export async function storeAnonymousUploads<T>(
  db: Db,
  storage: FileStorage,
  workspaceId: string,
  uploads: ProcessedUpload[],
  record: (tx: Tx, fileIds: string[]) => Promise<T>,
): Promise<T> {
  const stored = uploads.map((upload) => ({ id: randomUUID(), key: '', upload }));
  for (const file of stored) file.key = `${workspaceId}/${file.id}`;
  try {
    for (const { key, upload } of stored) await putUpload(storage, key, upload);
    return await db.transaction(async (tx) => {
      const files = new FilesRepository(tx);
      for (const { id, key, upload } of stored) {
        await files.insert({
          id,
          workspaceId,
          uploadedBy: null,
          kind: upload.kind,
          mime: upload.mime,
          size: upload.bytes.length,
          name: upload.name,
          width: upload.width,
          height: upload.height,
          storageKey: key,
        });
      }
      return record(
        tx,
        stored.map(({ id }) => id),
      );
    });
  } catch (error) {
    await Promise.all(stored.map(({ key }) => storage.delete(key)));
    throw error;
  }
}

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
    await putUpload(this.storage, storageKey, processed);
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

  /**
   * A file of the workspace with its bytes, or one smaller size of a photo; 404 for a foreign or
   * unknown id, or lost bytes. A size of a document is the document itself (there is nothing smaller).
   */
  async read(
    workspaceId: string,
    id: string,
    size?: TImageSize,
  ): Promise<{ file: FileRow; bytes: Buffer; mime: string }> {
    const file = await this.repo.findInWorkspace(id, workspaceId);
    if (!file) throw notFound();
    if (size && file.kind === 'image') {
      const bytes = await this.variantOf(file, size);
      if (bytes) return { file, bytes, mime: VARIANT_MIME };
    }
    const bytes = await this.storage.get(file.storageKey);
    if (!bytes) throw notFound();
    return { file, bytes, mime: file.mime };
  }

  /**
   * A photo stored before sizes existed gets each size on its first request, stored for every later
   * one, rather than in a migration that would decode every photo of every workspace at once. null
   * when the original itself is lost.
   */
  private async variantOf(file: FileRow, size: TImageSize): Promise<Buffer | null> {
    const key = variantKey(file.storageKey, size);
    const stored = await this.storage.get(key);
    if (stored) return stored;
    const original = await this.storage.get(file.storageKey);
    if (!original) return null;
    // An original sharp cannot read again is served as it is rather than failing the page.
    const made = await makeImageVariant(original, size).catch(() => null);
    if (made) await this.storage.put(key, made);
    return made;
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
