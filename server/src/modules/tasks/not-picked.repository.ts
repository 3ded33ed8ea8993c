import { and, eq, gt, inArray, isNotNull, isNull, lte, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { occurrences, tasks } from '../../db/schema';

/** The queries of the taskNotPicked job (not-picked.ts). */
export class NotPickedRepository {
  constructor(private readonly db: Db | Tx) {}

  /**
   * Up to `limit` team jobs that started in (since, now], nobody picked, not finished and not yet
   * reported, locked for this transaction; rows another process holds are skipped (DECISIONS.md §1).
   */
  async claim(since: Date, now: Date, limit: number) {
    return this.db
      .select({
        id: occurrences.id,
        workspaceId: occurrences.workspaceId,
        locationId: occurrences.locationId,
        taskId: tasks.id,
        taskTitle: tasks.title,
        taskTitleKey: tasks.titleKey,
        teamId: tasks.teamId,
      })
      .from(occurrences)
      .innerJoin(tasks, eq(tasks.id, occurrences.taskId))
      .where(
        and(
          isNotNull(tasks.teamId),
          isNull(tasks.deletedAt),
          isNull(occurrences.pickedBy),
          isNull(occurrences.notPickedNotifiedAt),
          ne(occurrences.state, 'completed'),
          gt(occurrences.startsAt, since),
          lte(occurrences.startsAt, now),
        ),
      )
      .orderBy(occurrences.startsAt)
      .limit(limit)
      .for('no key update', { of: occurrences, skipLocked: true });
  }

  async markNotified(ids: string[], at: Date): Promise<void> {
    if (!ids.length) return;
    await this.db.update(occurrences).set({ notPickedNotifiedAt: at }).where(inArray(occurrences.id, ids));
  }
}
