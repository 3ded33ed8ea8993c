import type { FastifyInstance } from 'fastify';
import { upkeepPglite } from '../db/pglite-upkeep';
import { scheduleEvery } from './every';

const EVERY_MS = 10 * 60_000;

/**
 * The embedded database's upkeep (statistics and dead rows) at start and every ten minutes; a
 * PostgreSQL server does this itself. Closing the app stops the timer and waits for a run under way.
 */
export function schedulePgliteUpkeep(app: FastifyInstance): void {
  if (app.database.kind !== 'pglite') return;
  scheduleEvery(app, {
    name: 'database upkeep',
    everyMs: EVERY_MS,
    run: () => upkeepPglite(app.database.db),
    report: (upkept, done) => (upkept.analyzed.length || upkept.vacuumed.length) && done(upkept),
  });
}
