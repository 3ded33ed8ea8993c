import { randomUUID } from 'node:crypto';
import { LOCATION_NOTIFICATION_EVENTS } from '@cleanops/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs, rooms, subscriptions } from '../../db/schema';
import * as factories from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

let n = 0;
const _freshEmail = () => `loc${++n}-${Date.now()}@example.com`;
const call = (headers: Headers, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as object });

const newOwner = () => factories.newOwner(t);

const newStaff = (
  workspaceId: string,
  role: 'admin' | 'manager' | 'cleaner' | null,
  level: 'regular' | 'head' = 'regular',
) => factories.newEmployee(t, workspaceId, role, { level });

const rental = (overrides: Record<string, unknown> = {}) => ({
  title: 'Flat on Abay 10',
  address: 'Abay avenue 10, Almaty',
  type: 'rental',
  timezone: 'Asia/Almaty',
  checkoutTime: '12:00',
  cleaningDuration: 360,
  recleanAfter: 15,
  requirePhoto: false,
  requireReport: false,
  requireScan: false,
  ...overrides,
});
const restaurant = (overrides: Record<string, unknown> = {}) =>
  rental({ title: 'Dastarkhan restaurant', type: 'commercial', commercialKind: 'restaurant', ...overrides });

async function newLocation(headers: Headers, body: Record<string, unknown> = rental()) {
  const res = await call(headers, 'POST', '/api/locations', body);
  if (res.statusCode !== 201) throw new Error(`create location failed: ${res.body}`);
  return res.json();
}

describe('POST /locations', () => {
  it('creates a rental with the defaults, no team, no rooms and a signed QR sheet link, and logs it', async () => {
    const owner = await newOwner();
    const res = await call(
      owner.auth,
      'POST',
      '/api/locations',
      rental({ latitude: 43.24, longitude: 76.91 }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Flat on Abay 10',
      type: 'rental',
      commercialKind: null,
      latitude: 43.24,
      longitude: 76.91,
      timezone: 'Asia/Almaty',
      checkoutTime: '12:00',
      state: 'clean',
      team: null,
      roomsCount: 0,
    });
    expect(body.qrSheetUrl).toMatch(new RegExp(`^/api/locations/${body.id}/qr-sheet\\.pdf\\?uid=.+&sig=`));
    const logged = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.userId, owner.user.id), eq(logs.action, 'create_location')));
    expect(logged[0]?.data).toMatchObject({ locationId: body.id, workspaceId: owner.workspaceId });
  });

  it('keeps a rental dirty when created dirty, but a commercial location is always clean', async () => {
    const owner = await newOwner();
    expect((await newLocation(owner.auth, rental({ state: 'dirty' }))).state).toBe('dirty');
    const shop = await newLocation(owner.auth, restaurant({ state: 'dirty' }));
    expect(shop).toMatchObject({ type: 'commercial', commercialKind: 'restaurant', state: 'clean' });
  });

  it.each([
    ['no title', rental({ title: undefined }), 'body.title'],
    [
      'a commercial location without its kind',
      restaurant({ commercialKind: undefined }),
      'body.commercialKind',
    ],
    ['a rental with a commercial kind', rental({ commercialKind: 'cafe' }), 'body.commercialKind'],
    ['checkout at 25:00', rental({ checkoutTime: '25:00' }), 'body.checkoutTime'],
    ['latitude 91', rental({ latitude: 91 }), 'body.latitude'],
    ['an unknown time zone', rental({ timezone: 'Mars/Olympus' }), 'body.timezone'],
    ['a cleaning duration of 0', rental({ cleaningDuration: 0 }), 'body.cleaningDuration'],
    ['an unknown field', rental({ owner: 'me' }), 'body'],
  ])('refuses %s with 400 and the field', async (_, payload, path) => {
    const owner = await newOwner();
    const res = await call(owner.auth, 'POST', '/api/locations', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(res.json().details.fields.map((f: { path: string }) => f.path)).toContain(path);
  });

  it('answers 402 with the subscription message once the subscription has expired; reads still work', async () => {
    const owner = await newOwner();
    const existing = await newLocation(owner.auth);
    await t.db
      .update(subscriptions)
      .set({ startsAt: new Date(Date.now() - 20 * 86_400_000), endsAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.workspaceId, owner.workspaceId));
    const res = await call(owner.auth, 'POST', '/api/locations', rental());
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'subscription_expired',
      message: 'Your access is limited. Please renew or extend your subscription to continue.',
    });
    expect((await call(owner.auth, 'GET', '/api/locations')).json().total).toBe(1);
    expect((await call(owner.auth, 'GET', `/api/locations/${existing.id}`)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/locations', payload: rental() })).statusCode,
    ).toBe(401);
  });
});

