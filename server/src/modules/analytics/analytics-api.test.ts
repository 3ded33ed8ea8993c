import { randomUUID } from 'node:crypto';
import type {
  TAnalyticsOverview,
  TDashboard,
  TEmployeeAnalytics,
  TLocationAnalytics,
} from '@cleanops/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, complaints, invites, locations } from '../../db/schema';
import { newOwner } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newTask, newTeam, newWorker, newWorkPlace } from '../../test/work-factories';
import { localDate } from './analytics-range';

/** The analytics and dashboard calls as a client meets them: input checks, ids, zones, the dashboard. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const get = (headers: Headers, url: string) => t.app.inject({ method: 'GET', url, headers });
const fieldPaths = (body: { details?: { fields?: { path: string }[] } }) =>
  body.details?.fields?.map((f) => f.path) ?? [];
const MIN = 60_000;
/** The last two days and tomorrow in Almaty (the factories' zone): a range around now whatever the hour. */
const aroundNow = () =>
  `from=${localDate(new Date(Date.now() - 2 * 1440 * MIN), 'Asia/Almaty')}&to=${localDate(new Date(Date.now() + 1440 * MIN), 'Asia/Almaty')}`;

describe('bad input', () => {
  let auth: Headers;
  beforeAll(async () => {
    const owner = await newOwner(t);
    await newWorkPlace(t, owner.workspaceId);
    auth = owner.auth;
  });

  const cases: [string, string, string][] = [
    ['an end before its start', '/api/analytics/overview?from=2026-05-02&to=2026-05-01', 'query.to'],
    ['a custom range over 5 years', '/api/analytics/locations?from=2020-01-01&to=2025-01-01', 'query.to'],
    ['a custom range without its end', '/api/analytics/employees?range=custom&from=2026-01-01', 'query.to'],
    ['an unknown bucket', '/api/analytics/overview?bucket=minute', 'query.bucket'],
    ['hour buckets over a quarter', '/api/analytics/overview?range=quarter&bucket=hour', 'query.bucket'],
    ['an unknown entity', '/api/analytics/overview?entity=rooms', 'query.entity'],
    ['an unknown range', '/api/analytics/overview?range=decade', 'query.range'],
    ['dates with a named range', '/api/analytics/overview?range=week&from=2026-01-01', 'query.from'],
    ['a date that does not exist', '/api/analytics/overview?from=2026-02-30&to=2026-03-01', 'query.from'],
    ['a malformed id', '/api/analytics/locations/not-an-id', 'params.id'],
    ['a day no database holds', '/api/analytics/overview?from=0001-01-01&to=0001-01-02', 'query.from'],
    ['the last day of 9999', '/api/analytics/overview?from=9999-12-31&to=9999-12-31', 'query.from'],
  ];
  for (const [name, url, path] of cases) {
    it(`answers 400 naming the field for ${name}`, async () => {
      const res = await get(auth, url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', message: expect.any(String) });
      expect(fieldPaths(res.json())).toContain(path);
    });
  }

  it('says in Russian that a range is at most 5 years', async () => {
    const res = await get(
      { ...auth, 'accept-language': 'ru' },
      '/api/analytics/overview?from=2020-01-01&to=2026-01-01',
    );
    expect(res.json().details.fields).toEqual([
      { path: 'query.to', message: 'Период не может быть длиннее 5 лет.' },
    ]);
  });

  it('takes 5 years less a day, and a custom range given by its dates alone', async () => {
    const res = await get(auth, '/api/analytics/overview?from=2021-01-01&to=2025-12-31');
    expect(res.statusCode).toBe(200);
    expect((res.json() as TAnalyticsOverview).range).toEqual({
      range: 'custom',
      from: '2021-01-01',
      to: '2025-12-31',
      bucket: 'month',
      timezone: 'Asia/Almaty',
      computedAt: expect.any(String),
    });
  });
});

describe('how fresh the figures are, and "all time"', () => {
  it("says when every analytics answer was computed: the server's now, not a stored value", async () => {
    const owner = await newOwner(t);
    const { location } = await newWorkPlace(t, owner.workspaceId);
    for (const url of [
      '/api/analytics/overview?range=month',
      '/api/analytics/locations?range=week',
      `/api/analytics/locations/${location.id}?range=today`,
      '/api/analytics/employees?range=year',
    ]) {
      const before = Date.now();
      const res = await get(owner.auth, url);
      expect(res.statusCode, url).toBe(200);
      const computedAt = Date.parse(res.json().range.computedAt);
      expect(computedAt, url).toBeGreaterThanOrEqual(before);
      expect(computedAt, url).toBeLessThanOrEqual(Date.now());
    }
  });

  it('counts in "all time" every job "this year" counts: planned before the workspace was made, or later this year', async () => {
    const owner = await newOwner(t);
    const { location } = await newWorkPlace(t, owner.workspaceId, { timezone: 'Asia/Almaty' });
    const year = localDate(new Date(), 'Asia/Almaty').slice(0, 4);
    // Noon (Almaty) on this year's first and last days: one may lie before the workspace was made,
    // the other is planned ahead; both are this year's.
    for (const day of [`${year}-01-01`, `${year}-12-31`]) {
      await newTask(t, {
        workspaceId: owner.workspaceId,
        locationId: location.id,
        startsAt: new Date(`${day}T07:00:00Z`),
      });
    }
    const planned = async (range: string) => {
      const res = await get(owner.auth, `/api/analytics/overview?range=${range}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as TAnalyticsOverview).metrics.jobs.planned;
    };
    expect(await planned('year')).toBe(2);
    expect(await planned('all')).toBe(2);
  });
});

describe('ids of another workspace or place', () => {
  it('answers 404 with the error shape for a foreign location, room or employee, and a room of another location', async () => {
    const owner = await newOwner(t);
    const { location, rooms } = await newWorkPlace(t, owner.workspaceId, { rooms: ['Kitchen'] });
    const other = await newWorkPlace(t, owner.workspaceId, { rooms: ['Hall'] });
    const worker = await newWorker(t, owner.workspaceId);
    const intruder = await newOwner(t);
    await newWorkPlace(t, intruder.workspaceId);
    const urls = [
      `/api/analytics/locations/${location.id}`,
      `/api/analytics/locations/${location.id}/rooms/${rooms[0]!.id}`,
      `/api/analytics/employees/${worker.id}`,
      `/api/analytics/employees/${owner.id}`,
    ];
    for (const url of urls) {
      expect((await get(owner.auth, url)).statusCode, url).toBe(200);
      const res = await get(intruder.auth, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', message: expect.any(String) });
    }
    const wrongRoom = await get(
      owner.auth,
      `/api/analytics/locations/${location.id}/rooms/${other.rooms[0]!.id}`,
    );
    expect(wrongRoom.statusCode).toBe(404);
    expect((await get(owner.auth, `/api/analytics/locations/${randomUUID()}`)).statusCode).toBe(404);
    // The intruder's own figures hold nothing of the first workspace.
    const theirs = (await get(intruder.auth, '/api/analytics/employees')).json();
    expect(theirs.rows.map((r: { employee: { id: string } }) => r.employee.id)).toEqual([intruder.id]);
  });

  it('refuses a cleaner (no get_analytics) with 403', async () => {
    const owner = await newOwner(t);
    const team = await newTeam(t, owner.workspaceId);
    const cleaner = await newWorker(t, owner.workspaceId, [team.id]);
    for (const url of ['/api/dashboard', '/api/analytics/overview', '/api/analytics/employees']) {
      expect((await get(cleaner.auth, url)).statusCode, url).toBe(403);
    }
  });
});

describe('local days', () => {
  it("counts a job at 23:30 in Almaty and one at 23:30 in Madrid on their own local day, not the workspace's", async () => {
    const owner = await newOwner(t);
    const almaty = await newWorkPlace(t, owner.workspaceId, { timezone: 'Asia/Almaty' });
    const madrid = await newWorkPlace(t, owner.workspaceId, { timezone: 'Europe/Madrid' });
    // 23:30 on 10 October: Almaty is UTC+5, Madrid UTC+2 in summer time (01:30 the 11th in Almaty).
    await newTask(t, {
      workspaceId: owner.workspaceId,
      locationId: almaty.location.id,
      startsAt: new Date('2026-10-10T18:30:00Z'),
    });
    await newTask(t, {
      workspaceId: owner.workspaceId,
      locationId: madrid.location.id,
      startsAt: new Date('2026-10-10T21:30:00Z'),
    });
    const res = await get(owner.auth, '/api/analytics/overview?from=2026-10-09&to=2026-10-12');
    const { series, range } = res.json() as TAnalyticsOverview;
    expect(range.timezone).toBe('Asia/Almaty');
    expect(series.map((p) => [p.bucket, p.planned])).toEqual([
      ['2026-10-09', 0],
      ['2026-10-10', 2],
      ['2026-10-11', 0],
      ['2026-10-12', 0],
    ]);
    // By hour on the day: each at its own 23:00.
    const hours = (await get(owner.auth, '/api/analytics/overview?from=2026-10-10&to=2026-10-10')).json();
    expect(hours.range.bucket).toBe('hour');
    expect(hours.series).toHaveLength(24);
    expect(hours.series.find((p: { bucket: string }) => p.bucket === '2026-10-10T23:00').planned).toBe(2);
  });
});

describe('a location and an employee', () => {
  it('shows the jobs and complaints behind the figures, linking the job the cleaner finished last', async () => {
    const owner = await newOwner(t);
    const { location, rooms } = await newWorkPlace(t, owner.workspaceId, { rooms: ['Kitchen', 'Hall'] });
    const worker = await newWorker(t, owner.workspaceId);
    const kitchen = rooms[0]!;
    const start = new Date(Date.now() - 3 * 60 * MIN);
    const { occurrence } = await newTask(t, {
      workspaceId: owner.workspaceId,
      locationId: location.id,
      roomIds: [kitchen.id],
      title: 'Mop the kitchen',
      occurrences: [
        {
          startsAt: start,
          dueAt: new Date(start.getTime() + 60 * MIN),
          startedAt: new Date(start.getTime() + 10 * MIN),
          startedBy: worker.id,
          finishedAt: new Date(start.getTime() + 70 * MIN),
          finishedBy: worker.id,
          state: 'completed',
        },
      ],
    });
    await t.db.insert(complaints).values({
      workspaceId: owner.workspaceId,
      locationId: location.id,
      roomId: kitchen.id,
      rating: 2,
      text: 'Sticky floor',
      source: 'system',
      createdAt: new Date(start.getTime() + 120 * MIN),
    });
    await t.db.insert(attendance).values({
      workspaceId: owner.workspaceId,
      userId: worker.id,
      clockInAt: new Date(start.getTime() - 30 * MIN),
      clockOutAt: new Date(start.getTime() + 90 * MIN),
    });

    const place = (
      await get(owner.auth, `/api/analytics/locations/${location.id}?${aroundNow()}`)
    ).json() as TLocationAnalytics;
    expect(place.metrics.jobs).toMatchObject({
      planned: 1,
      done: 1,
      onTime: 0,
      late: 1,
      onTimeRate: 0,
      completionRate: 1,
    });
    expect(place.metrics.time.all).toEqual({ count: 1, meanMinutes: 60, medianMinutes: 60 });
    expect(place.jobs.items).toEqual([
      expect.objectContaining({
        occurrenceId: occurrence.id,
        title: 'Mop the kitchen',
        outcome: 'late',
        state: 'completed',
        rooms: [{ id: kitchen.id, name: 'Kitchen' }],
        finishedBy: { id: worker.id, name: 'Aigerim', surname: 'Sultan' },
        workingMinutes: 60,
      }),
    ]);
    expect(place.rooms.map((r) => [r.room.name, r.metrics.jobs.done, r.metrics.complaints.count])).toEqual([
      ['Hall', 0, 0],
      ['Kitchen', 1, 1],
    ]);

    const person = (
      await get(owner.auth, `/api/analytics/employees/${worker.id}?${aroundNow()}`)
    ).json() as TEmployeeAnalytics;
    expect(person.metrics.jobs).toMatchObject({ done: 1, late: 1 });
    expect(person.metrics.attendance).toEqual({ hours: 2, shifts: 1, openShifts: 0 });
    expect(person.complaints.items).toEqual([
      expect.objectContaining({ rating: 2, text: 'Sticky floor', cleanedLastOccurrenceId: occurrence.id }),
    ]);
    expect(person.shifts).toMatchObject({ total: 1, items: [{ hours: 2 }] });
  });
});

describe('GET /dashboard', () => {
  it('shows a new workspace its first-run checklist, each step ticking from real data', async () => {
    const owner = await newOwner(t);
    const checklist = async () => ((await get(owner.auth, '/api/dashboard')).json() as TDashboard).checklist;
    expect(await checklist()).toEqual({
      hasLocation: false,
      hasRooms: false,
      qrPrinted: false,
      hasInvitedSomeone: false,
      hasTask: false,
      done: false,
    });
    const { location } = await newWorkPlace(t, owner.workspaceId, { rooms: [] });
    expect(await checklist()).toMatchObject({ hasLocation: true, hasRooms: false });
    const room = await t.app.inject({
      method: 'POST',
      url: `/api/locations/${location.id}/rooms`,
      headers: owner.auth,
      payload: { name: 'Kitchen' },
    });
    expect(room.statusCode).toBe(201);
    // Showing a code is not printing it; downloading the sheet is.
    await get(owner.auth, `/api/rooms/${room.json().id}/qr.svg`);
    expect(await checklist()).toMatchObject({ hasRooms: true, qrPrinted: false });
    expect((await get(owner.auth, `/api/locations/${location.id}/qr-sheet.pdf?download=1`)).statusCode).toBe(
      200,
    );
    expect(await checklist()).toMatchObject({ qrPrinted: true });
    await t.db
      .insert(invites)
      .values({ workspaceId: owner.workspaceId, contact: 'new-cleaner@example.com', inviterId: owner.id });
    expect(await checklist()).toMatchObject({ hasInvitedSomeone: true, done: false });
    await newTask(t, { workspaceId: owner.workspaceId, locationId: location.id });
    expect(await checklist()).toEqual({
      hasLocation: true,
      hasRooms: true,
      qrPrinted: true,
      hasInvitedSomeone: true,
      hasTask: true,
      done: true,
    });
  });

  it("tells what needs attention now: dirty rentals, today's jobs by state with emergencies first, open complaints, who is in and who is away", async () => {
    const owner = await newOwner(t);
    const { location, rooms } = await newWorkPlace(t, owner.workspaceId, { title: 'Flat on Abay' });
    await t.db
      .update(locations)
      .set({ state: 'dirty', stateChangedAt: new Date(Date.now() - 90 * MIN) })
      .where(eq(locations.id, location.id));
    const worker = await newWorker(t, owner.workspaceId);
    const away = await newWorker(t, owner.workspaceId, [], 'cleaner', {
      name: 'Dana',
      available: false,
      unavailableDate: new Date(Date.now() + 3 * 24 * 60 * MIN),
    });
    await t.db.insert(attendance).values({
      workspaceId: owner.workspaceId,
      userId: worker.id,
      clockInAt: new Date(Date.now() - 45 * MIN),
    });
    const now = Date.now();
    const job = (title: string, extra: object, emergency = false) =>
      newTask(t, {
        workspaceId: owner.workspaceId,
        locationId: location.id,
        roomIds: [rooms[0]!.id],
        title,
        flags: { emergency },
        occurrences: [{ startsAt: new Date(now - 1000), ...extra }],
      });
    await job('Done already', { finishedAt: new Date(now - 500), state: 'completed', finishedBy: worker.id });
    await job('Being done', {
      startedAt: new Date(now - 500),
      state: 'in_progress',
      dueAt: new Date(now + 60 * MIN),
    });
    await job('Not started', { dueAt: new Date(now + 30 * MIN) });
    await job('Late already', { dueAt: new Date(now - 400), state: 'overdue' });
    await job('Leak under the sink', { dueAt: new Date(now + 90 * MIN) }, true);
    // Yesterday's job is not today's.
    await job('Yesterday', { startsAt: new Date(now - 30 * 60 * MIN) });
    await t.db.insert(complaints).values({
      workspaceId: owner.workspaceId,
      locationId: location.id,
      roomId: rooms[0]!.id,
      rating: 1,
      text: 'No towels',
      source: 'system',
    });
    // Praise needs no action: neither a 5★ thank-you nor a 4★ copied in from Google is open.
    await t.db.insert(complaints).values([
      {
        workspaceId: owner.workspaceId,
        locationId: location.id,
        roomId: rooms[0]!.id,
        rating: 5,
        text: 'Spotless',
        source: 'system',
      },
      {
        workspaceId: owner.workspaceId,
        locationId: location.id,
        roomId: rooms[0]!.id,
        rating: 4,
        text: '',
        source: 'google',
      },
    ]);

    const res = await get(owner.auth, '/api/dashboard');
    expect(res.statusCode).toBe(200);
    const board = res.json() as TDashboard;
    expect(board.rentalsDirty.total).toBe(1);
    expect(board.rentalsDirty.items[0]!.location).toEqual({
      id: location.id,
      title: 'Flat on Abay',
      timezone: 'Asia/Almaty',
    });
    expect(board.jobsToday).toMatchObject({ total: 5, done: 1, inProgress: 1, notStarted: 2, overdue: 1 });
    expect(board.jobsToday.open.map((j) => j.title)).toEqual([
      'Leak under the sink',
      'Late already',
      'Not started',
      'Being done',
    ]);
    expect(board.complaintsOpen).toMatchObject({ total: 1, items: [{ rating: 1, text: 'No towels' }] });
    expect(board.clockedIn.items.map((c) => c.person.id)).toEqual([worker.id]);
    expect(board.unavailable.items.map((u) => [u.person.id, u.person.name])).toEqual([[away.id, 'Dana']]);
    expect(board.subscription.active).toBe(true);
    expect(board.subscription.daysLeft).toBeGreaterThan(0);
  });
});
