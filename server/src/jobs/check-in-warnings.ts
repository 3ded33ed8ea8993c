import type { FastifyInstance } from 'fastify';
import { sendCheckInWarnings } from '../modules/check-in-warnings/check-in-warnings';
import { scheduleEvery } from './every';

/** Every minute: a warning is due at an hour before a check-in, or at the check-in, to the minute. */
const CHECK_IN_WARNINGS_INTERVAL_MS = 60_000;

/**
 * The warnings of rentals not Ready before a check-in (DECISIONS.md §13), looked for at start and then
 * every minute in this process. Every process runs it: each warning is claimed by a unique row in the
 * transaction that raises it, so two never send the same one. A failed run is logged and the next one
 * tries again; closing the app stops the timer and waits for a run under way.
 */
export function scheduleCheckInWarnings(app: FastifyInstance): void {
  scheduleEvery(app, {
    name: 'check-in warnings',
    everyMs: CHECK_IN_WARNINGS_INTERVAL_MS,
    run: () => sendCheckInWarnings(app.database.db, new Date()),
    report: (sent, done) => sent && done({ sent }),
  });
}
