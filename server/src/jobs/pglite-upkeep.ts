import type { FastifyInstance } from 'fastify';
import { upkeepPglite } from '../db/pglite-upkeep';

const EVERY_MS = 10 * 60_000;

/**
 * The embedded database's upkeep (statistics and dead rows) at start and every ten minutes; a
 * PostgreSQL server does this itself. Closing the app stops the timer and waits for a run under way.
 */
export function schedulePgliteUpkeep(app: FastifyInstance): void {
  if (app.database.kind !== 'pglite') return;
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = upkeepPglite(app.database.db)
      .then((done) => {
        app.metrics.jobRan('database upkeep', 'ok');
        if (done.analyzed.length > 0 || done.vacuumed.length > 0) {
          app.log.info({ job: 'database upkeep', ...done }, 'work job done');
        }
      })
      .catch((error: unknown) => {
        app.metrics.jobRan('database upkeep', 'failed');
        app.log.error({ err: error, job: 'database upkeep' }, 'work job failed');
      })
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
