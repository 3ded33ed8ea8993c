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

/** Enough for a room's photos, manuals and videos; a cap keeps one room's page from loading hundreds. */
export const ROOM_MATERIALS_MAX = 50;

/** Training materials of a room (DECISIONS.md §6): files uploaded first, then attached here. */
export class RoomMaterialsService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly links: SignedLinks,
  ) {}

  async list(user: UserRow, workspaceId: string, roomId: string): Promise<TStoredFile[]> {
    const attachments = new AttachmentsRepository(this.db);
    if (!(await attachments.roomInWorkspace(roomId, workspaceId))) throw notFound();
    const materials = (await attachments.materialsOfRooms([roomId])).get(roomId) ?? [];
    return materials.map((file) => toStoredFile(file, this.links, user.id));
  }

  /** The room and the file must both be this workspace's: a foreign id of either is 404 (DECISIONS.md §2). */
  async attach(
    user: UserRow,
    workspaceId: string,
    roomId: string,
    fileId: string,
    ip: string,
  ): Promise<TStoredFile[]> {
    await this.db.transaction(async (tx) => {
      const attachments = new AttachmentsRepository(tx);
      if (!(await attachments.roomInWorkspace(roomId, workspaceId, true))) throw notFound();
      if (!(await new FilesRepository(tx).findInWorkspace(fileId, workspaceId, 'share'))) throw notFound();
      if (!(await attachments.addRoomMaterial(roomId, fileId))) throw new AppError('conflict');
      if ((await attachments.countRoomMaterials(roomId)) > ROOM_MATERIALS_MAX) {
        throw fieldError('body.fileId', 'tooManyFiles', { max: ROOM_MATERIALS_MAX });
      }
      // SPEC.md §9 logs room changes; materials are part of the room.
      await recordLog(tx, {
        action: 'update_room',
        userId: user.id,
        ip,
        data: { workspaceId, roomId, materialAdded: fileId },
      });
    });
    return this.list(user, workspaceId, roomId);
  }

  /** Detaches a material; the file itself goes too unless something else still holds it. */
  async detach(
    user: UserRow,
    workspaceId: string,
    roomId: string,
    fileId: string,
    ip: string,
  ): Promise<void> {
    const freedKey = await this.db.transaction(async (tx) => {
      const attachments = new AttachmentsRepository(tx);
      if (!(await attachments.roomInWorkspace(roomId, workspaceId))) throw notFound();
      if (!(await new FilesRepository(tx).findInWorkspace(fileId, workspaceId, 'update'))) throw notFound();
      if (!(await attachments.removeRoomMaterial(roomId, fileId))) throw notFound();
      await recordLog(tx, {
        action: 'update_room',
        userId: user.id,
        ip,
        data: { workspaceId, roomId, materialRemoved: fileId },
      });
      return deleteFileIfUnattached(tx, fileId);
    });
    if (freedKey) await this.storage.delete(freedKey);
  }
}
