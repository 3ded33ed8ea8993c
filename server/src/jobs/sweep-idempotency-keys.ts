import type { FastifyInstance } from 'fastify';
import { sweepIdempotencyKeys } from '../modules/idempotency/sweep-idempotency-keys';
import { scheduleEvery } from './every';

const HOURLY_MS = 3_600_000;

/**
 * Sweeps expired idempotency keys once at start and then every hour in this process (DECISIONS.md
 * §1: every process runs the jobs; deleting the same old rows twice is harmless). Closing the app
 * stops the timer and waits for a sweep under way.
 */
export function scheduleIdempotencyKeySweep(app: FastifyInstance): void {
  scheduleEvery(app, {
    name: 'idempotency key sweep',
    everyMs: HOURLY_MS,
    run: () => sweepIdempotencyKeys(app.database.db),
    report: (deleted, done) => deleted && done({ deleted }),
  });
}
