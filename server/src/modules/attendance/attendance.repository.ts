import { and, desc, eq, gte, isNull, lte, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { attendance, users } from '../../db/schema';

/** Newest first, at most this many: a few months of shifts, enough for any screen that lists them. */
export const ATTENDANCE_LIST_MAX = 200;

export class AttendanceRepository {
  constructor(private readonly db: Db | Tx) {}

  /** Fails on attendance_one_open_key when the person already has an open interval. */
  async clockIn(workspaceId: string, userId: string, at: Date) {
    const [row] = await this.db.insert(attendance).values({ workspaceId, userId, clockInAt: at }).returning();
    return row!;
  }

  /** The person's open shift, locked until the transaction ends (two clock-outs at once close it once). */
  async lockOpen(workspaceId: string, userId: string) {
    const [row] = await this.db
      .select()
      .from(attendance)
      .where(
        and(
          eq(attendance.workspaceId, workspaceId),
          eq(attendance.userId, userId),
          isNull(attendance.clockOutAt),
        ),
      )
      .for('update');
    return row;
  }

  async clockOut(id: string, at: Date) {
    const [row] = await this.db
      .update(attendance)
      .set({ clockOutAt: at })
      .where(and(eq(attendance.id, id), isNull(attendance.clockOutAt)))
      .returning();
    return row;
  }

  /** When the person's latest shift in the workspace ended; null when none has. */
  async lastClockOut(workspaceId: string, userId: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: max(attendance.clockOutAt) })
      .from(attendance)
      .where(and(eq(attendance.workspaceId, workspaceId), eq(attendance.userId, userId)));
    return row?.at ?? null;
  }

  async list(workspaceId: string, userId: string, from?: Date, to?: Date) {
    return this.db
      .select()
      .from(attendance)
      .where(
        and(
          eq(attendance.workspaceId, workspaceId),
          eq(attendance.userId, userId),
          from ? gte(attendance.clockInAt, from) : undefined,
          to ? lte(attendance.clockInAt, to) : undefined,
        ),
      )
      .orderBy(desc(attendance.clockInAt), desc(attendance.id))
      .limit(ATTENDANCE_LIST_MAX);
  }

  async isStaffOf(workspaceId: string, userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          eq(users.workspaceId, workspaceId),
          eq(users.type, 'staff'),
          isNull(users.deletedAt),
        ),
      );
    return Boolean(row);
  }
}
