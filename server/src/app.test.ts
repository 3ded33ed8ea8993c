import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { missingTranslations } from './db/schema';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('health', () => {
  it('reports the database up', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'up' });
  });

  it('answers 503 when the database cannot be reached', async () => {
    const database = openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', dataDir: null });
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.dataDir }),
      database,
    });
    try {
      const res = await app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'degraded', db: 'down' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('OpenAPI', () => {
  it('publishes an OpenAPI 3.1 document with every route and matches the committed copy', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const p of [
      '/api/login',
      '/api/login/code',
      '/api/logout',
      '/api/profile',
      '/api/profile/change/email/verify',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    const committed = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../openapi.json'), 'utf8'),
    );
    expect(doc).toEqual(committed);
  });

  it('serves a browsable reference page', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('conventions', () => {
  it('sends a strict Content-Security-Policy and other security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("tags every reply and log line with an id of ours, logging a caller's own id only beside it", async () => {
    const lines: Array<{ reqId?: string; clientRequestId?: string }> = [];
    // No database needed to see ids: one that refuses at once (health says 503) starts fastest.
    const database = openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', dataDir: null });
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir }),
      database,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    });
    try {
      const uuid = /^[0-9a-f-]{36}$/;
      const theirs = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
      const forged = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'x\u2028"} evil' } });
      for (const res of [theirs, forged]) expect(res.headers['x-request-id']).toMatch(uuid);
      const logged = (id: unknown) => lines.filter((l) => l.reqId === id);
      expect(logged(theirs.headers['x-request-id'])[0]?.clientRequestId).toBe('abc-123');
      expect(logged(forged.headers['x-request-id'])[0]).not.toHaveProperty('clientRequestId');
      expect(lines.some((l) => l.reqId === 'abc-123')).toBe(false);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers an unknown API path 404 in the error format, in the asked language', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here', headers: { 'accept-language': 'ru' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Ресурс не найден.', code: 'not_found' });
  });

  it('rate-limits per IP and says when to retry', async () => {
    const limited = await createTestApp({ CODE_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { type: 'email', email: 'x@y.co' },
        });
      await send();
      await send();
      const res = await send();
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('rate_limited');
      expect(res.json().details.retryAfterSeconds).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
    // A second app on its own embedded database: slow to boot on a busy machine.
  }, 120_000);
});

describe('rate limits shared through Redis', () => {
  // Each test boots apps of its own on embedded databases: slow on a busy machine, so a wider budget.
  const TWO_APPS_MS = 120_000;

  it(
    'answers 503 with Retry-After, not 500, while the shared counters cannot be reached',
    async () => {
      const down = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
      try {
        for (const request of [
          { method: 'GET' as const, url: '/api/availableMessagingTypes' },
          { method: 'POST' as const, url: '/api/login', payload: { type: 'email', email: 'redis@y.co' } },
        ]) {
          const res = await down.app.inject(request);
          expect([res.statusCode, res.json().code]).toEqual([503, 'service_unavailable']);
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      } finally {
        await down.close();
      }
    },
    TWO_APPS_MS,
  );

  it(
    'counts requests across two API processes when REDIS_URL is set',
    async () => {
      const redisUrl = 'redis://127.0.0.1:6379';
      const redis = new Redis(redisUrl);
      const stale = await redis.keys('cleanops-rl-*');
      if (stale.length) await redis.del(...stale);
      await redis.quit();
      const env = { REDIS_URL: redisUrl, CODE_RATE_LIMIT_PER_MINUTE: '2' };
      const a = await createTestApp(env);
      const b = await createTestApp(env);
      try {
        const send = (app: TestApp) =>
          app.app.inject({
            method: 'POST',
            url: '/api/login',
            payload: { type: 'email', email: 'shared@y.co' },
          });
        expect((await send(a)).statusCode).not.toBe(429);
        expect((await send(b)).statusCode).not.toBe(429);
        expect((await send(a)).statusCode).toBe(429);
      } finally {
        await a.close();
        await b.close();
      }
    },
    TWO_APPS_MS,
  );
});

describe('translations', () => {
  it('serves the translation files', async () => {
    const res = await t.app.inject({ url: '/locales/kk/common.json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).length).toBeGreaterThan(0);
  });

  it('records missing keys for translators and counts repeats', async () => {
    const post = () =>
      t.app.inject({ method: 'POST', url: '/locales/add/es/common', payload: { 'menu.reports': 'Reports' } });
    expect((await post()).statusCode).toBe(200);
    await post();
    const rows = await t.db.select().from(missingTranslations);
    expect(rows).toContainEqual(
      expect.objectContaining({ language: 'es', namespace: 'common', key: 'menu.reports', hits: 2 }),
    );
  });

  it('refuses an unknown language, a bad namespace and a non-object body', async () => {
    const bad = [
      { url: '/locales/add/de/common', payload: { a: 'b' } },
      { url: '/locales/add/en/..%2Fsecrets', payload: { a: 'b' } },
      { url: '/locales/add/en/common', payload: ['a'] },
    ];
    for (const req of bad) {
      const res = await t.app.inject({ method: 'POST', ...req });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('settings', () => {
  it('refuses to start in production without PUBLIC_URL, which QR codes and invitations carry', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', EMAIL_DRIVER: 'outbox' })).toThrow(
      'PUBLIC_URL: required when NODE_ENV=production',
    );
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://app.example.com' }).PUBLIC_URL).toBe(
      'https://app.example.com',
    );
  });
});
