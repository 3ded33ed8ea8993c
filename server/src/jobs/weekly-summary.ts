import type { FastifyInstance } from 'fastify';
import { workspaceSummary } from '../modules/analytics/analytics.service';
import { sendWeeklySummaries } from '../modules/weekly-summary/send-weekly-summaries';

/** Often enough that Monday 08:00 in any zone is met within the quarter hour; each run is one small query when nobody is due. */
const WEEKLY_SUMMARY_INTERVAL_MS = 15 * 60_000;

/**
 * Runs the weekly summary job at start and then every quarter of an hour in this process.
 * Every process may run it: the week a reader was sent is claimed by a unique row, so two never send
 * the same summary. A failed run is logged and the next one tries again; closing the app stops the
 * timer and waits for a run under way.
 */
export function scheduleWeeklySummary(app: FastifyInstance): void {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = sendWeeklySummaries(app.database.db, {
      now: new Date(),
      summarize: workspaceSummary,
      publicUrl: app.config.PUBLIC_URL,
      onError: (error, reader) =>
        app.log.error(
          { err: error, userId: reader.id, workspaceId: reader.workspaceId },
          'weekly summary failed',
        ),
    })
      .then((sent) => {
        app.metrics.jobRan('weekly summary', 'ok');
        if (sent) app.log.info({ sent }, 'weekly summaries raised');
      })
      .catch((error: unknown) => {
        app.metrics.jobRan('weekly summary', 'failed');
        app.log.error({ err: error }, 'weekly summary failed');
      })
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    // unref: a pending run never keeps the process alive on its own.
    timer = setInterval(run, WEEKLY_SUMMARY_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
