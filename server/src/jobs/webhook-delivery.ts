import type { FastifyInstance } from 'fastify';
import { deliverDueWebhooks, pruneWebhookDeliveries } from '../modules/webhooks/deliver-webhooks';

const HOURLY_MS = 3_600_000;

/**
 * Runs the webhook worker once at start and then every WEBHOOK_DELIVERY_INTERVAL_SECONDS in this
 * process. Every process runs it; SKIP LOCKED keeps two from sending the same delivery. Once an hour
 * a run also drops the delivery log's old lines (deleting the same rows twice is harmless). A failed
 * run is logged and the next one tries again; closing the app waits for a run under way.
 */
export function scheduleWebhookDelivery(app: FastifyInstance): void {
  let running: Promise<void> | null = null;
  const options = {
    allowLoopback: app.config.WEBHOOKS_ALLOW_LOOPBACK,
    timeoutMs: app.config.WEBHOOK_TIMEOUT_MS,
  };
  let prunedAt = 0;
  const prune = async (now: Date) => {
    if (now.getTime() - prunedAt < HOURLY_MS) return;
    prunedAt = now.getTime();
    const deleted = await pruneWebhookDeliveries(app.database.db, now);
    if (deleted) app.log.info({ job: 'webhook log prune', deleted }, 'work job done');
  };
  const run = () => {
    if (running) return;
    const now = new Date();
    running = deliverDueWebhooks(app.database.db, options, now)
      .then(async (result) => {
        await prune(now);
        app.metrics.jobRan('webhook delivery', 'ok');
        app.metrics.webhookAttempts(result);
        if (result.sent || result.failed || result.retried || result.paused)
          app.log.info(result, 'webhooks delivered');
      })
      .catch((error: unknown) => {
        app.metrics.jobRan('webhook delivery', 'failed');
        app.log.error({ err: error }, 'webhook delivery failed');
      })
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    // unref: a pending run never keeps the process alive on its own.
    timer = setInterval(run, app.config.WEBHOOK_DELIVERY_INTERVAL_SECONDS * 1000).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
