import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { locations, problems, type RoomRow, roomChecklists, rooms } from '../../db/schema';

export type RoomWithLocation = RoomRow & { locationTitle: string };

/**
 * Computed in the same query as the rooms (both link tables are indexed by room first). Spelled out:
 * Drizzle leaves columns unqualified in a one-table select, which would bind them inside.
 */
const checklistsCount = sql<number>`(select count(*)::int from room_checklists rc where rc.room_id = "rooms"."id")`;
const materialsCount = sql<number>`(select count(*)::int from room_materials rm where rm.room_id = "rooms"."id")`;

export class RoomsRepository {
  constructor(private readonly db: Db | Tx) {}

  /** A location's rooms by name, with what the list shows of each. */
  async listOfLocation(workspaceId: string, locationId: string) {
    return this.db
      .select({
        id: rooms.id,
        locationId: rooms.locationId,
        name: rooms.name,
        qrToken: rooms.qrToken,
        createdAt: rooms.createdAt,
        checklistsCount,
        materialsCount,
      })
      .from(rooms)
      .where(and(eq(rooms.workspaceId, workspaceId), eq(rooms.locationId, locationId)))
      .orderBy(asc(sql`lower(${rooms.name})`), asc(rooms.id));
  }

  async findById(workspaceId: string, id: string): Promise<RoomWithLocation | undefined> {
    const [row] = await this.db
      .select({ room: rooms, locationTitle: locations.title })
      .from(rooms)
      .innerJoin(locations, eq(locations.id, rooms.locationId))
      .where(and(eq(rooms.workspaceId, workspaceId), eq(rooms.id, id)));
    return row && { ...row.room, locationTitle: row.locationTitle };
  }

  /** The row, locked until the transaction ends (its checklists are being replaced). */
  async lock(workspaceId: string, id: string): Promise<RoomRow | undefined> {
    const [row] = await this.db
      .select()
      .from(rooms)
      .where(and(eq(rooms.workspaceId, workspaceId), eq(rooms.id, id)))
      .for('no key update');
    return row;
  }

  /**
   * What the public QR page may show of a room; nothing else leaves through a token. `closed`: the
   * location closes rooms while a blocks_use problem is open (DECISIONS.md §13), and one of this room,
   * or of the whole location (no room named), is open or in progress.
   */
  async findPublicByToken(qrToken: string) {
    const [row] = await this.db
      .select({
        roomId: rooms.id,
        workspaceId: rooms.workspaceId,
        roomName: rooms.name,
        locationTitle: locations.title,
        closed:
          sql<boolean>`(${locations.type} = 'commercial' and ${locations.closedWhileBlocked} and exists (
          select 1 from ${problems} p
          where p.location_id = ${locations.id} and p.severity = 'blocks_use'
            and p.state in ('open', 'in_progress') and (p.room_id is null or p.room_id = ${rooms.id})))`.mapWith(
            (value: unknown) => value === true || value === 't',
          ),
        locationType: locations.type,
        showLastCleaned: locations.showLastCleaned,
        timezone: locations.timezone,
      })
      .from(rooms)
      .innerJoin(locations, eq(locations.id, rooms.locationId))
      .where(eq(rooms.qrToken, qrToken));
    return row;
  }

  /**
   * The room's last finished cleaning: the latest finished job of a working task with this room, and
   * the first name of whoever finished it (a guest reads no surnames).
   */
  async lastCleaning(roomId: string): Promise<{ at: Date; by: string | null } | undefined> {
    const result = await this.db.execute(sql`
      select o.finished_at, u.name
      from occurrences o
      left join users u on u.id = o.finished_by
      where o.task_id in (
          select tr.task_id from task_rooms tr join tasks t on t.id = tr.task_id
          where tr.room_id = ${roomId} and t.type = 'working')
        and o.finished_at is not null
      order by o.finished_at desc, o.id desc
      limit 1`);
    const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    if (!row) return undefined;
    const at = row.finished_at instanceof Date ? row.finished_at : new Date(String(row.finished_at));
    const name = typeof row.name === 'string' ? row.name.trim().split(/\s+/)[0] : '';
    return { at, by: name || null };
  }

  async countInLocation(locationId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(rooms).where(eq(rooms.locationId, locationId));
    return row?.n ?? 0;
  }

  async insert(values: { workspaceId: string; locationId: string; name: string; qrToken: string }) {
    const [row] = await this.db.insert(rooms).values(values).returning();
    return row!;
  }

  async insertMany(values: { workspaceId: string; locationId: string; name: string; qrToken: string }[]) {
    return values.length ? this.db.insert(rooms).values(values).returning() : [];
  }

  /** Attaches checklists to rooms that have none yet (new rooms), each list in its order. */
  async attachChecklists(links: { roomId: string; checklistIds: string[] }[]): Promise<void> {
    const rows = links.flatMap(({ roomId, checklistIds }) =>
      checklistIds.map((checklistId, position) => ({ roomId, checklistId, position })),
    );
    if (rows.length) await this.db.insert(roomChecklists).values(rows);
  }

  async rename(workspaceId: string, id: string, name: string): Promise<boolean> {
    const rows = await this.db
      .update(rooms)
      .set({ name, updatedAt: new Date() })
      .where(and(eq(rooms.workspaceId, workspaceId), eq(rooms.id, id)))
      .returning({ id: rooms.id });
    return rows.length > 0;
  }

  /** Replaces the attached checklists with these, in this order. */
  async replaceChecklists(roomId: string, checklistIds: string[]): Promise<void> {
    await this.db.delete(roomChecklists).where(eq(roomChecklists.roomId, roomId));
    if (checklistIds.length)
      await this.db
        .insert(roomChecklists)
        .values(checklistIds.map((checklistId, position) => ({ roomId, checklistId, position })));
    await this.db.update(rooms).set({ updatedAt: new Date() }).where(eq(rooms.id, roomId));
  }

  /** Checklist links and material links go by cascade; the files themselves by the orphan sweep. */
  async delete(workspaceId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(rooms)
      .where(and(eq(rooms.workspaceId, workspaceId), eq(rooms.id, id)))
      .returning({ id: rooms.id });
    return rows.length > 0;
  }
}
