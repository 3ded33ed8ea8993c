import type { TAttendanceEntry, TRight } from '@cleanops/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import type { UserRow } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../errors';
import { stepTime } from '../idempotency/device-time';
import { applyOnce, LIVE_STEP, type StepAnswer, type StepReplay } from '../idempotency/step-replay';
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

  constructor(private readonly db: Db) {
    this.repo = new AttendanceRepository(db);
  }

  /** Clocking is a staff member's own record of work at their employer; an owner has no shift. */
  private static assertStaff(user: UserRow) {
    if (user.type !== 'staff' || !user.role) throw forbidden();
  }

  /**
   * Opens a shift at the device's time when it sent one (clocked in offline), kept between
   * the end of the person's last shift and now (device-time.ts). With an Idempotency-Key the
   * clock-in is applied once, however often the phone's queue sends it (step-replay.ts).
   */
  async clockIn(
    user: UserRow,
    workspaceId: string,
    replay: StepReplay = LIVE_STEP,
  ): Promise<StepAnswer<TAttendanceEntry>> {
    AttendanceService.assertStaff(user);
    const who = {
      userId: user.id,
      workspaceId,
      step: 'attendance.clock_in',
      occurrenceId: null,
      input: null,
    };
    return this.db.transaction((tx) =>
      applyOnce(tx, replay.key, who, async () => {
        const repo = new AttendanceRepository(tx);
        const now = new Date();
        const at = replay.deviceTime
          ? stepTime(replay.deviceTime, now, await repo.lastClockOut(workspaceId, user.id))
          : now;
        try {
          return toEntry(await repo.clockIn(workspaceId, user.id, at));
        } catch (error) {
          // The partial unique index decides, so two taps at once cannot open two intervals.
          if (isUniqueViolation(error, 'attendance_one_open_key'))
            throw new AppError('conflict', { messageKey: 'alreadyClockedIn' });
          throw error;
        }
      }),
    );
  }

  /** Closes the open shift at the device's time if sent, never before the shift began nor after now. */
  async clockOut(
    user: UserRow,
    workspaceId: string,
    replay: StepReplay = LIVE_STEP,
  ): Promise<StepAnswer<TAttendanceEntry>> {
    AttendanceService.assertStaff(user);
    const who = {
      userId: user.id,
      workspaceId,
      step: 'attendance.clock_out',
      occurrenceId: null,
      input: null,
    };
    return this.db.transaction((tx) =>
      applyOnce(tx, replay.key, who, async () => {
        const repo = new AttendanceRepository(tx);
        const open = await repo.lockOpen(workspaceId, user.id);
        if (!open) throw new AppError('conflict', { messageKey: 'notClockedIn' });
        const row = await repo.clockOut(open.id, stepTime(replay.deviceTime, new Date(), open.clockInAt));
        return toEntry(row!);
      }),
    );
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
