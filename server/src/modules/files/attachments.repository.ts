import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type FileRow, files, locationDocuments, roomMaterials } from '../../db/schema';

/** Reads the files attached to rooms (training materials) and locations (client instructions). */
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
}
