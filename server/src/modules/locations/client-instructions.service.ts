import type { TStoredFile } from '@cleanops/contracts';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../errors';
import { AttachmentsRepository } from '../files/attachments.repository';
import type { FileStorage } from '../files/file-storage';
import { FilesRepository } from '../files/files.repository';
import { deleteFileIfUnattached } from '../files/files.service';
import type { SignedLinks } from '../files/signed-links';
import { toStoredFile } from '../files/stored-file-view';
import { recordLog } from '../logs/logs.repository';

/** House rules, check-in guides, Wi-Fi cards: a handful per place, never hundreds. */
export const CLIENT_INSTRUCTIONS_MAX = 20;

/**
 * Client instructions of a location (DECISIONS.md §6). Owners hand guests PDFs as often as photos of
 * a printed sheet, so both kinds are accepted.
 */
export class ClientInstructionsService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly links: SignedLinks,
  ) {}

  async list(user: UserRow, workspaceId: string, locationId: string): Promise<TStoredFile[]> {
    const attachments = new AttachmentsRepository(this.db);
    if (!(await attachments.locationInWorkspace(locationId, workspaceId))) throw notFound();
    const documents = await attachments.documentsOfLocation(locationId);
    return documents.map((file) => toStoredFile(file, this.links, user.id));
  }

  /** The location and the file must both be this workspace's: a foreign id of either is 404 (DECISIONS.md §2). */
  async attach(
    user: UserRow,
    workspaceId: string,
    locationId: string,
    fileId: string,
    ip: string,
  ): Promise<TStoredFile[]> {
    await this.db.transaction(async (tx) => {
      const attachments = new AttachmentsRepository(tx);
      if (!(await attachments.locationInWorkspace(locationId, workspaceId, true))) throw notFound();
      if (!(await new FilesRepository(tx).findInWorkspace(fileId, workspaceId, 'share'))) throw notFound();
      if (!(await attachments.addLocationDocument(locationId, fileId))) throw new AppError('conflict');
      if ((await attachments.countLocationDocuments(locationId)) > CLIENT_INSTRUCTIONS_MAX) {
        throw fieldError('body.fileId', 'tooManyFiles', { max: CLIENT_INSTRUCTIONS_MAX });
      }
      // SPEC.md §9 logs location changes; its instructions are part of it.
      await recordLog(tx, {
        action: 'update_location',
        userId: user.id,
        ip,
        data: { workspaceId, locationId, instructionAdded: fileId },
      });
    });
    return this.list(user, workspaceId, locationId);
  }

  /** Detaches a document; the file itself goes too unless something else still holds it. */
  async detach(
    user: UserRow,
    workspaceId: string,
    locationId: string,
    fileId: string,
    ip: string,
  ): Promise<void> {
    const freedKey = await this.db.transaction(async (tx) => {
      const attachments = new AttachmentsRepository(tx);
      if (!(await attachments.locationInWorkspace(locationId, workspaceId))) throw notFound();
      if (!(await new FilesRepository(tx).findInWorkspace(fileId, workspaceId, 'update'))) throw notFound();
      if (!(await attachments.removeLocationDocument(locationId, fileId))) throw notFound();
      await recordLog(tx, {
        action: 'update_location',
        userId: user.id,
        ip,
        data: { workspaceId, locationId, instructionRemoved: fileId },
      });
      return deleteFileIfUnattached(tx, fileId);
    });
    if (freedKey) await this.storage.delete(freedKey);
  }
}
