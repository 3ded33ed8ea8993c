import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type FileRow, files, locationDocuments, locations, roomMaterials, rooms } from '../../db/schema';

/**
 * The files attached to rooms (training materials) and locations (client instructions), and the
 * workspace checks of the rooms and locations they are attached to.
 */
export class AttachmentsRepository {
  constructor(private readonly db: Db | Tx) {}

  /** Materials of several rooms in one query, oldest first, grouped by room. */
  async materialsOfRooms(roomIds: string[]): Promise<Map<string, FileRow[]>> {
    const byRoom = new Map<string, FileRow[]>(roomIds.map((id) => [id, []]));
    if (!roomIds.length) return byRoom;
    const rows = await this.db
      .select({ roomId: roomMaterials.roomId, file: files })
      .from(roomMaterials)
      .innerJoin(files, eq(files.id, roomMaterials.fileId))
      .where(inArray(roomMaterials.roomId, roomIds))
      .orderBy(asc(roomMaterials.createdAt), asc(files.id));
    for (const row of rows) byRoom.get(row.roomId)?.push(row.file);
    return byRoom;
  }

  async documentsOfLocation(locationId: string): Promise<FileRow[]> {
    const rows = await this.db
      .select({ file: files })
      .from(locationDocuments)
      .innerJoin(files, eq(files.id, locationDocuments.fileId))
      .where(eq(locationDocuments.locationId, locationId))
      .orderBy(asc(locationDocuments.createdAt), asc(files.id));
    return rows.map((r) => r.file);
  }

  /**
   * A room of this workspace, or undefined for a missing or foreign one (DECISIONS.md §2). `lock`
   * holds the room until the transaction ends, so two attaches cannot both pass the materials cap.
   */
  async roomInWorkspace(roomId: string, workspaceId: string, lock = false) {
    const query = this.db
      .select({ id: rooms.id, locationId: rooms.locationId })
      .from(rooms)
      .where(and(eq(rooms.id, roomId), eq(rooms.workspaceId, workspaceId)));
    const [row] = lock ? await query.for('no key update') : await query;
    return row;
  }

  /** As roomInWorkspace, for a location and its client instructions. */
  async locationInWorkspace(locationId: string, workspaceId: string, lock = false) {
    const query = this.db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.id, locationId), eq(locations.workspaceId, workspaceId)));
    const [row] = lock ? await query.for('no key update') : await query;
    return row;
  }

  async countRoomMaterials(roomId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(roomMaterials)
      .where(eq(roomMaterials.roomId, roomId));
    return row?.n ?? 0;
  }

  /** False when the file already is one of the room's materials. */
  async addRoomMaterial(roomId: string, fileId: string): Promise<boolean> {
    const rows = await this.db
      .insert(roomMaterials)
      .values({ roomId, fileId })
      .onConflictDoNothing()
      .returning({ fileId: roomMaterials.fileId });
    return rows.length > 0;
  }

  /** False when the file was not one of the room's materials. */
  async removeRoomMaterial(roomId: string, fileId: string): Promise<boolean> {
    const rows = await this.db
      .delete(roomMaterials)
      .where(and(eq(roomMaterials.roomId, roomId), eq(roomMaterials.fileId, fileId)))
      .returning({ fileId: roomMaterials.fileId });
    return rows.length > 0;
  }

  async countLocationDocuments(locationId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(locationDocuments)
      .where(eq(locationDocuments.locationId, locationId));
    return row?.n ?? 0;
  }

  /** False when the file already is one of the location's documents. */
  async addLocationDocument(locationId: string, fileId: string): Promise<boolean> {
    const rows = await this.db
      .insert(locationDocuments)
      .values({ locationId, fileId })
      .onConflictDoNothing()
      .returning({ fileId: locationDocuments.fileId });
    return rows.length > 0;
  }

  /** False when the file was not one of the location's documents. */
  async removeLocationDocument(locationId: string, fileId: string): Promise<boolean> {
    const rows = await this.db
      .delete(locationDocuments)
      .where(and(eq(locationDocuments.locationId, locationId), eq(locationDocuments.fileId, fileId)))
      .returning({ fileId: locationDocuments.fileId });
    return rows.length > 0;
  }
}