describe('GET /locations', () => {
  it('pages, filters by type and rental state, searches title or address, and counts rooms', async () => {
    const owner = await newOwner();
    const flat = await newLocation(owner.auth, rental({ title: 'Flat 100% sunny', address: 'Dostyk 5' }));
    await newLocation(owner.auth, rental({ title: 'Loft', address: 'Satpayev 1', state: 'dirty' }));
    await newLocation(owner.auth, restaurant({ title: 'Cafe Zhuldyz', address: 'Dostyk 12' }));
    await t.db.insert(rooms).values(
      ['Kitchen', 'Bedroom'].map((name, i) => ({
        workspaceId: owner.workspaceId,
        locationId: flat.id,
        name,
        qrToken: `token-${flat.id}-${i}`,
      })),
    );
    const list = async (query: string) => (await call(owner.auth, 'GET', `/api/locations?${query}`)).json();

    const firstPage = await list('pageSize=2&sortBy=title&sortDir=asc');
    expect(firstPage).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(firstPage.items.map((l: { title: string }) => l.title)).toEqual([
      'Cafe Zhuldyz',
      'Flat 100% sunny',
    ]);
    expect((await list('pageSize=2&page=2&sortBy=title&sortDir=asc')).items[0].title).toBe('Loft');
    expect(firstPage.items[1].roomsCount).toBe(2);

    expect((await list('type=commercial')).items.map((l: { title: string }) => l.title)).toEqual([
      'Cafe Zhuldyz',
    ]);
    expect((await list('state=dirty')).items.map((l: { title: string }) => l.title)).toEqual(['Loft']);
    // The clean filter is about rentals: the restaurant has no clean/dirty state to match.
    expect((await list('state=clean')).items.map((l: { title: string }) => l.title)).toEqual([
      'Flat 100% sunny',
    ]);
    expect((await list('search=DOSTYK&sortBy=title&sortDir=asc')).total).toBe(2);
    expect((await list('search=loft')).items[0].title).toBe('Loft');
    // A % typed by the user is a character, not a wildcard.
    expect((await list(`search=${encodeURIComponent('100%')}`)).total).toBe(1);
    expect((await list(`search=${encodeURIComponent('%')}`)).total).toBe(1);
  });

  it.each([
    ['page=0', 'query.page'],
    ['pageSize=101', 'query.pageSize'],
    ['sortBy=address', 'query.sortBy'],
    ['type=house', 'query.type'],
  ])('refuses ?%s with 400', async (query, path) => {
    const owner = await newOwner();
    const res = await call(owner.auth, 'GET', `/api/locations?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].path).toBe(path);
  });
});

describe('GET, PATCH, DELETE /locations/{id}', () => {
  it('reads one location', async () => {
    const owner = await newOwner();
    const created = await newLocation(owner.auth);
    const res = await call(owner.auth, 'GET', `/api/locations/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, title: created.title, roomsCount: 0 });
  });

  it('answers 400, not 500, for an id that is not a UUID', async () => {
    const owner = await newOwner();
    const res = await call(owner.auth, 'GET', '/api/locations/not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].path).toBe('params.id');
  });

  it('changes settings, bumps updatedAt and logs update_location', async () => {
    const owner = await newOwner();
    const created = await newLocation(owner.auth);
    const res = await call(owner.auth, 'PATCH', `/api/locations/${created.id}`, {
      title: 'Flat on Abay 12',
      checkoutTime: '11:30',
      requireScan: true,
      latitude: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Flat on Abay 12', checkoutTime: '11:30', requireScan: true });
    expect(Date.parse(res.json().updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    const logged = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.userId, owner.user.id), eq(logs.action, 'update_location')));
    expect(logged[0]?.data).toMatchObject({ locationId: created.id });
  });

  it('checks the commercial kind against the type the location ends up with', async () => {
    const owner = await newOwner();
    const flat = await newLocation(owner.auth, rental({ state: 'dirty' }));
    const url = `/api/locations/${flat.id}`;
    const missingKind = await call(owner.auth, 'PATCH', url, { type: 'commercial' });
    expect(missingKind.statusCode).toBe(400);
    expect(missingKind.json().details.fields[0]).toEqual({
      path: 'body.commercialKind',
      message: 'Required field.',
    });
    expect((await call(owner.auth, 'PATCH', url, { commercialKind: 'cafe' })).statusCode).toBe(400);

    const shop = await call(owner.auth, 'PATCH', url, { type: 'commercial', commercialKind: 'cafe' });
    expect(shop.statusCode).toBe(200);
    // Only rentals are clean or dirty: becoming commercial makes it clean.
    expect(shop.json()).toMatchObject({ type: 'commercial', commercialKind: 'cafe', state: 'clean' });
    expect((await call(owner.auth, 'PATCH', url, { type: 'rental' })).statusCode).toBe(400);
    const back = await call(owner.auth, 'PATCH', url, { type: 'rental', commercialKind: null });
    expect(back.json()).toMatchObject({ type: 'rental', commercialKind: null });
  });

  it.each([
    ['an empty title', { title: '' }, 'body.title'],
    ['an unknown field', { state: 'dirty' }, 'body'],
    ['a reclean delay over a year', { recleanAfter: 366 }, 'body.recleanAfter'],
  ])('refuses %s with 400', async (_, payload, path) => {
    const owner = await newOwner();
    const created = await newLocation(owner.auth);
    const res = await call(owner.auth, 'PATCH', `/api/locations/${created.id}`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].path).toBe(path);
  });

  it('attaches a team of the workspace, shows it in the list and the detail, and detaches it with null', async () => {
    const owner = await newOwner();
    const flat = await newLocation(owner.auth);
    await newLocation(owner.auth, rental({ title: 'Second flat' }));
    const team = (await call(owner.auth, 'POST', '/api/teams', { name: 'Morning crew' })).json();
    const res = await call(owner.auth, 'PATCH', `/api/locations/${flat.id}`, { teamId: team.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().team).toEqual({ id: team.id, name: 'Morning crew' });
    const listed = (await call(owner.auth, 'GET', '/api/locations?sortBy=title&sortDir=asc')).json();
    expect(listed.items.map((l: { team: unknown }) => l.team)).toEqual([
      { id: team.id, name: 'Morning crew' },
      null,
    ]);
    expect((await call(owner.auth, 'GET', `/api/teams/${team.id}`)).json().locations).toEqual([
      { id: flat.id, title: flat.title },
    ]);
    const detached = await call(owner.auth, 'PATCH', `/api/locations/${flat.id}`, { teamId: null });
    expect(detached.json().team).toBeNull();
    expect(
      (await call(owner.auth, 'PATCH', `/api/locations/${flat.id}`, { teamId: 'crew' })).statusCode,
    ).toBe(400);
  });

  it("refuses another workspace's team, or one that does not exist, with 404 and keeps the team it had", async () => {
    const owner = await newOwner();
    const flat = await newLocation(owner.auth);
    const own = (await call(owner.auth, 'POST', '/api/teams', { name: 'Own crew' })).json();
    await call(owner.auth, 'PATCH', `/api/locations/${flat.id}`, { teamId: own.id });
    const other = await newOwner();
    const foreign = (await call(other.auth, 'POST', '/api/teams', { name: 'Their crew' })).json();
    for (const teamId of [foreign.id, randomUUID()]) {
      const res = await call(owner.auth, 'PATCH', `/api/locations/${flat.id}`, { teamId, title: 'Renamed' });
      expect(res.statusCode).toBe(404);
    }
    expect((await call(owner.auth, 'GET', `/api/locations/${flat.id}`)).json()).toMatchObject({
      title: flat.title,
      team: { id: own.id, name: 'Own crew' },
    });
  });

  it('deletes it with its rooms', async () => {
    const owner = await newOwner();
    const created = await newLocation(owner.auth);
    const room = await call(owner.auth, 'POST', `/api/locations/${created.id}/rooms`, { name: 'Hall' });
    expect((await call(owner.auth, 'DELETE', `/api/locations/${created.id}`)).statusCode).toBe(204);
    expect((await call(owner.auth, 'GET', `/api/locations/${created.id}`)).statusCode).toBe(404);
    expect((await call(owner.auth, 'GET', `/api/rooms/${room.json().id}`)).statusCode).toBe(404);
    expect((await call(owner.auth, 'DELETE', `/api/locations/${created.id}`)).statusCode).toBe(404);
  });
});

describe('POST /locations/{id}/state', () => {
  it('marks a rental dirty and clean, moving stateChangedAt only on a change', async () => {
    const owner = await newOwner();
    const flat = await newLocation(owner.auth);
    const url = `/api/locations/${flat.id}/state`;
    const dirty = await call(owner.auth, 'POST', url, { state: 'dirty' });
    expect(dirty.statusCode).toBe(200);
    expect(dirty.json().state).toBe('dirty');
    expect(Date.parse(dirty.json().stateChangedAt)).toBeGreaterThan(Date.parse(flat.stateChangedAt));
    const again = await call(owner.auth, 'POST', url, { state: 'dirty' });
    expect(again.json().stateChangedAt).toBe(dirty.json().stateChangedAt);
    expect((await call(owner.auth, 'POST', url, { state: 'clean' })).json().state).toBe('clean');
  });

  it('refuses a commercial location with a clear message in the asked language', async () => {
    const owner = await newOwner();
    const shop = await newLocation(owner.auth, restaurant());
    const url = `/api/locations/${shop.id}/state`;
    const res = await call(owner.auth, 'POST', url, { state: 'dirty' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual([
      { path: 'body.state', message: 'Only a rental location has a clean or dirty state.' },
    ]);
    const kk = await call({ ...owner.auth, 'accept-language': 'kz' }, 'POST', url, { state: 'dirty' });
    expect(kk.json().details.fields[0].message).toBe(
      'Таза немесе лас күйі тек жалға берілетін нысанда болады.',
    );
  });

  it('refuses a state that is not clean or dirty', async () => {
    const owner = await newOwner();
    const flat = await newLocation(owner.auth);
    const res = await call(owner.auth, 'POST', `/api/locations/${flat.id}/state`, { state: 'messy' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].path).toBe('body.state');
  });
});

describe('notification settings', () => {
  it('starts enabled with every event on, and saves the switch and each flag', async () => {
    const owner = await newOwner();
    const flat = await newLocation(owner.auth);
    const url = `/api/locations/${flat.id}/notification-settings`;
    const initial = (await call(owner.auth, 'GET', url)).json();
    expect(initial.enabled).toBe(true);
    expect(Object.values(initial.events).every(Boolean)).toBe(true);
    expect(Object.keys(initial.events)).toHaveLength(LOCATION_NOTIFICATION_EVENTS.length);

    const changed = {
      enabled: false,
      events: { ...initial.events, taskPicked: false, complaintCreated: false },
    };
    const saved = await call(owner.auth, 'PUT', url, changed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(changed);
    expect((await call(owner.auth, 'GET', url)).json()).toEqual(changed);
  });

  it.each([
    ['a missing event', (events: Record<string, boolean>) => ({ ...events, taskPicked: undefined })],
    ['an unknown event', (events: Record<string, boolean>) => ({ ...events, partyStarted: true })],
  ])('refuses %s with 400', async (_, edit) => {
    const owner = await newOwner();
    const flat = await newLocation(owner.auth);
    const url = `/api/locations/${flat.id}/notification-settings`;
    const { events } = (await call(owner.auth, 'GET', url)).json();
    const res = await call(owner.auth, 'PUT', url, { enabled: true, events: edit(events) });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].path).toMatch(/^body\.events/);
  });
});

describe('rights (DECISIONS.md §4)', () => {
  async function setup() {
    const owner = await newOwner();
    const flat = await newLocation(owner.auth);
    return { owner, flat };
  }
  const settings = async (owner: Headers, id: string) =>
    (await call(owner, 'GET', `/api/locations/${id}/notification-settings`)).json();

  it('lets a regular cleaner and staff without a role read, and nothing else', async () => {
    const { owner, flat } = await setup();
    const body = await settings(owner.auth, flat.id);
    for (const staff of [
      await newStaff(owner.workspaceId, 'cleaner'),
      await newStaff(owner.workspaceId, 'cleaner', 'head'),
      await newStaff(owner.workspaceId, null),
    ]) {
      expect((await call(staff.auth, 'GET', '/api/locations')).json().total).toBe(1);
      expect((await call(staff.auth, 'GET', `/api/locations/${flat.id}`)).statusCode).toBe(200);
      const refused = [
        await call(staff.auth, 'POST', '/api/locations', rental()),
        await call(staff.auth, 'PATCH', `/api/locations/${flat.id}`, { title: 'Mine now' }),
        await call(staff.auth, 'DELETE', `/api/locations/${flat.id}`),
        await call(staff.auth, 'POST', `/api/locations/${flat.id}/state`, { state: 'dirty' }),
        await call(staff.auth, 'GET', `/api/locations/${flat.id}/notification-settings`),
        await call(staff.auth, 'PUT', `/api/locations/${flat.id}/notification-settings`, body),
      ];
      expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    }
  });

  it('lets a manager and an admin change a location and its notifications, but not create or delete one', async () => {
    const { owner, flat } = await setup();
    const body = await settings(owner.auth, flat.id);
    for (const staff of [
      await newStaff(owner.workspaceId, 'manager'),
      await newStaff(owner.workspaceId, 'admin', 'head'),
    ]) {
      const allowed = [
        await call(staff.auth, 'PATCH', `/api/locations/${flat.id}`, { title: 'Renamed flat' }),
        await call(staff.auth, 'POST', `/api/locations/${flat.id}/state`, { state: 'dirty' }),
        await call(staff.auth, 'GET', `/api/locations/${flat.id}/notification-settings`),
        await call(staff.auth, 'PUT', `/api/locations/${flat.id}/notification-settings`, body),
      ];
      expect(allowed.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect((await call(staff.auth, 'POST', '/api/locations', rental())).statusCode).toBe(403);
      expect((await call(staff.auth, 'DELETE', `/api/locations/${flat.id}`)).statusCode).toBe(403);
    }
    expect((await call(owner.auth, 'DELETE', `/api/locations/${flat.id}`)).statusCode).toBe(204);
  });
});

describe('workspaces (DECISIONS.md §2)', () => {
  it("answers 404 for every id of another workspace, and never lists another's locations", async () => {
    const first = await newOwner();
    const second = await newOwner();
    const flat = await newLocation(first.auth);
    await newLocation(second.auth, rental({ title: 'Second flat' }));
    const body = (await call(first.auth, 'GET', `/api/locations/${flat.id}/notification-settings`)).json();
    const base = `/api/locations/${flat.id}`;
    const answers = [
      await call(second.auth, 'GET', base),
      await call(second.auth, 'PATCH', base, { title: 'Taken over' }),
      await call(second.auth, 'POST', `${base}/state`, { state: 'dirty' }),
      await call(second.auth, 'GET', `${base}/notification-settings`),
      await call(second.auth, 'PUT', `${base}/notification-settings`, body),
      await call(second.auth, 'GET', `${base}/rooms`),
      await call(second.auth, 'POST', `${base}/rooms`, { name: 'Intruder' }),
      await call(second.auth, 'GET', `${base}/qr-sheet.pdf`),
      await call(second.auth, 'DELETE', base),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual(Array(answers.length).fill(404));
    expect(answers[0]!.json().code).toBe('not_found');
    const listed = (await call(second.auth, 'GET', '/api/locations')).json();
    expect(listed.items.map((l: { title: string }) => l.title)).toEqual(['Second flat']);
    // Nothing changed for the first owner.
    const still = (await call(first.auth, 'GET', base)).json();
    expect(still).toMatchObject({ title: flat.title, state: 'clean', roomsCount: 0 });
  });
});
