import { timingSafeEqual } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../errors';

/**
 * What the process is doing, for Prometheus: GET /metrics in its text format. Off unless
 * METRICS_TOKEN is set, and then only with `Authorization: Bearer <token>`: request counts by route
 * carry the shape of the product's use, not for everyone to read. One registry per app, so two apps in
 * one process (tests, the two-process check) never mix their counts.
 */
export interface AppMetrics {
  registry: Registry;
  /** A background job's run: `ok`, or `failed` when it threw. */
  jobRan(job: string, outcome: 'ok' | 'failed'): void;
  /** Copies of notifications a delivery run sent, or gave up on. */
  deliveries(sent: number, failed: number): void;
  /** Webhook attempts of a run: sent, failed for now (to be retried), or given up on. */
  webhookAttempts(result: { sent: number; retried: number; failed: number }): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** Seconds; the product's calls mostly answer in tens of milliseconds, uploads and analytics in seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The route as registered (`/api/locations/:locationId`), never the URL as sent: ids in the label would
 * make one series per location. Web pages and files the router did not match are one label each.
 */
function routeLabel(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route) return route;
  return request.url.startsWith('/api') ? 'unmatched' : 'web';
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default fp(async function metrics(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'cleanops_' });

  const requests = new Counter({
    name: 'cleanops_http_requests_total',
    help: 'HTTP requests answered, by route, method and status',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'cleanops_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route, method and status',
    labelNames: ['route', 'method', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'cleanops_rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit or a code cap, by route',
    labelNames: ['route'],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'cleanops_job_runs_total',
    help: 'Background job runs in this process, by job and outcome (ok, failed)',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const deliveries = new Counter({
    name: 'cleanops_notification_deliveries_total',
    help: 'Notification copies this process sent or gave up on, by outcome (sent, failed)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  /** A gauge read from the database at each scrape: one count over all processes. */
  const countGauge = (name: string, help: string, query: SQL) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        try {
          const result = await app.database.db.execute(query);
          this.set(Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0));
        } catch {
          // The database being down is the health check's news; the scrape still answers.
        }
      },
    });
  countGauge(
    'cleanops_notification_queue_depth',
    'Notification copies waiting to be sent (all processes)',
    sql`select count(*)::int as n from notification_deliveries where state = 'pending'`,
  );
  const webhookAttempts = new Counter({
    name: 'cleanops_webhook_attempts_total',
    help: 'Webhook delivery attempts of this process, by outcome (sent, retried, failed = given up)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  countGauge(
    'cleanops_webhook_queue_depth',
    'Webhook deliveries waiting to be sent to enabled endpoints (all processes)',
    sql`select count(*)::int as n from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
        where d.state = 'pending' and e.paused_reason is null`,
  );
  const pool = app.database.poolStats;
  if (pool) {
    new Gauge({
      name: 'cleanops_db_pool_connections',
      help: 'Database connections of this process, by state (total, idle, waiting = requests queued for one)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = pool();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  app.decorate('metrics', {
    registry,
    jobRan: (job, outcome) => jobRuns.inc({ job, outcome }),
    deliveries: (sent, failed) => {
      if (sent) deliveries.inc({ outcome: 'sent' }, sent);
      if (failed) deliveries.inc({ outcome: 'failed' }, failed);
    },
    webhookAttempts: ({ sent, retried, failed }) => {
      if (sent) webhookAttempts.inc({ outcome: 'sent' }, sent);
      if (retried) webhookAttempts.inc({ outcome: 'retried' }, retried);
      if (failed) webhookAttempts.inc({ outcome: 'failed' }, failed);
    },
  } satisfies AppMetrics);

  app.addHook('onResponse', async (request, reply) => {
    const labels = { route: routeLabel(request), method: request.method, status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ route: labels.route });
  });
});

/** GET /metrics, registered after the error handler so its 401 and 404 have the usual shape. */
export async function metricsRoutes(app: FastifyInstance) {
  const token = app.config.METRICS_TOKEN;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) throw new AppError('not_found');
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) throw new AppError('unauthenticated');
    return reply
      .header('cache-control', 'no-store')
      .type(app.metrics.registry.contentType)
      .send(await app.metrics.registry.metrics());
  });
}
