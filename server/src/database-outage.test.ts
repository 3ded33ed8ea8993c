import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklists } from './db/schema';
import { newOwner } from './test/factories';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * The database going away under writes (a PostgreSQL restart must not give 500s). The app's pool
 * reaches PostgreSQL through a TCP proxy of this test's own, which it cuts (every connection dropped,
 * new ones refused) and restores. PGlite runs in the process and cannot go away: PostgreSQL only.
 */
const POSTGRES = process.env.TEST_DATABASE_URL;

interface Proxy {
  port: number;
  /** Drops every connection and refuses new ones, as a stopped server does. */
  cut(): Promise<void>;
  /** Drops every connection and takes new ones without ever answering, as a vanished host does. */
  stall(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

async function startProxy(target: URL): Promise<Proxy> {
  const sockets = new Set<net.Socket>();
  let stalled = false;
  const server = net.createServer((client) => {
    if (stalled) {
      sockets.add(client);
      client.on('error', () => {});
      client.on('close', () => sockets.delete(client));
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(a);
      a.pipe(b);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        sockets.delete(a);
        b.destroy();
      });
    }
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  const cut = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };

  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port,
    cut,
    stall: () => {
      stalled = true;
      dropAll();
    },
    restore: async () => {
      if (stalled) {
        stalled = false;
        dropAll();
      }
      if (!server.listening) await listen(port);
    },
    close: cut,
  };
}

type Outcome = { name: string; status: number; body: string; retryAfter: unknown; phase: Phase };
type Phase = 'before' | 'cut' | 'restored';

describe.runIf(POSTGRES)('when PostgreSQL goes away under writes', () => {
  let proxy: Proxy;
  let t: TestApp;

  beforeAll(async () => {
    proxy = await startProxy(new URL(POSTGRES!));
    t = await createTestApp(
      {},
      {
        connectVia: (own) => {
          const through = new URL(own);
          through.hostname = '127.0.0.1';
          through.port = String(proxy.port);
          return through;
        },
      },
    );
  });
  afterAll(async () => {
    await proxy.restore().catch(() => {});
    await t.close();
    await proxy.close();
  });

  it('keeps every acknowledged write, refuses the rest with 503 and Retry-After, and recovers by itself', async () => {
    const owner = await newOwner(t);
    const outcomes: Outcome[] = [];
    let phase: Phase = 'before';
    let stop = false;
    const count = (status: number, during?: Phase) =>
      outcomes.filter((o) => o.status === status && (!during || o.phase === during)).length;

    async function writer(id: number) {
      for (let seq = 0; !stop; seq++) {
        const name = `Writer ${id} #${seq}`;
        const during = phase;
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/checklists',
          headers: owner.auth,
          payload: { name, items: [{ text: 'Wipe the counter' }] },
        });
        outcomes.push({
          name,
          status: res.statusCode,
          body: res.body,
          retryAfter: res.headers['retry-after'],
          phase: during,
        });
        // A refused writer backs off a little, as a client honouring Retry-After would (not 5 s: the test would crawl).
        if (res.statusCode === 503) await sleep(50);
      }
    }
    /** Polls until `done` holds; bounded so a broken app fails the test instead of hanging it. */
    async function until(done: () => boolean | Promise<boolean>, what: string) {
      for (let i = 0; i < 600; i++) {
        if (await done()) return;
        await sleep(50);
      }
      throw new Error(`gave up waiting: ${what}`);
    }
    const health = async () => (await t.app.inject({ url: '/api/health' })).statusCode;

    const writers = [1, 2, 3, 4].map(writer);
    await until(() => count(201) >= 20, 'writes before the cut');

    phase = 'cut';
    await proxy.cut();
    // Away for a couple of seconds, like a restart: pool reconnects keep failing all that time.
    const back = sleep(2_000);
    const healthDuringCut: number[] = [];
    await until(async () => {
      healthDuringCut.push(await health());
      return healthDuringCut.includes(503) && count(503, 'cut') >= 8;
    }, 'refusals while the database is away');
    await back;

    await proxy.restore();
    phase = 'restored';
    const healthAfter: number[] = [];
    await until(async () => {
      healthAfter.push(await health());
      return healthAfter.at(-1) === 200;
    }, 'health back to 200');
    await until(() => count(201, 'restored') >= 20, 'writes after the restore');
    stop = true;
    await Promise.all(writers);
    console.info(
      `database outage: ${outcomes.length} writes, ${count(201)} acknowledged, ${count(503)} refused (${count(503, 'cut')} while cut)`,
    );

    // Nothing but a write or a refusal: no 500, whatever a request was doing when the line went.
    const statuses = [...new Set(outcomes.map((o) => o.status))].sort();
    expect(statuses).toEqual([201, 503]);
    for (const refused of outcomes.filter((o) => o.status === 503)) {
      expect(JSON.parse(refused.body)).toEqual({
        code: 'service_unavailable',
        message: expect.any(String),
        details: { retryAfterSeconds: expect.any(Number) },
      });
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }
    // Every acknowledged write is there afterwards, through the same pool, without a restart.
    const stored = await t.db
      .select({ name: checklists.name })
      .from(checklists)
      .where(eq(checklists.workspaceId, owner.workspaceId));
    const storedNames = new Set(stored.map((r) => r.name));
    const acknowledged = outcomes.filter((o) => o.status === 201).map((o) => o.name);
    expect(acknowledged.filter((name) => !storedNames.has(name))).toEqual([]);
    expect(healthDuringCut).toContain(503);
    expect(healthAfter.at(-1)).toBe(200);
    // Reads and signed-in calls work again too (the session lookup went through the same outage).
    const list = await t.app.inject({ url: '/api/checklists?pageSize=1', headers: owner.auth });
    expect(list.statusCode).toBe(200);
  });

  it('answers 503 when the database takes connections but never answers, then serves again', async () => {
    const owner = await newOwner(t);
    proxy.stall();
    // The first round may meet pool connections the stall just dropped; the second must open new
    // ones and wait out the pool's connect timeout (10 s). An answer at all is the point.
    for (let round = 0; round < 2; round++) {
      const replies = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: '/api/checklists',
          headers: owner.auth,
          payload: { name: `Stalled ${round}` },
        }),
        t.app.inject({ url: '/api/checklists', headers: owner.auth }),
      ]);
      for (const res of replies) {
        expect([res.statusCode, res.json().code]).toEqual([503, 'service_unavailable']);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    await proxy.restore();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/checklists',
      headers: owner.auth,
      payload: { name: 'After' },
    });
    expect(again.statusCode).toBe(201);
  }, 60_000);
});
