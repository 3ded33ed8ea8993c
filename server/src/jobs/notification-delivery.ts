import type { FastifyInstance } from 'fastify';
import { deliverDueNotifications } from '../modules/notifications/deliver-notifications';

/**
 * Runs the notification delivery worker once at start and then every
 * NOTIFICATION_DELIVERY_INTERVAL_SECONDS in this process. Every process runs it (DECISIONS.md §1);
 * SKIP LOCKED keeps two from sending the same copy. A failed run is logged and the next one tries
 * again; closing the app stops the timer and waits for a run under way, so the database is not
 * closed beneath it.
 */
export function scheduleNotificationDelivery(app: FastifyInstance): void {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = deliverDueNotifications(app.database.db, app.messaging, new Date())
      .then((result) => {
        app.metrics.jobRan('notification delivery', 'ok');
        app.metrics.deliveries(result.sent, result.failed);
        if (result.sent || result.failed || result.retried) app.log.info(result, 'notifications delivered');
      })
      .catch((error: unknown) => {
        app.metrics.jobRan('notification delivery', 'failed');
        app.log.error({ err: error }, 'notification delivery failed');
      })
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    // unref: a pending run never keeps the process alive on its own.
    timer = setInterval(run, app.config.NOTIFICATION_DELIVERY_INTERVAL_SECONDS * 1000).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
