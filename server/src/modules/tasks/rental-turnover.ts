import { randomUUID } from 'node:crypto';
import type { TTaskChecklistItem } from '@cleanops/contracts';
import type { Db, Tx } from '../../db/client';
import type { LocationRow } from '../../db/schema';
import { TASK_TITLES } from '../../i18n/task-titles';
import { recordLog } from '../logs/logs.repository';
import { raiseNotification } from '../notifications/raise';
import { emitJobWebhooks, emitRemovedJobWebhooks } from '../occurrences/job-webhooks';
import { TasksRepository } from './tasks.repository';

const BATCH_SIZE = 100;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

type TurnoverLocation = Pick<
  LocationRow,
  'id' | 'workspaceId' | 'teamId' | 'cleaningDuration' | 'requireScan' | 'requirePhoto'
>;

/**
 * A rental turned dirty gets its cleaning job (DECISIONS.md §7): a one-time task of origin 'turnover'
 * for the location's team, all its rooms and the items of their checklists, due within the cleaning
 * duration; unless a turnover job of the location is still unfinished. The caller holds the
 * location's row lock, so two marks never both create one. Answers the new task's id, or null.
 */
export async function createTurnoverJob(
  tx: Tx,
  location: TurnoverLocation,
  now: Date,
  createdBy: string | null,
): Promise<string | null> {
  const repo = new TasksRepository(tx);
  if (await repo.hasUnfinishedTurnover(location.id, now)) return null;
  const language = await repo.ownerLanguage(location.workspaceId);
  const places = await repo.roomsWithChecklistItems(location.id);
  // Each line gets an id of its own: a checklist attached to two rooms is two sets of lines to tick,
  // named by room when there is more than one room.
  const checklist: TTaskChecklistItem[] = places.flatMap((room) =>
    room.items.map((item) => ({
      id: randomUUID(),
      text: places.length > 1 ? `${room.name}: ${item.text}` : item.text,
    })),
  );
  const dueAt = new Date(now.getTime() + location.cleaningDuration * MINUTE_MS);
  const task = await repo.insert({
    workspaceId: location.workspaceId,
    locationId: location.id,
    // Kept as a kind, read in each reader's language; the text stored is the owner's, for whatever
    // reads the title alone (sorting, an old copy on a phone).
    title: TASK_TITLES.turnover[language ?? 'ru'],
    titleKey: 'turnover',
    type: 'working',
    kind: 'one_time',
    origin: 'turnover',
    startsAt: now,
    dueAt,
    teamId: location.teamId,
    checklist,
    requireScan: location.requireScan,
    requirePhoto: location.requirePhoto,
    createdBy,
  });
  await repo.setRooms(
    task.id,
    places.map((room) => room.id),
  );
  await repo.insertOccurrences([
    { workspaceId: location.workspaceId, taskId: task.id, locationId: location.id, startsAt: now, dueAt },
  ]);
  await emitJobWebhooks(tx, 'turnover.created', [
    { workspaceId: location.workspaceId, id: await repo.occurrenceOfTask(task.id) },
  ]);
  if (location.teamId) {
    await raiseNotification(tx, {
      event: 'taskAssignedTeam',
      workspaceId: location.workspaceId,
      locationId: location.id,
      actorId: createdBy,
      recipients: { teamMembersOf: location.teamId },
      data: { taskId: task.id, taskTitle: task.title, taskTitleKey: task.titleKey },
    });
  }
  return task.id;
}

/**
 * A rental marked clean by hand needs no cleaning: its turnover jobs nobody has started go (their
 * tasks with them). A started one stays, and finishing it changes nothing more (DECISIONS.md §7).
 */
export async function removeNotStartedTurnoverJobs(tx: Tx, locationId: string, now: Date): Promise<number> {
  const removed = await new TasksRepository(tx).removeNotStartedTurnovers(locationId, now);
  await emitRemovedJobWebhooks(tx, 'turnover.cancelled', removed);
  return removed.length;
}

/**
 * Finishing a turnover job makes its rental clean again (DECISIONS.md §7). Called by the job flow
 * inside the transaction that finishes the occurrence.
 */
export async function markRentalCleanAfterTurnover(tx: Tx, locationId: string, at: Date): Promise<void> {
  await new TasksRepository(tx).markRentalClean(locationId, at);
}

/**
 * The reclean job (DECISIONS.md §7): a clean rental untouched for `reclean_after` days becomes dirty,
 * with its turnover job. Each batch locks its locations with SKIP LOCKED, so two processes never
 * take the same one; a location being edited is left for the next run. Answers how many turned dirty.
 */
export async function markStaleRentalsDirty(db: Db, now: Date, batchSize = BATCH_SIZE): Promise<number> {
  let marked = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const repo = new TasksRepository(tx);
      const stale = await repo.claimStaleRentals(now, batchSize);
      for (const location of stale) {
        await repo.setRentalState(location.id, 'dirty', now);
        await createTurnoverJob(tx, location, now, null);
        await recordLog(tx, {
          action: 'update_location',
          data: {
            workspaceId: location.workspaceId,
            locationId: location.id,
            state: 'dirty',
            reason: 'reclean_after',
            idleDays: Math.floor((now.getTime() - location.stateChangedAt.getTime()) / DAY_MS),
          },
        });
      }
      return stale.length;
    });
    marked += count;
    if (count < batchSize) return marked;
  }
}
