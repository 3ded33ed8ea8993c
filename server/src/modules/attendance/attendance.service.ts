import type { TAttendanceEntry, TRight } from '@cleanops/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import type { UserRow } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../errors';
import { AttendanceRepository } from './attendance.repository';

type AttendanceRow = Awaited<ReturnType<AttendanceRepository['clockIn']>>;

const toEntry = (row: AttendanceRow): TAttendanceEntry => ({
  id: row.id,
  userId: row.userId,
  clockInAt: row.clockInAt.toISOString(),
  clockOutAt: row.clockOutAt?.toISOString() ?? null,
});

/** Staff clock in and out; hours worked come from those times (DECISIONS.md §7 Attendance). */
export class AttendanceService {
  private readonly repo: AttendanceRepository;

  constructor(db: Db) {
    this.repo = new AttendanceRepository(db);
  }

  /** Clocking is a staff member's own record of work at their employer; an owner has no shift. */
  private static assertStaff(user: UserRow) {
    if (user.type !== 'staff' || !user.role) throw forbidden();
  }

  async clockIn(user: UserRow, workspaceId: string): Promise<TAttendanceEntry> {
    AttendanceService.assertStaff(user);
    try {
      return toEntry(await this.repo.clockIn(workspaceId, user.id, new Date()));
    } catch (error) {
      // The partial unique index decides, so two taps at once cannot open two intervals.
      if (isUniqueViolation(error, 'attendance_one_open_key'))
        throw new AppError('conflict', { messageKey: 'alreadyClockedIn' });
      throw error;
    }
  }

  async clockOut(user: UserRow, workspaceId: string): Promise<TAttendanceEntry> {
    AttendanceService.assertStaff(user);
    const row = await this.repo.clockOut(workspaceId, user.id, new Date());
    if (!row) throw new AppError('conflict', { messageKey: 'notClockedIn' });
    return toEntry(row);
  }

  /** One's own entries; someone else's need get_employees, and only staff of this workspace exist here. */
  async list(
    viewer: { user: UserRow; rights: ReadonlySet<TRight> },
    workspaceId: string,
    query: { userId?: string; from?: string; to?: string },
  ): Promise<TAttendanceEntry[]> {
    const userId = query.userId ?? viewer.user.id;
    if (userId !== viewer.user.id) {
      if (!viewer.rights.has('get_employees')) throw forbidden();
      if (!(await this.repo.isStaffOf(workspaceId, userId))) throw notFound();
    }
    const rows = await this.repo.list(
      workspaceId,
      userId,
      query.from ? new Date(query.from) : undefined,
      query.to ? new Date(query.to) : undefined,
    );
    return rows.map(toEntry);
  }
}
