import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints, files, missingTranslations } from './db/schema';
import { multipartBody } from './modules/files/files.fixtures';
import { readOutbox } from './modules/messaging/outbox.driver';
import { newOwner } from './test/factories';
import { createTestApp, type TestApp } from './test/test-app';
import { newWorkPlace } from './test/work-factories';

/**
 * Every limited route, with the spellings of its path a router treats as the same route
 * (`/%61pi/login` must not answer 200 once `/api/login` answers 429). Each spelling must count toward the
 * same limit; a spelling that is not the route (case differs) must be a 404 that runs nothing.
 */
const LIMITS = {
  RATE_LIMIT_MAX: 40,
  CODE_RATE_LIMIT_PER_MINUTE: 3,
  GUEST_COMPLAINTS_PER_IP_PER_HOUR: 3,
  GUEST_COMPLAINTS_PER_ROOM_PER_HOUR: 4,
};
/** Hard-wired in their routes: GET /public/rooms/{qrToken} and POST /locales/add/{lng}/{ns}. */
const PUBLIC_ROOM_MAX = 60;
const LOCALES_ADD_MAX = 30;

const encodeFirst = (s: string) => `%${s.charCodeAt(0).toString(16).toUpperCase()}${s.slice(1)}`;
/** Spellings the router takes for the route itself: each must share the plain path's counter. */
const SAME_ROUTE: Record<string, (path: string) => string> = {
  'percent-encoded': (p) => `/${encodeFirst(p.slice(1))}`,
  'percent-encoded, last segment': (p) =>
    p.replace(/\/([^/]+)$/, (_, last: string) => `/${encodeFirst(last)}`),
  'leading double slash': (p) => `/${p}`,
  'inner double slash': (p) => p.replace(/\/([^/]+)$/, '//$1'),
  'trailing slash': (p) => `${p}/`,
};
/** Not the route (paths are case-sensitive): our 404, and the handler never runs. */
const mixedCase = (p: string) => p.replace(/[a-z]/, (c) => c.toUpperCase());

interface LimitedRoute {
  name: string;
  method: 'GET' | 'POST';
  /** The plain path, asked once per scenario (a complaint scenario gets a room of its own). */
  path: () => string;
  /** The limit that applies first for one address. */
  max: number;
  /** A fresh, otherwise acceptable request each time (so no other rule answers 429). */
  request: () => Promise<{ payload?: unknown; headers?: Record<string, string> }>;
  /** What the handler would have left behind, for the 404 check. */
  traces?: () => Promise<number>;
}

let t: TestApp;
let auth: Record<string, string>;
let rooms: string[];
let n = 0;
const fresh = () => ++n;
/** Every scenario from an address of its own, so counters never mix. */
const freshIp = () => {
  const i = fresh();
  return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
};
const rowsOf = async (table: typeof complaints | typeof files | typeof missingTranslations) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;
const codesSent = async () => (await readOutbox(t.dataDir)).length;

beforeAll(async () => {
  t = await createTestApp(Object.fromEntries(Object.entries(LIMITS).map(([k, v]) => [k, String(v)])));
  const owner = await newOwner(t);
  auth = owner.auth;
  // One room per scenario: the per-room limit (4) must not be what answers a per-IP scenario.
  const place = await newWorkPlace(t, owner.workspaceId, {
    rooms: Array.from({ length: 20 }, (_, i) => `Room ${i}`),
    // Each complaint counted here is its own: joining a room's open one is guest-side.test.ts's.
    complaintMergeMinutes: 0,
  });
  rooms = place.rooms.map((r) => r.qrToken);
});
afterAll(async () => t.close());

const complaintBody = () => multipartBody([], { rating: '2', text: 'Sticky floor' });
let roomIndex = 0;
const nextRoom = () => rooms[roomIndex++]!;

