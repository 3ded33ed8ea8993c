import type { FastifyInstance } from 'fastify';
import { deliverDueNotifications } from '../modules/notifications/deliver-notifications';
import { scheduleEvery } from './every';

/**
 * Runs the notification delivery worker once at start and then every
 * NOTIFICATION_DELIVERY_INTERVAL_SECONDS in this process. Every process runs it (DECISIONS.md §1);
 * SKIP LOCKED keeps two from sending the same copy. A failed run is logged and the next one tries
 * again; closing the app stops the timer and waits for a run under way, so the database is not
 * closed beneath it.
 */
export function scheduleNotificationDelivery(app: FastifyInstance): void {
  scheduleEvery(app, {
    name: 'notification delivery',
    everyMs: app.config.NOTIFICATION_DELIVERY_INTERVAL_SECONDS * 1000,
    run: () => deliverDueNotifications(app.database.db, app.messaging, new Date()),
    report: (result, done) => {
      app.metrics.deliveries(result.sent, result.failed);
      if (result.sent || result.failed || result.retried) done(result);
    },
  });
}
