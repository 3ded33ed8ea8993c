import type { TChecklistItem, ZChecklistListQuery } from '@cleanops/contracts';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { type ChecklistRow, checklists, roomChecklists } from '../../db/schema';

export type ChecklistListQuery = z.output<typeof ZChecklistListQuery>;
export type ChecklistWithCount = ChecklistRow & { roomsCount: number };

/**
 * Computed in the same query as the rows it belongs to, so a page of checklists is one round trip.
 * Spelled out: Drizzle leaves columns unqualified in a one-table select, which would bind them inside.
 */
const roomsCount = sql<number>`(select count(*)::int from room_checklists rc where rc.checklist_id = "checklists"."id")`;
const withCount = { ...getTableColumns(checklists), roomsCount };

export class ChecklistsRepository {
  constructor(private readonly db: Db | Tx) {}

  async list(workspaceId: string, query: ChecklistListQuery) {
    const where = and(
      eq(checklists.workspaceId, workspaceId),
      query.search ? ilike(checklists.name, containsPattern(query.search)) : undefined,
    );
    const order = {
      name: sql`lower(${checklists.name})`,
      createdAt: checklists.createdAt,
      updatedAt: checklists.updatedAt,
    }[query.sortBy];
    const direction = query.sortDir === 'asc' ? asc : desc;
    const [rows, [totals]] = await Promise.all([
      this.db
        .select(withCount)
        .from(checklists)
        .where(where)
        .orderBy(direction(order), direction(checklists.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ total: count() }).from(checklists).where(where),
    ]);
    return { rows: rows as ChecklistWithCount[], total: totals?.total ?? 0 };
  }

  async findById(workspaceId: string, id: string): Promise<ChecklistWithCount | undefined> {
    const [row] = await this.db
      .select(withCount)
      .from(checklists)
      .where(and(eq(checklists.workspaceId, workspaceId), eq(checklists.id, id)));
    return row;
  }

  /** The row, locked until the transaction ends: items are rewritten from what it held. */
  async lock(workspaceId: string, id: string): Promise<ChecklistRow | undefined> {
    const [row] = await this.db
      .select()
      .from(checklists)
      .where(and(eq(checklists.workspaceId, workspaceId), eq(checklists.id, id)))
      .for('no key update');
    return row;
  }

  /** The checklists attached to a room, in their attached order. */
  async ofRoom(roomId: string): Promise<ChecklistWithCount[]> {
    return this.db
      .select(withCount)
      .from(roomChecklists)
      .innerJoin(checklists, eq(checklists.id, roomChecklists.checklistId))
      .where(eq(roomChecklists.roomId, roomId))
      .orderBy(asc(roomChecklists.position));
  }

  /** Which of these ids are checklists of the workspace. */
  async existingIds(workspaceId: string, ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .select({ id: checklists.id })
      .from(checklists)
      .where(and(eq(checklists.workspaceId, workspaceId), inArray(checklists.id, ids)));
    return rows.map((r) => r.id);
  }

  async insert(values: {
    workspaceId: string;
    name: string;
    items: TChecklistItem[];
  }): Promise<ChecklistRow> {
    const [row] = await this.db.insert(checklists).values(values).returning();
    return row!;
  }

  async update(id: string, values: { name?: string; items?: TChecklistItem[] }): Promise<void> {
    await this.db
      .update(checklists)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(checklists.id, id));
  }

  /** Detaching it from rooms is the foreign key's cascade. */
  async delete(workspaceId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(checklists)
      .where(and(eq(checklists.workspaceId, workspaceId), eq(checklists.id, id)))
      .returning({ id: checklists.id });
    return rows.length > 0;
  }
}
