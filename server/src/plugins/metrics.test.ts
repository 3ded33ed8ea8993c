import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, webhookDeliveries, webhookEndpoints, workspaces } from '../db/schema';
import { newOwner } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/** GET /metrics: what an operator's Prometheus scrapes, and only with the token. */
const TOKEN = 'metrics-token-for-tests-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN, CODE_RATE_LIMIT_PER_MINUTE: '1' });
}, 60_000);
afterAll(() => t?.close());

const scrape = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};

/** The value of one series, e.g. value(body, 'cleanops_http_requests_total{route="/api/health",…}'). */
function value(body: string, series: string): number | undefined {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('answers only with the token: 401 without it or with another', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-the-same-kind-0123', `Basic ${TOKEN}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('unauthenticated');
      expect(res.body).not.toContain('cleanops_http_requests_total');
    }
  });

  it('counts requests by the route as registered, never by the ids in the address', async () => {
    const owner = await newOwner(t);
    const series = (status: number) =>
      `cleanops_http_requests_total{route="/api/locations/:id",method="GET",status="${status}"}`;
    const before = value(await scrape(), series(404)) ?? 0;
    for (let i = 0; i < 3; i++)
      await t.app.inject({ method: 'GET', url: `/api/locations/${randomUUID()}`, headers: owner.auth });

    const body = await scrape();
    expect(value(body, series(404))).toBe(before + 3);
    expect(body).not.toMatch(/route="\/api\/locations\/[0-9a-f]{8}-/);
    expect(
      value(
        body,
        'cleanops_http_request_duration_seconds_count{route="/api/locations/:id",method="GET",status="404"}',
      ),
    ).toBe(before + 3);
  });

  it('counts rate-limit refusals by route', async () => {
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { type: 'email', email: 'metrics@example.com' },
      });
    const before = value(await scrape(), 'cleanops_rate_limit_refusals_total{route="/api/login"}') ?? 0;
    // One login a minute per address: the second at the latest is refused.
    const answers = [await login(), await login()].map((r) => r.statusCode);
    expect(answers).toContain(429);

    expect(value(await scrape(), 'cleanops_rate_limit_refusals_total{route="/api/login"}')).toBe(
      before + answers.filter((status) => status === 429).length,
    );
  });

  it('reports the delivery queue, the process and, on PostgreSQL, the connection pool', async () => {
    const body = await scrape();
    expect(value(body, 'cleanops_notification_queue_depth')).toBeGreaterThanOrEqual(0);
    expect(value(body, 'cleanops_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(body).toContain('# TYPE cleanops_job_runs_total counter');
    if (process.env.TEST_DATABASE_URL)
      expect(value(body, 'cleanops_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    else expect(body).not.toContain('cleanops_db_pool_connections');
  });
});

describe('webhook deliveries in /metrics', () => {
  it('counts the deliveries waiting for enabled endpoints, not those of a paused one', async () => {
    // Rows of their own: this app's sign-in allows one code a minute, spent by the tests above.
    const [user] = await t.db
      .insert(users)
      .values({ type: 'owner', email: `hooks-${randomUUID()}@example.com` })
      .returning();
    const [workspace] = await t.db.insert(workspaces).values({ ownerId: user!.id }).returning();
    const owner = { workspaceId: workspace!.id };
    const endpoint = (id: string, pausedReason: 'manual' | null) => ({
      id,
      workspaceId: owner.workspaceId,
      url: 'https://hooks.example.com/in',
      events: ['job.finished' as const],
      secret: 'whsec_x',
      pausedReason,
    });
    const [enabled, paused] = [randomUUID(), randomUUID()];
    await t.db.insert(webhookEndpoints).values([endpoint(enabled, null), endpoint(paused, 'manual')]);
    const waiting = (endpointId: string) => ({
      endpointId,
      eventId: randomUUID(),
      event: 'ping',
      body: '{}',
    });
    await t.db
      .insert(webhookDeliveries)
      .values([
        waiting(enabled),
        waiting(enabled),
        waiting(paused),
        { ...waiting(enabled), state: 'sent' as const },
      ]);
    expect(value(await scrape(), 'cleanops_webhook_queue_depth')).toBe(2);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not there at all', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  }, 120_000);
});
