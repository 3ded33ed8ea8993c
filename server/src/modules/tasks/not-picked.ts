import type { Db } from '../../db/client';
import { raiseNotification } from '../notifications/raise';
import { NotPickedRepository } from './not-picked.repository';

const BATCH_SIZE = 100;
/**
 * How far back a job's start may lie for taskNotPicked to be worth sending. Without it the first run
 * after the feature ships (or after a long outage) would report every old unpicked team job at once,
 * a flood of stale alerts nobody can act on.
 */
const LOOKBACK_MS = 86_400_000;

/**
 * taskNotPicked (DECISIONS.md §7, §8): a team job whose start time passed with nobody picking it is
 * reported once to the team's head and the owner and admins, and the job remembers it
 * (not_picked_notified_at). Each batch locks its jobs with SKIP LOCKED, so two processes never report
 * the same job; the event and the mark commit together. Answers how many jobs were reported.
 */
export async function raiseNotPicked(db: Db, now: Date, batchSize = BATCH_SIZE): Promise<number> {
  const since = new Date(now.getTime() - LOOKBACK_MS);
  let reported = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const repo = new NotPickedRepository(tx);
      const jobs = await repo.claim(since, now, batchSize);
      for (const job of jobs) {
        await raiseNotification(tx, {
          event: 'taskNotPicked',
          workspaceId: job.workspaceId,
          locationId: job.locationId,
          actorId: null,
          recipients: { teamHeadOf: job.teamId, ownerAndAdmins: true },
          data: {
            taskId: job.taskId,
            occurrenceId: job.id,
            taskTitle: job.taskTitle,
            taskTitleKey: job.taskTitleKey,
          },
        });
      }
      await repo.markNotified(
        jobs.map((job) => job.id),
        now,
      );
      return jobs.length;
    });
    reported += count;
    if (count < batchSize) return reported;
  }
}
