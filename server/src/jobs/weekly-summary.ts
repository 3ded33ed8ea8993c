import type { FastifyInstance } from 'fastify';
import { workspaceSummary } from '../modules/analytics/analytics.service';
import { sendWeeklySummaries } from '../modules/weekly-summary/send-weekly-summaries';
import { scheduleEvery } from './every';

/** Often enough that Monday 08:00 in any zone is met within the quarter hour; each run is one small query when nobody is due. */
const WEEKLY_SUMMARY_INTERVAL_MS = 15 * 60_000;

/**
 * Runs the weekly summary job at start and then every quarter of an hour in this process.
 * Every process may run it: the week a reader was sent is claimed by a unique row, so two never send
 * the same summary. A failed run is logged and the next one tries again; closing the app stops the
 * timer and waits for a run under way.
 */
export function scheduleWeeklySummary(app: FastifyInstance): void {
  scheduleEvery(app, {
    name: 'weekly summary',
    everyMs: WEEKLY_SUMMARY_INTERVAL_MS,
    run: () =>
      sendWeeklySummaries(app.database.db, {
        now: new Date(),
        summarize: workspaceSummary,
        publicUrl: app.config.PUBLIC_URL,
        onError: (error, reader) =>
          app.log.error(
            { err: error, userId: reader.id, workspaceId: reader.workspaceId },
            'weekly summary failed',
          ),
      }),
    report: (sent, done) => sent && done({ sent }),
  });
}
