import type { Db } from '../../db/client';
import { TasksRepository } from './tasks.repository';

/**
 * Stores 'overdue' on open jobs past their due time (DECISIONS.md §7). The lists already count such
 * jobs as overdue before this runs; storing it keeps filters and analytics on an index. One UPDATE:
 * a second process running it at once waits on the rows and then finds them already overdue.
 */
export async function markOverdueOccurrences(db: Db, now: Date): Promise<number> {
  return new TasksRepository(db).markOverdue(now);
}
