import { randomUUID } from 'node:crypto';
import { apiKeyGrantableRights, LOCATION_NOTIFICATION_EVENTS, rightsFor } from '@cleanops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFeeds, webhookDeliveries, webhookEndpoints } from './db/schema';
import { png, staffOf, upload, workspaceOf } from './modules/files/files.fixtures';
import type { RouteAccessEntry } from './plugins/auth';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * The super admin's routes are the platform's, not a workspace's (DECISIONS.md §11): a workspace user
 * is refused them with 403 before any id is looked up, so they are checked apart from the 404 rule.
 */
const SUPER_RIGHTS = new Set<string>(rightsFor({ type: 'super', role: null, level: 'regular' }));
const isPlatformRoute = (route: RouteAccessEntry) => SUPER_RIGHTS.has(route.access);

/**
 * DECISIONS.md §2: a foreign id answers 404, exactly like one that does not exist. Generated from the
 * app's route table: every route that takes an id is called by the owner of a second workspace with
 * the real ids of the first, so a new id-taking route is covered (or this test names it) the day it
 * is added.
 */
let t: TestApp;
const ids: Record<string, string> = {};
let intruder: Record<string, string>;
let firstAuth: string;
/** An API key of the second workspace holding every right a key may hold: it sees no more than its owner. */
let intruderKey: Record<string, string>;

/** Which id a route's `:id` means, by the collection it sits under. */
const ID_BY_COLLECTION: Record<string, string> = {
  locations: 'location',
  rooms: 'room',
  checklists: 'checklist',
  files: 'file',
  teams: 'team',
  employees: 'employee',
  invite: 'invite',
  tasks: 'task',
  occurrences: 'occurrence',
  complaints: 'complaint',
  'booking-feeds': 'bookingFeed',
  bookings: 'booking',
  renewals: 'renewal',
  problems: 'problem',
  'api-keys': 'apiKey',
  webhooks: 'webhook',
};

/** Bodies that pass validation, so the answer comes from the lookup and nothing else. */
function bodyFor(method: string, url: string): object | undefined {
  if (!['POST', 'PUT', 'PATCH'].includes(method)) return undefined;
  const bodies: Record<string, object> = {
    'POST /api/locations/:id/state': { state: 'dirty' },
    'PUT /api/locations/:id/notification-settings': {
      enabled: false,
      events: Object.fromEntries(LOCATION_NOTIFICATION_EVENTS.map((e) => [e, false])),
    },
    'POST /api/locations/:id/rooms': { name: 'Stolen room' },
    'PATCH /api/rooms/:id': { name: 'Renamed' },
    'PUT /api/rooms/:id/checklists': { checklistIds: [] },
    'PATCH /api/checklists/:id': { name: 'Renamed' },
    'POST /api/rooms/:id/materials': { fileId: ids.file },
    'POST /api/locations/:id/client-instructions': { fileId: ids.file },
    'PATCH /api/teams/:id': { name: 'Renamed' },
    'PATCH /api/employees/:id': { level: 'head' },
    'POST /api/employees/:id/approve': { teamId: ids.team },
    'PATCH /api/locations/:id': { title: 'Renamed' },
    'PATCH /api/tasks/:id': { title: 'Renamed' },
    'POST /api/occurrences/:id/scan': { code: 'x' },
    'POST /api/occurrences/:id/checklist': { itemId: ids.task, done: true },
    'POST /api/occurrences/:id/photos': { fileId: ids.file, phase: 'before' },
    'POST /api/complaints/:id/convert': {},
    'POST /api/locations/:id/booking-feeds': { name: 'Stolen feed', url: 'https://example.com/x.ics' },
    'PATCH /api/booking-feeds/:id': { name: 'Renamed' },
    'POST /api/locations/:id/bookings': { checkIn: '2027-06-01', checkOut: '2027-06-03' },
    'PATCH /api/bookings/:id': { summary: 'Renamed' },
    'PATCH /api/webhooks/:id': { description: 'Renamed' },
    'POST /api/problems/:id/assign': { userId: ids.employee },
    'POST /api/problems/:id/contractor': {
      name: 'Stolen contractor',
      channel: 'email',
      address: 'fixer@example.com',
      language: 'en',
    },
    'POST /api/problems/:id/wont-fix': { reason: 'Not ours' },
  };
  return bodies[`${method} ${url}`] ?? {};
}

