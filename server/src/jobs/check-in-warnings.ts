import type { FastifyInstance } from 'fastify';
import { sendCheckInWarnings } from '../modules/check-in-warnings/check-in-warnings';

/** Every minute: a warning is due at an hour before a check-in, or at the check-in, to the minute. */
const CHECK_IN_WARNINGS_INTERVAL_MS = 60_000;

/**
 * The warnings of rentals not Ready before a check-in (DECISIONS.md §13), looked for at start and then
 * every minute in this process. Every process runs it: each warning is claimed by a unique row in the
 * transaction that raises it, so two never send the same one. A failed run is logged and the next one
 * tries again; closing the app stops the timer and waits for a run under way.
 */
export function scheduleCheckInWarnings(app: FastifyInstance): void {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = sendCheckInWarnings(app.database.db, new Date())
      .then((sent) => {
        app.metrics.jobRan('check-in warnings', 'ok');
        if (sent) app.log.info({ job: 'check-in warnings', sent }, 'work job done');
      })
      .catch((error: unknown) => {
        app.metrics.jobRan('check-in warnings', 'failed');
        app.log.error({ err: error, job: 'check-in warnings' }, 'work job failed');
      })
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    // unref: a pending run never keeps the process alive on its own.
    timer = setInterval(run, CHECK_IN_WARNINGS_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