const routes: LimitedRoute[] = [
  {
    name: 'POST /api/login',
    method: 'POST',
    path: () => '/api/login',
    max: LIMITS.CODE_RATE_LIMIT_PER_MINUTE,
    request: async () => ({ payload: { type: 'email', email: `rl${fresh()}@example.com` } }),
    traces: codesSent,
  },
  {
    name: 'POST /api/login/code',
    method: 'POST',
    path: () => '/api/login/code',
    max: LIMITS.CODE_RATE_LIMIT_PER_MINUTE * 2,
    request: async () => ({ payload: { email: `rl${fresh()}@example.com`, code: '000000' } }),
  },
  {
    name: 'GET /api/availableMessagingTypes (the general limit)',
    method: 'GET',
    path: () => '/api/availableMessagingTypes',
    max: LIMITS.RATE_LIMIT_MAX,
    request: async () => ({}),
  },
  {
    name: 'GET /api/checklists, signed in (the general limit)',
    method: 'GET',
    path: () => '/api/checklists',
    max: LIMITS.RATE_LIMIT_MAX,
    request: async () => ({ headers: auth }),
  },
  {
    name: 'POST /api/profile/change/email',
    method: 'POST',
    path: () => '/api/profile/change/email',
    max: LIMITS.CODE_RATE_LIMIT_PER_MINUTE,
    request: async () => ({ headers: auth, payload: { email: `new${fresh()}@example.com` } }),
    traces: codesSent,
  },
  {
    name: 'POST /api/uploads',
    method: 'POST',
    path: () => '/api/uploads',
    max: Math.floor(LIMITS.RATE_LIMIT_MAX / 5),
    request: async () => {
      // Not an image: refused after the limit has counted it, and nothing to decode.
      const body = await multipartBody([{ filename: 'note.txt', bytes: Buffer.from('plain text') }]);
      return { headers: { ...auth, ...body.headers }, payload: body.payload };
    },
    traces: () => rowsOf(files),
  },
  {
    name: 'GET /api/public/rooms/{qrToken}',
    method: 'GET',
    path: () => `/api/public/rooms/${rooms[0]}`,
    max: Math.min(PUBLIC_ROOM_MAX, LIMITS.RATE_LIMIT_MAX),
    request: async () => ({}),
  },
  {
    name: 'POST /locales/add/{lng}/{ns}',
    method: 'POST',
    path: () => '/locales/add/en/common',
    max: Math.min(LOCALES_ADD_MAX, LIMITS.RATE_LIMIT_MAX),
    request: async () => ({ payload: { [`rate.limit.${fresh()}`]: 'x' } }),
    traces: () => rowsOf(missingTranslations),
  },
  {
    name: 'POST /api/public/rooms/{qrToken}/complaints (per IP)',
    method: 'POST',
    path: () => `/api/public/rooms/${nextRoom()}/complaints`,
    max: LIMITS.GUEST_COMPLAINTS_PER_IP_PER_HOUR,
    request: async () => {
      const body = await complaintBody();
      return { headers: body.headers, payload: body.payload };
    },
    traces: () => rowsOf(complaints),
  },
];

async function send(route: LimitedRoute, url: string, ip: string) {
  const { payload, headers } = await route.request();
  return t.app.inject({
    method: route.method,
    url,
    headers,
    payload: payload as string | object | undefined,
    remoteAddress: ip,
  });
}
const isLimited = (res: { statusCode: number; json: () => { code?: string } }) =>
  res.statusCode === 429 && res.json().code === 'rate_limited';