function concrete(url: string): string {
  // The collection `:id` sits under: /api/rooms/:id/…, /api/analytics/locations/:id/rooms/:roomId.
  const segments = url.split('/');
  const collection = segments[segments.indexOf(':id') - 1]!;
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const key =
      name === 'id'
        ? ID_BY_COLLECTION[collection]
        : name === 'fileId'
          ? 'file'
          : name === 'roomId'
            ? 'room'
            : name === 'deliveryId'
              ? 'webhookDelivery'
              : undefined;
    const id = key ? ids[key] : undefined;
    if (!id) throw new Error(`no id of the first workspace for :${name} in ${url}: add it to this test`);
    return id;
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const stamp = Date.now();
  const owner = await t.signIn(`iso-a-${stamp}@example.com`);
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: owner.auth, payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    return res.json() as { id: string } & Record<string, unknown>;
  };
  const location = await post('/api/locations', {
    title: 'Flat A',
    address: 'Abay 1, Almaty',
    type: 'rental',
    timezone: 'Asia/Almaty',
    checkoutTime: '12:00',
    cleaningDuration: 360,
    recleanAfter: 15,
    requirePhoto: false,
    requireReport: false,
    requireScan: false,
  });
  ids.location = location.id;
  ids.room = (await post(`/api/locations/${location.id}/rooms`, { name: 'Kitchen' })).id;
  ids.checklist = (await post('/api/checklists', { name: 'Kitchen daily', items: [{ text: 'Wipe' }] })).id;
  ids.file = ((await upload(t, owner.auth, await png(), 'plan.png')).json() as { id: string }).id;
  await post(`/api/rooms/${ids.room}/materials`, { fileId: ids.file });
  ids.workspace = await workspaceOf(t.db, owner.user.id);
  // Written directly: the endpoint's address (a public host) is not what this test is about.
  const [endpoint] = await t.db
    .insert(webhookEndpoints)
    .values({
      workspaceId: ids.workspace,
      url: 'https://hooks.example.com/in',
      events: ['job.finished'],
      secret: 'whsec_x',
    })
    .returning();
  ids.webhook = endpoint!.id;
  const [delivery] = await t.db
    .insert(webhookDeliveries)
    .values({ endpointId: endpoint!.id, eventId: randomUUID(), event: 'ping', body: '{}' })
    .returning();
  ids.webhookDelivery = delivery!.id;
  ids.owner = owner.user.id;
  const employee = await staffOf(t, ids.workspace, 'cleaner');
  ids.employee = employee.user.id;
  ids.team = (await post('/api/teams', { name: 'Team A', memberIds: [ids.employee] })).id;
  const [invite] = (await post('/api/invite', {
    contacts: [{ email: `iso-x-${stamp}@example.com` }],
  })) as unknown as {
    id: string;
  }[];
  ids.invite = invite!.id;
  const created = (await post('/api/tasks', {
    title: 'Mop the kitchen',
    kind: 'one_time',
    locationId: ids.location,
    roomIds: [ids.room],
    teamIds: [ids.team],
  })) as unknown as { items: { id: string }[] };
  ids.task = created.items[0]!.id;
  const jobs = await t.app.inject({
    url: `/api/occurrences?locationId=${ids.location}`,
    headers: owner.auth,
  });
  ids.occurrence = (jobs.json() as { items: { id: string }[] }).items[0]!.id;
  ids.complaint = (
    await post('/api/complaints', { roomId: ids.room, rating: 2, text: 'Dusty shelves', source: 'google' })
  ).id;
  // A feed (saved directly: its address is never fetched here) and a booking entered by hand.
  const [feed] = await t.db
    .insert(bookingFeeds)
    .values({
      workspaceId: ids.workspace,
      locationId: ids.location,
      name: 'Airbnb',
      url: 'https://example.com/a.ics',
    })
    .returning();
  ids.bookingFeed = feed!.id;
  ids.booking = (
    await post(`/api/locations/${ids.location}/bookings`, { checkIn: '2027-06-01', checkOut: '2027-06-03' })
  ).id;
  ids.renewal = (
    (await post('/api/subscriptions', { months: 3 })) as unknown as { renewals: { id: string }[] }
  ).renewals[0]!.id;
  const problemPhoto = ((await upload(t, owner.auth, await png(), 'leak.png')).json() as { id: string }).id;
  ids.problem = (
    await post('/api/problems', {
      locationId: ids.location,
      kind: 'damage',
      severity: 'blocks_use',
      text: 'Broken window',
      photoIds: [problemPhoto],
    })
  ).id;
  firstAuth = owner.auth.authorization;
  ids.apiKey = (
    (await post('/api/api-keys', { name: 'PMS sync', rights: ['get_locations'] })) as unknown as {
      key: { id: string };
    }
  ).key.id;
  intruder = (await t.signIn(`iso-b-${stamp}@example.com`)).auth;
  const keyRes = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: intruder,
    payload: {
      name: 'Intruder',
      rights: apiKeyGrantableRights(rightsFor({ type: 'owner', role: null, level: 'regular' })),
    },
  });
  expect(keyRes.statusCode, keyRes.body).toBe(201);
  intruderKey = { authorization: `Bearer ${(keyRes.json() as { secret: string }).secret}` };
});
afterAll(async () => t.close());

