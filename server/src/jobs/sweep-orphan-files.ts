import type { FastifyInstance } from 'fastify';
import { sweepOrphanFiles } from '../modules/files/orphan-files';
import { scheduleEvery } from './every';

const HOURLY_MS = 3_600_000;

/**
 * Runs the orphan-file sweep once at start and then every hour in this process (DECISIONS.md §1: every
 * process runs the jobs, the sweep's advisory lock keeps them from doing it twice). Closing the app
 * stops the timer and waits for a sweep under way, so the database is not closed beneath it.
 */
export function scheduleOrphanFileSweep(app: FastifyInstance): void {
  scheduleEvery(app, {
    name: 'orphan file sweep',
    everyMs: HOURLY_MS,
    run: () => sweepOrphanFiles(app.database.db, app.fileStorage),
    report: (swept, done) => swept.deleted && done({ deleted: swept.deleted }),
  });
}
