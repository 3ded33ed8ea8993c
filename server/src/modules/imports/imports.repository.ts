import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checklists, locations, roomChecklists, rooms } from '../../db/schema';

/** What an import compares a file with, and what an export writes: the workspace's places as a whole. */
export class ImportsRepository {
  constructor(private readonly db: Db) {}

  async locationsOf(workspaceId: string) {
    return this.db
      .select({
        id: locations.id,
        title: locations.title,
        type: locations.type,
        commercialKind: locations.commercialKind,
        address: locations.address,
        timezone: locations.timezone,
        checkoutTime: locations.checkoutTime,
        checkInTime: locations.checkInTime,
      })
      .from(locations)
      .where(eq(locations.workspaceId, workspaceId))
      .orderBy(asc(locations.title), asc(locations.createdAt), asc(locations.id));
  }

  async roomsOf(workspaceId: string) {
    return this.db
      .select({ id: rooms.id, locationId: rooms.locationId, name: rooms.name })
      .from(rooms)
      .where(eq(rooms.workspaceId, workspaceId))
      .orderBy(asc(rooms.name), asc(rooms.id));
  }

  /** Each room's checklists in their attached order. */
  async roomChecklistNames(workspaceId: string) {
    return this.db
      .select({ roomId: roomChecklists.roomId, name: checklists.name })
      .from(roomChecklists)
      .innerJoin(rooms, eq(rooms.id, roomChecklists.roomId))
      .innerJoin(checklists, eq(checklists.id, roomChecklists.checklistId))
      .where(and(eq(rooms.workspaceId, workspaceId)))
      .orderBy(asc(roomChecklists.roomId), asc(roomChecklists.position));
  }

  async checklistsOf(workspaceId: string) {
    return this.db
      .select({ id: checklists.id, name: checklists.name })
      .from(checklists)
      .where(eq(checklists.workspaceId, workspaceId));
  }
}