describe('another workspace (DECISIONS.md §2)', () => {
  for (const [who, headers] of [
    ['its owner', () => intruder],
    ['its API key', () => intruderKey],
  ] as const) {
    it(`gets 404 for every id of the first on every route that takes one (${who})`, async () => {
      const routes = t.app.routeAccess.filter(
        (r) => r.url.includes('/:') && r.access !== 'public' && !isPlatformRoute(r),
      );
      expect(routes.length).toBeGreaterThan(25);
      const leaks: string[] = [];
      for (const route of routes) {
        const payload = bodyFor(route.method, route.url);
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: headers(),
          ...(payload ? { payload } : {}),
        });
        // A key is refused a person's own calls and rights no key holds before any id is looked
        // up: that tells nothing either.
        const refusedAsKey =
          who === 'its API key' &&
          res.statusCode === 403 &&
          (route.personOnly || route.access === 'manage_integrations');
        if (res.statusCode !== 404 && !refusedAsKey)
          leaks.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      expect(leaks).toEqual([]);
    });
  }

  it("gets 403 on every super admin route, even with the first workspace's real ids", async () => {
    const routes = t.app.routeAccess.filter(isPlatformRoute);
    expect(routes.length).toBeGreaterThan(10);
    const realId = (url: string) =>
      url.includes('/admin/workspaces/')
        ? ids.workspace!
        : url.includes('/admin/users/')
          ? ids.owner!
          : randomUUID();
    const leaks: string[] = [];
    for (const route of routes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:(\w+)/g, () => realId(route.url)),
        headers: intruder,
        ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
      });
      if (res.statusCode !== 403) leaks.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(leaks).toEqual([]);
  });

  it('sees nothing of the first workspace through calendar addresses, and the first nothing of its', async () => {
    const first = { authorization: firstAuth };
    // A third workspace of its own, so the intruder's lists stay empty for the test after this one.
    const other = (await t.signIn(`iso-c-${Date.now()}@example.com`)).auth;
    const feedOf = async (url: string, auth: Record<string, string>) => {
      const made = await t.app.inject({ method: 'POST', url, headers: auth });
      expect(made.statusCode, made.body).toBe(200);
      const res = await t.app.inject({ url: new URL((made.json() as { url: string }).url).pathname });
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    };
    const firstLocationFeed = await feedOf(`/api/locations/${ids.location}/calendar-feed`, first);
    expect(firstLocationFeed).toContain(`UID:${ids.occurrence}@`);

    const post = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url, headers: other, payload });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
      return res.json() as { id: string };
    };
    const own = await post('/api/locations', {
      title: 'Flat B',
      address: 'Dostyk 5, Almaty',
      type: 'rental',
      timezone: 'Asia/Almaty',
      checkoutTime: '12:00',
      cleaningDuration: 360,
      recleanAfter: 15,
      requirePhoto: false,
      requireReport: false,
      requireScan: false,
    });
    const room = await post(`/api/locations/${own.id}/rooms`, { name: 'Hall' });
    await post('/api/tasks', {
      title: 'Wash the stairs',
      kind: 'one_time',
      locationId: own.id,
      roomIds: [room.id],
    });
    const feeds = [
      await feedOf('/api/profile/calendar-feed', other),
      await feedOf(`/api/locations/${own.id}/calendar-feed`, other),
    ];
    expect(feeds[1]).toContain('Wash the stairs');
    for (const feed of feeds) {
      expect(feed).not.toContain(ids.occurrence);
      expect(feed).not.toContain('Mop the kitchen');
      expect(feed).not.toContain('Flat A');
    }
    expect(firstLocationFeed).not.toContain('Wash the stairs');
  });

  it('left everything of the first workspace as it was', async () => {
    const owner = await t.app.inject({ url: `/api/rooms/${ids.room}`, headers: intruder });
    expect(owner.statusCode).toBe(404);
    const lists = [
      '/api/locations',
      '/api/checklists',
      '/api/teams',
      '/api/employees',
      '/api/invite/pending',
      '/api/tasks',
      '/api/occurrences',
      '/api/photo-reports',
      '/api/complaints',
      '/api/notifications',
      '/api/readiness',
    ];
    for (const url of lists) {
      const res = await t.app.inject({ url, headers: intruder });
      const body = res.json() as { items?: unknown[] } | unknown[];
      expect(Array.isArray(body) ? body : body.items, url).toEqual([]);
    }
    // The key's own workspace lists only its own key, never the first workspace's.
    const keys = await t.app.inject({ url: '/api/api-keys', headers: intruder });
    expect((keys.json() as { items: { name: string }[] }).items.map((k) => k.name)).toEqual(['Intruder']);
    for (const url of lists.filter((u) => u !== '/api/notifications')) {
      const res = await t.app.inject({ url, headers: intruderKey });
      const body = res.json() as { items?: unknown[] } | unknown[];
      expect(Array.isArray(body) ? body : body.items, `${url} by key`).toEqual([]);
    }
  });
});
