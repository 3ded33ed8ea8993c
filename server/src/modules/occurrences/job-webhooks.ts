import type { Tx } from '../../db/client';
import type { OccurrenceRow } from '../../db/schema';
import { emitWebhooks } from '../webhooks/emit';
import { jobWebhookObjects } from './occurrences.service';

/** The webhook events whose object is a job, as GET /occurrences lists it. */
export type JobWebhookEvent = 'job.finished' | 'job.missed' | 'turnover.created' | 'turnover.cancelled';

/** Tells the endpoints listening to `event` about these jobs, in the caller's transaction. */
export function emitJobWebhooks(
  tx: Tx,
  event: JobWebhookEvent,
  jobs: { workspaceId: string; id: string }[],
): Promise<number> {
  return emitWebhooks(tx, event, jobs, (ids, _ownerId, workspaceId) =>
    jobWebhookObjects(tx, workspaceId, ids),
  );
}

/** The same for jobs just deleted, from the rows their delete returned. */
export function emitRemovedJobWebhooks(
  tx: Tx,
  event: JobWebhookEvent,
  removed: OccurrenceRow[],
): Promise<number> {
  return emitWebhooks(tx, event, removed, (ids, _ownerId, workspaceId) =>
    jobWebhookObjects(
      tx,
      workspaceId,
      removed.filter((row) => ids.includes(row.id)),
    ),
  );
}
