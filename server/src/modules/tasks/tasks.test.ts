import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  locations,
  logs,
  type NewUserRow,
  occurrences,
  rooms,
  subscriptions,
  tasks,
  teamMembers,
  teams,
} from '../../db/schema';
import * as factories from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const HOUR = 3_600_000;
const DAY = 86_400_000;
const HORIZON_DAYS = 14; // the default TASK_HORIZON_DAYS

const call = (headers: Headers, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as object });
const fieldPaths = (body: { details?: { fields?: { path: string }[] } }) =>
  body.details?.fields?.map((f) => f.path) ?? [];
const fieldMessages = (body: { details?: { fields?: { path: string; message: string }[] } }) =>
  Object.fromEntries(body.details?.fields?.map((f) => [f.path, f.message]) ?? []);

/** A location with two rooms, written directly. Moscow stays at UTC+3 all year, which keeps the instants plain. */
async function newPlace(workspaceId: string, timezone = 'Europe/Moscow', title = 'Flat on Abay') {
  const [location] = await t.db
    .insert(locations)
    .values({ workspaceId, title, address: 'Abay 1', type: 'rental', timezone })
    .returning();
  const roomRows = await t.db
    .insert(rooms)
    .values(
      ['Kitchen', 'Bathroom'].map((name) => ({
        workspaceId,
        locationId: location!.id,
        name,
        qrToken: randomBytes(16).toString('base64url'),
      })),
    )
    .returning();
  return { location: location!, roomIds: roomRows.map((r) => r.id) };
}

async function newTeam(workspaceId: string, memberIds: string[] = []) {
  const [team] = await t.db
    .insert(teams)
    .values({ workspaceId, name: `Crew ${randomUUID()}` })
    .returning();
  if (memberIds.length)
    await t.db.insert(teamMembers).values(memberIds.map((userId) => ({ teamId: team!.id, userId })));
  return team!;
}

/** An employee working in a team of the workspace: someone work can be assigned to. */
async function activeStaff(workspaceId: string, extra: Partial<NewUserRow> = {}) {
  const staff = await factories.newStaff(t, workspaceId, 'cleaner', { name: 'Ann', ...extra });
  await newTeam(workspaceId, [staff.id]);
  return staff;
}

/** An owner with a place: what most tests start from. */
async function ownerWithPlace() {
  const owner = await factories.newOwner(t);
  const place = await newPlace(owner.workspaceId);
  return { owner, ...place };
}

async function createTask(headers: Headers, body: Record<string, unknown>) {
  const res = await call(headers, 'POST', '/api/tasks', body);
  if (res.statusCode !== 201) throw new Error(`create task failed: ${res.body}`);
  return res.json().items as Array<{ id: string } & Record<string, unknown>>;
}

const jobsOf = (taskId: string) =>
  t.db.select().from(occurrences).where(eq(occurrences.taskId, taskId)).orderBy(asc(occurrences.startsAt));

/** Hourly zone cleaning (SPEC.md §3 new_daily): 09:00–18:00 every 2 hours. */
const hourly = {
  frequency: 'new_daily',
  startDate: '2020-01-01',
  startTime: '09:00',
  endTime: '18:00',
  interval: 2,
};

