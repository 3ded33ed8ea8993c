import type { ZLocationListQuery } from '@cleanops/contracts';
import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { type LocationRow, locations, type NewLocationRow, teams } from '../../db/schema';

export type LocationListQuery = z.output<typeof ZLocationListQuery>;
export type LocationWithCount = LocationRow & { roomsCount: number; teamName: string | null };

/**
 * Computed in the same query as the rows it belongs to (the rooms index starts with location_id).
 * Spelled out: Drizzle leaves columns unqualified in a one-table select, which would bind them inside.
 */
const roomsCount = sql<number>`(select count(*)::int from rooms r where r.location_id = "locations"."id")`;
/** The attached team's name comes from a join in the same query (teams' primary key). */
const withCount = { ...getTableColumns(locations), roomsCount, teamName: teams.name };

export class LocationsRepository {
  constructor(private readonly db: Db | Tx) {}

  async list(workspaceId: string, query: LocationListQuery) {
    const search = query.search ? containsPattern(query.search) : undefined;
    const where = and(
      eq(locations.workspaceId, workspaceId),
      query.type ? eq(locations.type, query.type) : undefined,
      // The clean/dirty filter is about rentals: a commercial location's state is always 'clean'.
      query.state ? and(eq(locations.type, 'rental'), eq(locations.state, query.state)) : undefined,
      search ? or(ilike(locations.title, search), ilike(locations.address, search)) : undefined,
    );
    const order = {
      title: sql`lower(${locations.title})`,
      createdAt: locations.createdAt,
      updatedAt: locations.updatedAt,
    }[query.sortBy];
    const direction = query.sortDir === 'asc' ? asc : desc;
    const [rows, [totals]] = await Promise.all([
      this.db
        .select(withCount)
        .from(locations)
        .leftJoin(teams, eq(teams.id, locations.teamId))
        .where(where)
        .orderBy(direction(order), direction(locations.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ total: count() }).from(locations).where(where),
    ]);
    return { rows: rows as LocationWithCount[], total: totals?.total ?? 0 };
  }

  async findById(workspaceId: string, id: string): Promise<LocationWithCount | undefined> {
    const [row] = await this.db
      .select(withCount)
      .from(locations)
      .leftJoin(teams, eq(teams.id, locations.teamId))
      .where(and(eq(locations.workspaceId, workspaceId), eq(locations.id, id)));
    return row;
  }

  /**
   * The row, locked until the transaction ends (a change read from it, or rooms counted under it).
   * 'no key update' still lets other rows reference it meanwhile (a file attached to it, say).
   */
  async lock(workspaceId: string, id: string): Promise<LocationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(locations)
      .where(and(eq(locations.workspaceId, workspaceId), eq(locations.id, id)))
      .for('no key update');
    return row;
  }

  async insert(values: NewLocationRow): Promise<LocationRow> {
    const [row] = await this.db.insert(locations).values(values).returning();
    return row!;
  }

  async update(id: string, values: Partial<NewLocationRow>): Promise<void> {
    await this.db
      .update(locations)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(locations.id, id));
  }

  /** Rooms, their checklists links and attachments go by cascade. */
  async delete(workspaceId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(locations)
      .where(and(eq(locations.workspaceId, workspaceId), eq(locations.id, id)))
      .returning({ id: locations.id });
    return rows.length > 0;
  }
}
