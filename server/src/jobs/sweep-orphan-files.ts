import type { FastifyInstance } from 'fastify';
import { sweepOrphanFiles } from '../modules/files/orphan-files';

const HOURLY_MS = 3_600_000;

/**
 * Runs the orphan-file sweep once at start and then every hour in this process (DECISIONS.md §1: every
 * process runs the jobs, the sweep's advisory lock keeps them from doing it twice). Closing the app
 * stops the timer and waits for a sweep under way, so the database is not closed beneath it.
 */
export function scheduleOrphanFileSweep(app: FastifyInstance): void {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = sweepOrphanFiles(app.database.db, app.fileStorage)
      .then((result) => {
        app.metrics.jobRan('orphan file sweep', 'ok');
        if (result.deleted) app.log.info({ deleted: result.deleted }, 'orphan files swept');
      })
      .catch((error: unknown) => {
        app.metrics.jobRan('orphan file sweep', 'failed');
        app.log.error({ err: error }, 'orphan file sweep failed');
      })
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    // unref: a pending sweep never keeps the process alive on its own.
    timer = setInterval(run, HOURLY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