describe('POST /tasks', () => {
  it('creates a one-time task with a due date, its one job, and logs it', async () => {
    const { owner, location, roomIds } = await ownerWithPlace();
    const ann = await activeStaff(owner.workspaceId);
    const startsAt = new Date(Date.now() + HOUR).toISOString();
    const dueAt = new Date(Date.now() + 3 * HOUR).toISOString();
    const res = await call(owner.auth, 'POST', '/api/tasks', {
      kind: 'one_time',
      title: '  Deep clean  ',
      description: 'Before the guests arrive',
      locationId: location.id,
      roomIds,
      assigneeIds: [ann.id],
      startsAt,
      dueAt,
      checklist: [{ text: 'Windows' }, { id: randomUUID(), text: 'Floor' }],
      requireScan: true,
      photosAfter: true,
    });
    expect(res.statusCode).toBe(201);
    const [task] = res.json().items;
    expect(task).toMatchObject({
      title: 'Deep clean',
      description: 'Before the guests arrive',
      type: 'working',
      kind: 'one_time',
      origin: 'manual',
      location: { id: location.id, title: location.title, timezone: 'Europe/Moscow' },
      startsAt,
      dueAt,
      schedule: null,
      team: null,
      assignees: [{ id: ann.id, name: 'Ann', available: true }],
      requireScan: true,
      photosAfter: true,
      photosBefore: false,
      emergency: false,
    });
    expect(task.rooms.map((r: { name: string }) => r.name)).toEqual(['Bathroom', 'Kitchen']);
    expect(task.checklist.map((i: { text: string }) => i.text)).toEqual(['Windows', 'Floor']);
    expect(task.checklist[0].id).toMatch(/^[0-9a-f-]{36}$/);

    const jobs = await jobsOf(task.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      state: 'pending',
      locationId: location.id,
      workspaceId: owner.workspaceId,
    });
    expect(jobs[0]!.startsAt.toISOString()).toBe(startsAt);
    expect(jobs[0]!.dueAt?.toISOString()).toBe(dueAt);

    const [log] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'create_task'), eq(logs.userId, owner.id)));
    expect(log?.data).toMatchObject({ taskIds: [task.id], workspaceId: owner.workspaceId });

    expect((await call(owner.auth, 'GET', `/api/tasks/${task.id}`)).json()).toEqual(task);
  });

  it('starts a one-time job now when no start is given, with no deadline when none is given', async () => {
    const { owner, location, roomIds } = await ownerWithPlace();
    const before = Date.now();
    const [task] = await createTask(owner.auth, {
      kind: 'one_time',
      title: 'Quick tidy',
      locationId: location.id,
      roomIds: [roomIds[0]],
    });
    const [job] = await jobsOf(task!.id);
    expect(job!.dueAt).toBeNull();
    expect(job!.startsAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(job!.startsAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(task!.startsAt).toBe(job!.startsAt.toISOString());
    expect(task!.dueAt).toBeNull();
  });

  it('generates a recurring task’s jobs for the horizon at the right UTC instants of the location’s zone', async () => {
    const { owner, location, roomIds } = await ownerWithPlace();
    const before = Date.now();
    const [task] = await createTask(owner.auth, {
      kind: 'recurring',
      type: 'inspect',
      title: 'Lobby rounds',
      locationId: location.id,
      roomIds,
      schedule: hourly,
    });
    const after = Date.now();
    expect(task).toMatchObject({
      kind: 'recurring',
      startsAt: null,
      dueAt: null,
      schedule: { ...hourly, endDate: null, weekDays: [], monthDay: null },
    });
    // 09:00, 11:00 … 17:00 in Moscow (UTC+3) are 06:00 … 14:00 UTC; each is due at the next, the last at 18:00.
    const expected: { startsAt: number; dueAt: number }[] = [];
    const firstDay = Date.UTC(
      new Date(before).getUTCFullYear(),
      new Date(before).getUTCMonth(),
      new Date(before).getUTCDate(),
    );
    for (let day = firstDay - DAY; day < after + (HORIZON_DAYS + 1) * DAY; day += DAY) {
      for (const hour of [6, 8, 10, 12, 14]) {
        expected.push({ startsAt: day + hour * HOUR, dueAt: day + (hour === 14 ? 15 : hour + 2) * HOUR });
      }
    }
    const jobs = (await jobsOf(task!.id)).map((j) => ({
      startsAt: j.startsAt.getTime(),
      dueAt: j.dueAt!.getTime(),
    }));
    // Generated from the moment of creation up to the horizon: the request's own duration is the only slack.
    const sure = expected.filter((s) => s.startsAt >= after && s.startsAt < before + HORIZON_DAYS * DAY);
    const possible = expected.filter((s) => s.startsAt >= before && s.startsAt < after + HORIZON_DAYS * DAY);
    expect(jobs.length).toBeGreaterThanOrEqual(HORIZON_DAYS * 5 - 1);
    for (const slot of sure) expect(jobs).toContainEqual(slot);
    for (const job of jobs) expect(possible).toContainEqual(job);
    const [row] = await t.db.select().from(tasks).where(eq(tasks.id, task!.id));
    expect(row!.generatedUntil!.getTime()).toBeGreaterThanOrEqual(before + HORIZON_DAYS * DAY);
    expect(row!.generatedUntil!.getTime()).toBeLessThanOrEqual(after + HORIZON_DAYS * DAY);
  });

  it('makes one task per team, each with the same assignees (SPEC.md §4)', async () => {
    const { owner, location, roomIds } = await ownerWithPlace();
    const ann = await activeStaff(owner.workspaceId);
    const morning = await newTeam(owner.workspaceId, [ann.id]);
    const evening = await newTeam(owner.workspaceId);
    const items = await createTask(owner.auth, {
      kind: 'recurring',
      title: 'Daily clean',
      locationId: location.id,
      roomIds,
      assigneeIds: [ann.id],
      teamIds: [morning.id, evening.id],
      schedule: { frequency: 'daily', startDate: '2020-01-01', startTime: '10:00' },
    });
    expect(items.map((i) => i.team)).toEqual([
      { id: morning.id, name: morning.name },
      { id: evening.id, name: evening.name },
    ]);
    expect(new Set(items.map((i) => i.id)).size).toBe(2);
    for (const item of items) {
      expect((item.assignees as { id: string }[]).map((a) => a.id)).toEqual([ann.id]);
      expect((await jobsOf(item.id)).length).toBeGreaterThanOrEqual(HORIZON_DAYS - 1);
    }
  });

  it.each([
    [
      'equal start and end times',
      { schedule: { ...hourly, endTime: '09:00' } },
      'body.schedule.endTime',
      'Start and end time cannot be equal.',
    ],
    [
      'an end time before the start',
      { schedule: { ...hourly, endTime: '08:00' } },
      'body.schedule.endTime',
      'The start must be earlier than the end.',
    ],
    [
      'an end date before the start date',
      { schedule: { ...hourly, endDate: '2019-12-31' } },
      'body.schedule.endDate',
      'The end date cannot be before the start date.',
    ],
    [
      'a date the calendar does not have (February 30th)',
      { schedule: { ...hourly, startDate: '2027-02-30' } },
      'body.schedule.startDate',
      'There is no such date.',
    ],
    [
      'an end date the calendar does not have (April 31st)',
      { schedule: { ...hourly, endDate: '2027-04-31' } },
      'body.schedule.endDate',
      'There is no such date.',
    ],
    [
      'every 13 months',
      { schedule: { ...hourly, frequency: 'monthly', monthDay: 1, endTime: null, interval: 13 } },
      'body.schedule.interval',
      'Must be at most 12.',
    ],
    [
      'every 24 hours',
      { schedule: { ...hourly, interval: 24 } },
      'body.schedule.interval',
      'Must be at most 23.',
    ],
    [
      'every 366 days',
      { schedule: { ...hourly, frequency: 'daily', interval: 366 } },
      'body.schedule.interval',
      'Must be at most 365.',
    ],
    ['a recurring task without a schedule', { schedule: null }, 'body.schedule', 'Required field.'],
    [
      'a start on a recurring task',
      { startsAt: new Date().toISOString() },
      'body.startsAt',
      'Not allowed here.',
    ],
    ['no rooms', { roomIds: [] }, 'body.roomIds', undefined],
  ])('refuses %s', async (_name, change, path, message) => {
    const { owner, location, roomIds } = await ownerWithPlace();
    const res = await call(owner.auth, 'POST', '/api/tasks', {
      kind: 'recurring',
      title: 'Rounds',
      locationId: location.id,
      roomIds,
      schedule: hourly,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldPaths(res.json())).toEqual([path]);
    if (message) expect(fieldMessages(res.json())[path]).toBe(message);
    expect(await t.db.select().from(tasks).where(eq(tasks.workspaceId, owner.workspaceId))).toEqual([]);
  });

  it('documents the largest interval as the maximum in the OpenAPI document, not 2^53 − 1', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const found: unknown[] = [];
    const walk = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      const interval = (node as { properties?: { interval?: unknown } }).properties?.interval;
      if (interval) found.push(interval);
      for (const child of Object.values(node)) walk(child);
    };
    walk(doc.paths['/api/tasks'].post);
    // The request body's and the reply's.
    expect(found).toEqual([
      expect.objectContaining({ type: 'integer', minimum: 1, maximum: 365 }),
      expect.objectContaining({ maximum: 365 }),
    ]);
  });

  it('refuses a one-time due time before its start, and a schedule on a one-time task', async () => {
    const { owner, location, roomIds } = await ownerWithPlace();
    const base = { kind: 'one_time', title: 'Once', locationId: location.id, roomIds };
    const backwards = await call(owner.auth, 'POST', '/api/tasks', {
      ...base,
      startsAt: new Date(Date.now() + 2 * HOUR).toISOString(),
      dueAt: new Date(Date.now() + HOUR).toISOString(),
    });
    expect(backwards.statusCode).toBe(400);
    expect(fieldMessages(backwards.json())).toEqual({
      'body.dueAt': 'The start must be earlier than the end.',
    });
    // Starting now by default: a deadline already gone cannot come after it.
    const pastDue = await call(owner.auth, 'POST', '/api/tasks', {
      ...base,
      dueAt: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(fieldPaths(pastDue.json())).toEqual(['body.dueAt']);
    const scheduled = await call(owner.auth, 'POST', '/api/tasks', { ...base, schedule: hourly });
    expect(fieldMessages(scheduled.json())).toEqual({ 'body.schedule': 'Not allowed here.' });
  });

  it('refuses rooms of another location, people not working in a team, and teams of another workspace', async () => {
    const { owner, location, roomIds } = await ownerWithPlace();
    const other = await newPlace(owner.workspaceId, 'Europe/Moscow', 'Other flat');
    const awaiting = await factories.newStaff(t, owner.workspaceId, 'cleaner'); // accepted, not in a team yet
    const stranger = await factories.newOwner(t);
    const foreignStaff = await activeStaff(stranger.workspaceId);
    const foreignTeam = await newTeam(stranger.workspaceId);
    const res = await call(owner.auth, 'POST', '/api/tasks', {
      kind: 'one_time',
      title: 'Mixed up',
      locationId: location.id,
      roomIds: [roomIds[0], other.roomIds[0]],
      assigneeIds: [awaiting.id],
      teamIds: [foreignTeam.id],
    });
    expect(res.statusCode).toBe(400);
    expect(fieldMessages(res.json())).toEqual({
      'body.roomIds': "Choose rooms of the task's location.",
      'body.assigneeIds': 'Assign people who work in a team of this workspace.',
      'body.teamIds': 'Choose one of your teams.',
    });
    const foreign = await call(owner.auth, 'POST', '/api/tasks', {
      kind: 'one_time',
      title: 'Mixed up',
      locationId: location.id,
      roomIds,
      assigneeIds: [foreignStaff.id],
    });
    expect(fieldPaths(foreign.json())).toEqual(['body.assigneeIds']);
    expect(await t.db.select().from(tasks).where(eq(tasks.workspaceId, owner.workspaceId))).toEqual([]);
  });

  it('answers 404 for a location of another workspace', async () => {
    const { owner } = await ownerWithPlace();
    const stranger = await ownerWithPlace();
    const res = await call(owner.auth, 'POST', '/api/tasks', {
      kind: 'one_time',
      title: 'Not mine',
      locationId: stranger.location.id,
      roomIds: stranger.roomIds,
    });
    expect(res.statusCode).toBe(404);
  });

  it('lets a head cleaner create tasks but not a regular cleaner (DECISIONS.md §4)', async () => {
    const { owner, location, roomIds } = await ownerWithPlace();
    const regular = await factories.newEmployee(t, owner.workspaceId, 'cleaner');
    const head = await factories.newEmployee(t, owner.workspaceId, 'cleaner', { level: 'head' });
    const body = { kind: 'one_time', title: 'Tidy up', locationId: location.id, roomIds };
    expect((await call(regular.auth, 'POST', '/api/tasks', body)).statusCode).toBe(403);
    expect((await call(head.auth, 'POST', '/api/tasks', body)).statusCode).toBe(201);
    // Reading one task is for everyone; the list of definitions (the regular column) is not.
    const [task] = await t.db.select().from(tasks).where(eq(tasks.workspaceId, owner.workspaceId));
    expect((await call(regular.auth, 'GET', `/api/tasks/${task!.id}`)).statusCode).toBe(200);
    expect((await call(regular.auth, 'GET', '/api/tasks')).statusCode).toBe(403);
    expect((await call(head.auth, 'GET', '/api/tasks')).statusCode).toBe(200);
    expect(
      (await call(regular.auth, 'PATCH', `/api/tasks/${task!.id}`, { title: 'Mine now' })).statusCode,
    ).toBe(403);
    expect((await call(regular.auth, 'DELETE', `/api/tasks/${task!.id}`)).statusCode).toBe(403);
  });

  it('offers a head cleaner, who cannot list employees, the people a task may be assigned to', async () => {
    const { owner, location, roomIds } = await ownerWithPlace();
    const head = await factories.newEmployee(t, owner.workspaceId, 'cleaner', {
      level: 'head',
      name: 'Hana',
    });
    const regular = await factories.newEmployee(t, owner.workspaceId, 'cleaner', { name: 'Rustem' });
    // Waiting for a team, or of another workspace: not assignable, so not offered.
    await factories.newStaff(t, owner.workspaceId, 'cleaner', { name: 'Waiting' });
    const other = await ownerWithPlace();
    await factories.newEmployee(t, other.owner.workspaceId, 'cleaner', { name: 'Stranger' });

    expect((await call(head.auth, 'GET', '/api/employees')).statusCode).toBe(403);
    const res = await call(head.auth, 'GET', '/api/tasks/assignees');
    expect(res.statusCode).toBe(200);
    const offered = res.json().items as { id: string; name: string }[];
    expect(offered.map((p) => p.name)).toEqual(['Hana', 'Rustem']);
    // And what is offered is accepted.
    const created = await call(head.auth, 'POST', '/api/tasks', {
      kind: 'one_time',
      title: 'For Rustem',
      locationId: location.id,
      roomIds,
      assigneeIds: [regular.id],
    });
    expect(created.statusCode).toBe(201);
    expect((await call(regular.auth, 'GET', '/api/tasks/assignees')).statusCode).toBe(403);
  });

  it('refuses with 402 once the subscription has expired', async () => {
    const { owner, location, roomIds } = await ownerWithPlace();
    await t.db
      .update(subscriptions)
      .set({ startsAt: new Date(Date.now() - 20 * DAY), endsAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.workspaceId, owner.workspaceId));
    const res = await call(owner.auth, 'POST', '/api/tasks', {
      kind: 'one_time',
      title: 'Too late',
      locationId: location.id,
      roomIds,
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('subscription_expired');
  });
});

describe('GET, PATCH and DELETE /tasks/{id}', () => {
  it('answers 404 for a task of another workspace, and for one that does not exist', async () => {
    const { owner } = await ownerWithPlace();
    const stranger = await ownerWithPlace();
    const [task] = await createTask(stranger.owner.auth, {
      kind: 'one_time',
      title: 'Theirs',
      locationId: stranger.location.id,
      roomIds: stranger.roomIds,
    });
    for (const id of [task!.id, randomUUID()]) {
      expect((await call(owner.auth, 'GET', `/api/tasks/${id}`)).statusCode).toBe(404);
      expect((await call(owner.auth, 'PATCH', `/api/tasks/${id}`, { title: 'Mine' })).statusCode).toBe(404);
      expect((await call(owner.auth, 'DELETE', `/api/tasks/${id}`)).statusCode).toBe(404);
    }
    expect((await jobsOf(task!.id)).length).toBe(1);
  });

  it('changes a recurring task’s future jobs only: finished and started ones keep their time', async () => {
    const { owner, location, roomIds } = await ownerWithPlace();
    const cleaner = await activeStaff(owner.workspaceId);
    const daily = { frequency: 'daily', startDate: '2020-01-01', startTime: '09:00', endTime: '12:00' };
    const [task] = await createTask(owner.auth, {
      kind: 'recurring',
      title: 'Morning clean',
      locationId: location.id,
      roomIds,
      schedule: daily,
    });
    const id = task!.id;
    // Yesterday's job was done; the next one has been started early.
    const yesterday = (await jobsOf(id))[0]!.startsAt.getTime() - 2 * DAY;
    const [done] = await t.db
      .insert(occurrences)
      .values({
        workspaceId: owner.workspaceId,
        taskId: id,
        locationId: location.id,
        startsAt: new Date(yesterday),
        dueAt: new Date(yesterday + 3 * HOUR),
        state: 'completed',
        startedAt: new Date(yesterday),
        startedBy: cleaner.id,
        finishedAt: new Date(yesterday + HOUR),
        finishedBy: cleaner.id,
      })
      .returning();
    const [next] = await jobsOf(id).then((jobs) => jobs.filter((j) => j.id !== done!.id));
    await t.db
      .update(occurrences)
      .set({ state: 'in_progress', startedAt: new Date(), startedBy: cleaner.id })
      .where(eq(occurrences.id, next!.id));

    const res = await call(owner.auth, 'PATCH', `/api/tasks/${id}`, {
      title: 'Late morning clean',
      schedule: { ...daily, startTime: '10:30' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Late morning clean', schedule: { startTime: '10:30' } });

    const jobs = await jobsOf(id);
    const kept = jobs.filter((j) => j.id === done!.id || j.id === next!.id);
    expect(kept.map((j) => j.startsAt.getUTCHours())).toEqual([6, 6]); // 09:00 Moscow
    expect(kept.map((j) => j.state)).toEqual(['completed', 'in_progress']);
    const future = jobs.filter((j) => j.id !== done!.id && j.id !== next!.id);
    expect(future.length).toBeGreaterThanOrEqual(HORIZON_DAYS - 2);
    for (const job of future) {
      // 10:30 Moscow is 07:30 UTC, due at 12:00 (09:00 UTC).
      expect([job.startsAt.getUTCHours(), job.startsAt.getUTCMinutes(), job.dueAt!.getUTCHours()]).toEqual([
        7, 30, 9,
      ]);
      expect(job.startsAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it('moves a one-time task’s job while nobody has started it, and keeps kind rules', async () => {
    const { owner, location, roomIds } = await ownerWithPlace();
    const [once] = await createTask(owner.auth, {
      kind: 'one_time',
      title: 'Windows',
      locationId: location.id,
      roomIds,
      dueAt: new Date(Date.now() + HOUR).toISOString(),
    });
    const startsAt = new Date(Date.now() + DAY).toISOString();
    const dueAt = new Date(Date.now() + DAY + 2 * HOUR).toISOString();
    const moved = await call(owner.auth, 'PATCH', `/api/tasks/${once!.id}`, {
      startsAt,
      dueAt,
      emergency: true,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ startsAt, dueAt, emergency: true, kind: 'one_time' });
    const [job] = await jobsOf(once!.id);
    expect([job!.startsAt.toISOString(), job!.dueAt!.toISOString()]).toEqual([startsAt, dueAt]);

    const early = await call(owner.auth, 'PATCH', `/api/tasks/${once!.id}`, {
      dueAt: new Date(Date.now() + HOUR).toISOString(),
    });
    expect(fieldMessages(early.json())).toEqual({ 'body.dueAt': 'The start must be earlier than the end.' });
    const scheduled = await call(owner.auth, 'PATCH', `/api/tasks/${once!.id}`, { schedule: hourly });
    expect(fieldMessages(scheduled.json())).toEqual({ 'body.schedule': 'Not allowed here.' });
    const kind = await call(owner.auth, 'PATCH', `/api/tasks/${once!.id}`, { kind: 'recurring' });
    expect(kind.statusCode).toBe(400);

    const [regular] = await createTask(owner.auth, {
      kind: 'recurring',
      title: 'Rounds',
      locationId: location.id,
      roomIds,
      schedule: hourly,
    });
    const timed = await call(owner.auth, 'PATCH', `/api/tasks/${regular!.id}`, { dueAt });
    expect(fieldMessages(timed.json())).toEqual({ 'body.dueAt': 'Not allowed here.' });
    const other = await newPlace(owner.workspaceId, 'Europe/Moscow', 'Elsewhere');
    const rooms = await call(owner.auth, 'PATCH', `/api/tasks/${regular!.id}`, { roomIds: other.roomIds });
    expect(fieldPaths(rooms.json())).toEqual(['body.roomIds']);
  });

  it('changes the team, the rooms and the assignees', async () => {
    const { owner, location, roomIds } = await ownerWithPlace();
    const ann = await activeStaff(owner.workspaceId, { name: 'Ann' });
    const bob = await activeStaff(owner.workspaceId, { name: 'Bob' });
    const crew = await newTeam(owner.workspaceId, [bob.id]);
    const [task] = await createTask(owner.auth, {
      kind: 'one_time',
      title: 'Stairs',
      locationId: location.id,
      roomIds,
      assigneeIds: [ann.id],
    });
    const res = await call(owner.auth, 'PATCH', `/api/tasks/${task!.id}`, {
      teamId: crew.id,
      roomIds: [roomIds[0]],
      assigneeIds: [bob.id],
      checklist: [{ text: 'Rails' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      team: { id: crew.id },
      rooms: [{ id: roomIds[0] }],
      assignees: [{ id: bob.id, name: 'Bob' }],
      checklist: [{ text: 'Rails' }],
    });
    const foreign = await newTeam((await factories.newOwner(t)).workspaceId);
    const bad = await call(owner.auth, 'PATCH', `/api/tasks/${task!.id}`, { teamId: foreign.id });
    expect(fieldMessages(bad.json())).toEqual({ 'body.teamId': 'Choose one of your teams.' });
    const none = await call(owner.auth, 'PATCH', `/api/tasks/${task!.id}`, { teamId: null });
    expect(none.json().team).toBeNull();
  });

  it('deletes a task and its jobs nobody started; finished and started reports stay', async () => {
    const { owner, location, roomIds } = await ownerWithPlace();
    const cleaner = await activeStaff(owner.workspaceId);
    const [task] = await createTask(owner.auth, {
      kind: 'recurring',
      title: 'Hall',
      locationId: location.id,
      roomIds,
      schedule: hourly,
    });
    const [first, second] = await jobsOf(task!.id);
    await t.db
      .update(occurrences)
      .set({ state: 'completed', startedAt: new Date(), finishedAt: new Date(), finishedBy: cleaner.id })
      .where(eq(occurrences.id, first!.id));
    await t.db
      .update(occurrences)
      .set({ state: 'in_progress', startedAt: new Date(), startedBy: cleaner.id })
      .where(eq(occurrences.id, second!.id));

    const res = await call(owner.auth, 'DELETE', `/api/tasks/${task!.id}`);
    expect(res.statusCode).toBe(204);
    expect((await jobsOf(task!.id)).map((j) => j.id)).toEqual([first!.id, second!.id]);
    expect((await call(owner.auth, 'GET', `/api/tasks/${task!.id}`)).statusCode).toBe(404);
    expect((await call(owner.auth, 'DELETE', `/api/tasks/${task!.id}`)).statusCode).toBe(404);
    const list = await call(owner.auth, 'GET', '/api/tasks');
    expect(list.json().total).toBe(0);
    const [log] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'delete_task'), eq(logs.userId, owner.id)));
    expect(log?.data).toMatchObject({ taskId: task!.id });
  });
});

describe('GET /tasks', () => {
  it('pages the definitions with rooms, people and team; filters by kind, type, location and title', async () => {
    const { owner, location, roomIds } = await ownerWithPlace();
    const other = await newPlace(owner.workspaceId, 'Asia/Almaty', 'Office');
    const ann = await activeStaff(owner.workspaceId);
    const crew = await newTeam(owner.workspaceId, [ann.id]);
    const base = { locationId: location.id, roomIds };
    await createTask(owner.auth, { ...base, kind: 'one_time', title: 'Balcony', assigneeIds: [ann.id] });
    await createTask(owner.auth, {
      ...base,
      kind: 'recurring',
      title: 'Kitchen rounds',
      schedule: hourly,
      teamIds: [crew.id],
    });
    await createTask(owner.auth, {
      kind: 'one_time',
      type: 'learn',
      title: 'Study the office',
      locationId: other.location.id,
      roomIds: other.roomIds,
    });
    // Another workspace's task never shows.
    const stranger = await ownerWithPlace();
    await createTask(stranger.owner.auth, {
      kind: 'one_time',
      title: 'Balcony too',
      locationId: stranger.location.id,
      roomIds: stranger.roomIds,
    });

    const list = async (query = '') => {
      const res = await call(owner.auth, 'GET', `/api/tasks?${query}`);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const titles = (page: { items: { title: string }[] }) => page.items.map((i) => i.title);

    const all = await list('sortBy=title&sortDir=asc');
    expect(all.total).toBe(3);
    expect(titles(all)).toEqual(['Balcony', 'Kitchen rounds', 'Study the office']);
    expect(all.items[0]).toMatchObject({
      assignees: [{ id: ann.id }],
      team: null,
      rooms: [{ name: 'Bathroom' }, { name: 'Kitchen' }],
    });
    expect(all.items[1]).toMatchObject({ team: { id: crew.id, name: crew.name }, kind: 'recurring' });
    expect(all.items[2].location).toEqual({
      id: other.location.id,
      title: 'Office',
      timezone: 'Asia/Almaty',
    });

    expect(titles(await list('kind=recurring'))).toEqual(['Kitchen rounds']);
    expect(titles(await list('type=learn'))).toEqual(['Study the office']);
    expect(titles(await list(`locationId=${location.id}&sortBy=title&sortDir=desc`))).toEqual([
      'Kitchen rounds',
      'Balcony',
    ]);
    expect(titles(await list('search=BALC'))).toEqual(['Balcony']);
    const page = await list('sortBy=createdAt&sortDir=asc&page=2&pageSize=2');
    expect([page.total, page.page, page.pageSize, titles(page)]).toEqual([3, 2, 2, ['Study the office']]);
    expect((await call(owner.auth, 'GET', '/api/tasks?kind=sometimes')).statusCode).toBe(400);
  });
});