describe.each(routes)('$name', (route) => {
  it.each(Object.entries(SAME_ROUTE))('counts the %s spelling with the plain one', async (_, spell) => {
    const ip = freshIp();
    const plain = route.path();
    const other = spell(plain);
    expect(other).not.toBe(plain);
    // Alternating: a spelling with a counter of its own would still be under its limit at the end.
    for (let i = 0; i < route.max; i++) {
      const res = await send(route, i % 2 === 0 ? other : plain, ip);
      expect(isLimited(res), `request ${i + 1} of ${route.max}: ${res.body}`).toBe(false);
      expect(res.statusCode, res.body).not.toBe(404);
    }
    const refusedOther = await send(route, other, ip);
    expect(isLimited(refusedOther), `${other}: ${refusedOther.body}`).toBe(true);
    expect(refusedOther.headers['retry-after']).toBeDefined();
    expect(isLimited(await send(route, plain, ip))).toBe(true);
  });

  it('answers a path in other letter case 404 without running the route', async () => {
    const ip = freshIp();
    const url = mixedCase(route.path());
    const before = await route.traces?.();
    for (let i = 0; i <= route.max; i++) {
      const res = await send(route, url, ip);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', message: expect.any(String) });
    }
    expect(await route.traces?.()).toBe(before);
  });
});

describe('POST /api/public/rooms/{qrToken}/complaints (per room)', () => {
  it.each(Object.entries(SAME_ROUTE))('counts the %s spelling with the plain one', async (_, spell) => {
    const room = nextRoom();
    const plain = `/api/public/rooms/${room}/complaints`;
    const other = spell(plain);
    const post = async (url: string) => {
      const body = await complaintBody();
      // Each from an address of its own: only the room's count can refuse them.
      return t.app.inject({
        method: 'POST',
        url,
        headers: body.headers,
        payload: body.payload,
        remoteAddress: freshIp(),
      });
    };
    for (let i = 0; i < LIMITS.GUEST_COMPLAINTS_PER_ROOM_PER_HOUR; i++) {
      expect((await post(i % 2 === 0 ? other : plain)).statusCode).toBe(201);
    }
    expect(isLimited(await post(other))).toBe(true);
    expect(isLimited(await post(plain))).toBe(true);
    // The token in another spelling of itself is the same room, not a fresh count.
    const token = `/api/public/rooms/${encodeFirst(room)}/complaints`;
    expect(isLimited(await post(token))).toBe(true);
    const stored = await t.db.select({ n: count() }).from(complaints);
    expect(stored[0]!.n).toBeGreaterThan(0);
  });
});

describe('the general limit', () => {
  it('counts calls with a made-up token before looking the session up', async () => {
    const ip = freshIp();
    const bogus = { authorization: 'Bearer made-up' };
    for (let i = 0; i < LIMITS.RATE_LIMIT_MAX; i++) {
      const res = await t.app.inject({ url: '/api/checklists', headers: bogus, remoteAddress: ip });
      expect(res.statusCode).toBe(401);
    }
    const refused = await t.app.inject({ url: '/api/checklists', headers: bogus, remoteAddress: ip });
    expect(isLimited(refused)).toBe(true);
  });

  it('leaves the health probe and the web app out of it', async () => {
    const ip = freshIp();
    for (let i = 0; i <= LIMITS.RATE_LIMIT_MAX; i++) {
      expect((await t.app.inject({ url: '/api/health', remoteAddress: ip })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/locales/en/common.json', remoteAddress: ip })).statusCode).toBe(
        200,
      );
    }
  });
});

describe('paths that are not a route', () => {
  it('answer our 404 for an API path in any spelling, never the web app or a source map', async () => {
    for (const url of ['/API/checklists', '//Api//login', '/%41pi/login', '/assets/index.js.map']) {
      const res = await t.app.inject({ url });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 404, 'not_found']);
    }
  });

  it('keep the stored traces of a route unchanged', async () => {
    const before = await rowsOf(missingTranslations);
    const res = await t.app.inject({
      method: 'POST',
      url: '/Locales/add/en/common',
      payload: { 'never.stored': 'x' },
    });
    expect(res.statusCode).toBe(404);
    expect(await rowsOf(missingTranslations)).toBe(before);
    const kept = await t.db
      .select()
      .from(missingTranslations)
      .where(eq(missingTranslations.key, 'never.stored'));
    expect(kept).toEqual([]);
  });
});
