import type { Db, Tx } from '../../db/client';
import { occurrenceSlots } from './schedule';
import { type OccurrenceTimes, type RecurringTaskRef, TasksRepository } from './tasks.repository';

const DAY_MS = 86_400_000;
/** Tasks per transaction: short row locks, and a crash loses at most one batch's work (redone next run). */
const BATCH_SIZE = 100;

export const horizonEnd = (now: Date, horizonDays: number) => new Date(now.getTime() + horizonDays * DAY_MS);

/**
 * The occurrences a recurring task lacks up to `until`: its slots from where it was generated to (or
 * from now, when that is later: missed slots of the past are not made up), in the location's zone.
 */
export function missingOccurrences(task: RecurringTaskRef, now: Date, until: Date): OccurrenceTimes[] {
  if (!task.schedule) return [];
  const from = task.generatedUntil && task.generatedUntil > now ? task.generatedUntil : now;
  return occurrenceSlots(task.schedule, task.timezone, from, until).map((slot) => ({
    workspaceId: task.workspaceId,
    taskId: task.id,
    locationId: task.locationId,
    startsAt: slot.startsAt,
    dueAt: slot.dueAt,
  }));
}

/**
 * Generates recurring tasks' occurrences up to `until` and records how far each is generated. Used by
 * task creation and edits inside their transaction, and by the horizon job per batch. Answers how
 * many occurrences were new.
 */
export async function generateForTasks(
  tx: Tx,
  tasks: RecurringTaskRef[],
  now: Date,
  until: Date,
): Promise<number> {
  const repo = new TasksRepository(tx);
  const created = await repo.insertOccurrences(tasks.flatMap((task) => missingOccurrences(task, now, until)));
  await repo.setGeneratedUntil(
    tasks.map((task) => task.id),
    until,
  );
  return created;
}

/**
 * The horizon job (DECISIONS.md §1, §7): every live recurring task gets its occurrences up to
 * now + horizonDays. Every process runs it; each batch locks its tasks with SKIP LOCKED, so two
 * processes take different tasks, and the unique (task, start) key makes a repeat harmless.
 */
export async function generateOccurrences(
  db: Db,
  options: { now: Date; horizonDays: number; batchSize?: number },
): Promise<{ tasks: number; created: number }> {
  const until = horizonEnd(options.now, options.horizonDays);
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const total = { tasks: 0, created: 0 };
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const batch = await new TasksRepository(tx).claimForGeneration(until, batchSize);
      if (!batch.length) return null;
      return { tasks: batch.length, created: await generateForTasks(tx, batch, options.now, until) };
    });
    if (!done) return total;
    total.tasks += done.tasks;
    total.created += done.created;
    // A short batch means nothing else was waiting (or the rest is another process's).
    if (done.tasks < batchSize) return total;
  }
}
