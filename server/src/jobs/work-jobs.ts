import type { FastifyInstance } from 'fastify';
import { generateOccurrences } from '../modules/tasks/generate-occurrences';
import { markOverdueOccurrences } from '../modules/tasks/mark-overdue';
import { raiseNotPicked } from '../modules/tasks/not-picked';
import { markStaleRentalsDirty } from '../modules/tasks/rental-turnover';

/**
 * The work jobs of DECISIONS.md §7, run once at start and then every WORK_JOBS_INTERVAL_SECONDS in
 * this process: recurring tasks' horizon, overdue marking, stale rentals turning dirty, team jobs
 * nobody picked (taskNotPicked). Every process runs them (DECISIONS.md §1); their row locks keep two
 * from doing the same work. Each job's failure is logged and the others still run; closing the app
 * stops the timer and waits for a run under way, so the database is not closed beneath it.
 */
export function scheduleWorkJobs(app: FastifyInstance): void {
  const db = app.database.db;
  /** `job` answers how many rows it changed; a run that changed nothing is not worth a log line. */
  const step = async (name: string, job: () => Promise<number>) => {
    try {
      const changed = await job();
      app.metrics.jobRan(name, 'ok');
      if (changed) app.log.info({ job: name, changed }, 'work job done');
    } catch (error) {
      app.metrics.jobRan(name, 'failed');
      app.log.error({ err: error, job: name }, 'work job failed');
    }
  };
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    const now = new Date();
    running = (async () => {
      await step('generate occurrences', async () => {
        const result = await generateOccurrences(db, { now, horizonDays: app.config.TASK_HORIZON_DAYS });
        return result.created;
      });
      await step('mark overdue occurrences', () => markOverdueOccurrences(db, now));
      await step('mark stale rentals dirty', () => markStaleRentalsDirty(db, now));
      await step('report team jobs nobody picked', () => raiseNotPicked(db, now));
    })().finally(() => {
      running = null;
    });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    // unref: a pending run never keeps the process alive on its own.
    timer = setInterval(run, app.config.WORK_JOBS_INTERVAL_SECONDS * 1000).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
