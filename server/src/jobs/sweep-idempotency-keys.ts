import type { FastifyInstance } from 'fastify';
import { sweepIdempotencyKeys } from '../modules/idempotency/sweep-idempotency-keys';

const HOURLY_MS = 3_600_000;

/**
 * Sweeps expired idempotency keys once at start and then every hour in this process (DECISIONS.md
 * §1: every process runs the jobs; deleting the same old rows twice is harmless). Closing the app
 * stops the timer and waits for a sweep under way.
 */
export function scheduleIdempotencyKeySweep(app: FastifyInstance): void {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = sweepIdempotencyKeys(app.database.db)
      .then((deleted) => {
        app.metrics.jobRan('idempotency key sweep', 'ok');
        if (deleted) app.log.info({ job: 'idempotency key sweep', deleted }, 'work job done');
      })
      .catch((error: unknown) => {
        app.metrics.jobRan('idempotency key sweep', 'failed');
        app.log.error({ err: error, job: 'idempotency key sweep' }, 'work job failed');
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
