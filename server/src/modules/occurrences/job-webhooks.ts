import type { Tx } from '../../db/client';
import { emitWebhooks, type WebhookSubject } from '../webhooks/emit';
import { jobWebhookObjects } from './occurrences.service';

/** The webhook events whose object is a job, as GET /occurrences lists it. */
export type JobWebhookEvent = 'job.finished' | 'job.missed' | 'turnover.created' | 'turnover.cancelled';

/** Tells the endpoints listening to `event` about these jobs, in the caller's transaction. */
export function emitJobWebhooks(tx: Tx, event: JobWebhookEvent, jobs: WebhookSubject[]): Promise<number> {
  return emitWebhooks(tx, event, jobs, (ids, _ownerId, workspaceId) =>
    jobWebhookObjects(tx, workspaceId, ids),
  );
}
