import type { Db } from '../../db/client';
import { emitJobWebhooks } from '../occurrences/job-webhooks';
import { TasksRepository } from './tasks.repository';

/**
 * Stores 'overdue' on open jobs past their due time (DECISIONS.md §7) and tells webhooks listening
 * to job.missed, in the same transaction. The lists already count such jobs as overdue before this
 * runs; storing it keeps filters and analytics on an index. One UPDATE: a second process running it
 * at once waits on the rows and then finds them already overdue, so each job is told once.
 */
export async function markOverdueOccurrences(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const marked = await new TasksRepository(tx).markOverdue(now);
    await emitJobWebhooks(tx, 'job.missed', marked);
    return marked.length;
  });
}
