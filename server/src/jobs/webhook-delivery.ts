import type { FastifyInstance } from 'fastify';
import { deliverDueWebhooks, pruneWebhookDeliveries } from '../modules/webhooks/deliver-webhooks';
import { scheduleEvery } from './every';

const HOURLY_MS = 3_600_000;

/**
 * Runs the webhook worker once at start and then every WEBHOOK_DELIVERY_INTERVAL_SECONDS in this
 * process. Every process runs it; SKIP LOCKED keeps two from sending the same delivery. Once an hour
 * a run also drops the delivery log's old lines (deleting the same rows twice is harmless). A failed
 * run is logged and the next one tries again; closing the app waits for a run under way.
 */
export function scheduleWebhookDelivery(app: FastifyInstance): void {
  const options = {
    allowLoopback: app.config.WEBHOOKS_ALLOW_LOOPBACK,
    timeoutMs: app.config.WEBHOOK_TIMEOUT_MS,
  };
  let prunedAt = 0;
  scheduleEvery(app, {
    name: 'webhook delivery',
    everyMs: app.config.WEBHOOK_DELIVERY_INTERVAL_SECONDS * 1000,
    run: async () => {
      const now = new Date();
      const delivered = await deliverDueWebhooks(app.database.db, options, now);
      let pruned = 0;
      if (now.getTime() - prunedAt >= HOURLY_MS) {
        prunedAt = now.getTime();
        pruned = await pruneWebhookDeliveries(app.database.db, now);
      }
      return { ...delivered, pruned };
    },
    report: ({ pruned, ...delivered }, done) => {
      app.metrics.webhookAttempts(delivered);
      if (delivered.sent || delivered.failed || delivered.retried || delivered.paused || pruned)
        done({ ...delivered, pruned });
    },
  });
}
