import type { FastifyInstance } from 'fastify';
import { generateOccurrences } from '../modules/tasks/generate-occurrences';
import { markOverdueOccurrences } from '../modules/tasks/mark-overdue';
import { raiseNotPicked } from '../modules/tasks/not-picked';
import { markStaleRentalsDirty } from '../modules/tasks/rental-turnover';
import { everyInterval, runCounted } from './every';

/**
 * The work jobs of DECISIONS.md §7, run once at start and then every WORK_JOBS_INTERVAL_SECONDS in
 * this process: recurring tasks' horizon, overdue marking, stale rentals turning dirty, team jobs
 * nobody picked (taskNotPicked). Every process runs them (DECISIONS.md §1); their row locks keep two
 * from doing the same work. Each job's failure is logged and the others still run; closing the app
 * stops the timer and waits for a run under way, so the database is not closed beneath it.
 */
export function scheduleWorkJobs(app: FastifyInstance): void {
  const db = app.database.db;
  /** Each job answers how many rows it changed; a run that changed nothing is not worth a log line. */
  const changed = (count: number, done: (fields: object) => void) => count && done({ changed: count });
  everyInterval(app, app.config.WORK_JOBS_INTERVAL_SECONDS * 1000, async () => {
    const now = new Date();
    await runCounted(app, {
      name: 'generate occurrences',
      run: async () =>
        (await generateOccurrences(db, { now, horizonDays: app.config.TASK_HORIZON_DAYS })).created,
      report: changed,
    });
    await runCounted(app, {
      name: 'mark overdue occurrences',
      run: () => markOverdueOccurrences(db, now),
      report: changed,
    });
    await runCounted(app, {
      name: 'mark stale rentals dirty',
      run: () => markStaleRentalsDirty(db, now),
      report: changed,
    });
    await runCounted(app, {
      name: 'report team jobs nobody picked',
      run: () => raiseNotPicked(db, now),
      report: changed,
    });
  });
}
