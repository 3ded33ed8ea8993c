import type { FastifyInstance } from 'fastify';
import { sendSubscriptionEndingNotices } from '../modules/subscriptions/subscription-notices';

/**
 * The owners' "subscription ends in 7 days / 1 day" notices (DECISIONS.md §11), looked for at start
 * and then every WORK_JOBS_INTERVAL_SECONDS. Every process runs it; the periods' row locks and the
 * notice each period remembers keep a notice from going twice. Closing the app waits for a run.
 */
export function scheduleSubscriptionReminders(app: FastifyInstance): void {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = sendSubscriptionEndingNotices(app.database.db, new Date())
      .then((sent) => {
        app.metrics.jobRan('subscription reminders', 'ok');
        if (sent) app.log.info({ job: 'subscription reminders', sent }, 'work job done');
      })
      .catch((error) => {
        app.metrics.jobRan('subscription reminders', 'failed');
        app.log.error({ err: error, job: 'subscription reminders' }, 'work job failed');
      })
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, app.config.WORK_JOBS_INTERVAL_SECONDS * 1000).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
