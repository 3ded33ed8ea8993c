import type { FastifyInstance } from 'fastify';
import { deliverDueWebhooks } from '../modules/webhooks/deliver-webhooks';

/**
 * Runs the webhook worker once at start and then every WEBHOOK_DELIVERY_INTERVAL_SECONDS in this
 * process. Every process runs it; SKIP LOCKED keeps two from sending the same delivery. A failed run
 * is logged and the next one tries again; closing the app waits for a run under way.
 */
export function scheduleWebhookDelivery(app: FastifyInstance): void {
  let running: Promise<void> | null = null;
  const options = {
    allowLoopback: app.config.WEBHOOKS_ALLOW_LOOPBACK,
    timeoutMs: app.config.WEBHOOK_TIMEOUT_MS,
  };
  const run = () => {
    if (running) return;
    running = deliverDueWebhooks(app.database.db, options, new Date())
      .then((result) => {
        app.metrics.jobRan('webhook delivery', 'ok');
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
