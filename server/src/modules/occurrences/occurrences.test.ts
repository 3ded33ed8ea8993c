import { randomUUID } from 'node:crypto';
import type { TOccurrence, TOccurrenceDetail, TOccurrencePage } from '@cleanops/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema';
import { newOwner } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newTask, newTeam, newWorker, newWorkPlace } from '../../test/work-factories';

let t: TestApp;
afterAll(async () => t?.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Auth = Record<string, string>;

async function page(auth: Auth, query = ''): Promise<TOccurrencePage> {
  const res = await t.app.inject({ url: `/api/occurrences${query ? `?${query}` : ''}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const titles = (p: TOccurrencePage) => p.items.map((o) => o.title);

/**
 * One workspace with jobs of every kind (times relative to now):
 *   A  flat A / Kitchen, team, starts -2h, due -1h, pending: overdue without the overdue job
 *   B  flat A / Bath, assigned to Dana, inspect, starts +1h, due +3h
 *   C  flat B / Hall, recurring learn, assigned to Aigerim, jobs at +1d, +2d, +3d
 *   D  flat A / Kitchen, team, finished by Bolat 4 hours ago
 *   E  flat B / Hall, team, emergency, picked by Bolat, starts +5h
 *   F  flat B / Hall, team, emergency, starts +1.5d
 *   G  flat A / Kitchen, team, finished by Aigerim just now
 *   H  flat A / Kitchen, team, finished by Aigerim two days ago
 * Aigerim and Bolat are the team; Dana is in no team of these jobs.
 */
let owner: Awaited<ReturnType<typeof newOwner>>;
let aigerim: Awaited<ReturnType<typeof newWorker>>;
let bolat: Awaited<ReturnType<typeof newWorker>>;
let dana: Awaited<ReturnType<typeof newWorker>>;
let flatA: Awaited<ReturnType<typeof newWorkPlace>>;
let flatB: Awaited<ReturnType<typeof newWorkPlace>>;
const jobs: Record<string, string> = {};
let teamId: string;
let checklistTaskId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await newOwner(t);
  const ws = owner.workspaceId;
  flatA = await newWorkPlace(t, ws, { title: 'Flat A', rooms: ['Kitchen', 'Bath'] });
  flatB = await newWorkPlace(t, ws, { title: 'Flat B', rooms: ['Hall'] });
  aigerim = await newWorker(t, ws, [], 'cleaner', { name: 'Aigerim' });
  bolat = await newWorker(t, ws, [], 'cleaner', { name: 'Bolat' });
  dana = await newWorker(t, ws, [], 'cleaner', { name: 'Dana' });
  const team = await newTeam(t, ws, [aigerim.id, bolat.id], 'North');
  teamId = team.id;
  await newTeam(t, ws, [dana.id], 'South');
  const [kitchen, bath] = flatA.rooms;
  const [hall] = flatB.rooms;
  const now = Date.now();
  const at = (ms: number) => new Date(now + ms);
  const a = { workspaceId: ws, locationId: flatA.location.id };
  const b = { workspaceId: ws, locationId: flatB.location.id };
  const job = async (title: string, options: Parameters<typeof newTask>[1]) => {
    const made = await newTask(t, { ...options, title });
    jobs[title] = made.occurrence.id;
    return made;
  };
  await job('Job A', { ...a, roomIds: [kitchen!.id], teamId, startsAt: at(-2 * HOUR), dueAt: at(-HOUR) });
  await job('Job B', {
    ...a,
    roomIds: [bath!.id],
    assigneeIds: [dana.id],
    type: 'inspect',
    startsAt: at(HOUR),
    dueAt: at(3 * HOUR),
  });
  const c = await newTask(t, {
    ...b,
    title: 'Job C',
    roomIds: [hall!.id],
    kind: 'recurring',
    type: 'learn',
    assigneeIds: [aigerim.id],
    occurrences: [{ startsAt: at(DAY) }, { startsAt: at(2 * DAY) }, { startsAt: at(3 * DAY) }],
  });
  c.occurrences.forEach((o, i) => {
    jobs[`Job C${i + 1}`] = o.id;
  });
  const done = (by: string, finishedAt: Date) => ({
    state: 'completed' as const,
    pickedBy: by,
    startedBy: by,
    finishedBy: by,
    startedAt: new Date(finishedAt.getTime() - HOUR),
    finishedAt,
  });
  await job('Job D', {
    ...a,
    roomIds: [kitchen!.id],
    teamId,
    occurrences: [{ startsAt: at(-5 * HOUR), ...done(bolat.id, at(-4 * HOUR)) }],
  });
  await job('Job E', {
    ...b,
    roomIds: [hall!.id],
    teamId,
    flags: { emergency: true },
    occurrences: [{ startsAt: at(5 * HOUR), pickedBy: bolat.id, pickedAt: at(0) }],
  });
  await job('Job F', {
    ...b,
    roomIds: [hall!.id],
    teamId,
    flags: { emergency: true },
    startsAt: at(1.5 * DAY),
  });
  await job('Job G', {
    ...a,
    roomIds: [kitchen!.id],
    teamId,
    occurrences: [{ startsAt: at(-HOUR / 2), ...done(aigerim.id, new Date()) }],
  });
  await job('Job H', {
    ...a,
    roomIds: [kitchen!.id],
    teamId,
    occurrences: [{ startsAt: at(-3 * DAY), ...done(aigerim.id, at(-2 * DAY)) }],
  });
  const withList = await newTask(t, {
    ...a,
    title: 'Job with a list',
    roomIds: [kitchen!.id],
    teamId,
    checklist: ['Wipe the table', 'Mop the floor'],
    startsAt: at(10 * DAY),
  });
  jobs['Job with a list'] = withList.occurrence.id;
  checklistTaskId = withList.task.id;
});

const ALL = ['Job H', 'Job D', 'Job A', 'Job G', 'Job B', 'Job E', 'Job C', 'Job F', 'Job C', 'Job C'];
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('GET /occurrences', () => {
  it('lists the jobs by start time, past due ones as overdue, with their place, people and schedule', async () => {
    const all = await page(owner.auth, `to=${inMs(9 * DAY)}`);
    expect(titles(all)).toEqual(ALL);
    expect(all.total).toBe(10);
    const byTitle = (title: string) => all.items.find((o) => o.title === title) as TOccurrence;
    expect(byTitle('Job A').state).toBe('overdue');
    expect(byTitle('Job B').state).toBe('pending');
    expect(byTitle('Job D').state).toBe('completed');
    const e = byTitle('Job E');
    expect(e).toMatchObject({
      emergency: true,
      kind: 'one_time',
      origin: 'manual',
      location: { id: flatB.location.id, title: 'Flat B', timezone: 'Asia/Almaty' },
      rooms: [{ id: flatB.rooms[0]!.id, name: 'Hall' }],
      team: { id: teamId, name: 'North' },
      assignees: [],
      pickedBy: { id: bolat.id, name: 'Bolat' },
      startedBy: null,
      schedule: null,
      photosCount: 0,
    });
    expect(byTitle('Job B').assignees.map((p) => p.name)).toEqual(['Dana']);
    expect(byTitle('Job C').schedule?.frequency).toBe('daily');
    expect(byTitle('Job D').finishedBy?.id).toBe(bolat.id);
  });

  it('filters by location, rooms, employees and start time', async () => {
    const to = `to=${inMs(9 * DAY)}`;
    expect(titles(await page(owner.auth, `locationId=${flatA.location.id}&${to}`))).toEqual([
      'Job H',
      'Job D',
      'Job A',
      'Job G',
      'Job B',
    ]);
    const [kitchen, bath] = flatA.rooms;
    expect(titles(await page(owner.auth, `roomIds=${kitchen!.id}&${to}`))).toEqual([
      'Job H',
      'Job D',
      'Job A',
      'Job G',
    ]);
    // A list as `a,b` or as the key repeated.
    const bathOrHall = await page(owner.auth, `roomIds=${bath!.id},${flatB.rooms[0]!.id}&${to}`);
    expect(titles(bathOrHall)).toEqual(['Job B', 'Job E', 'Job C', 'Job F', 'Job C', 'Job C']);
    const repeated = await page(owner.auth, `roomIds=${bath!.id}&roomIds=${flatB.rooms[0]!.id}&${to}`);
    expect(repeated.total).toBe(6);
    // Dana is assigned to B only; Aigerim to C and, through the team, every team job.
    expect(titles(await page(owner.auth, `employeeIds=${dana.id}`))).toEqual(['Job B']);
    expect(titles(await page(owner.auth, `employeeIds=${aigerim.id}&${to}`))).toEqual(
      ALL.filter((title) => title !== 'Job B'),
    );
    const window = `from=${inMs(0)}&to=${inMs(1.75 * DAY)}`;
    expect(titles(await page(owner.auth, window))).toEqual(['Job B', 'Job E', 'Job C', 'Job F']);
  });

  it('filters by the effective state: a past-due pending job is overdue, not pending', async () => {
    const to = `to=${inMs(9 * DAY)}`;
    expect(titles(await page(owner.auth, 'state=overdue'))).toEqual(['Job A']);
    expect(titles(await page(owner.auth, `state=pending&${to}`))).toEqual([
      'Job B',
      'Job E',
      'Job C',
      'Job F',
      'Job C',
      'Job C',
    ]);
    expect(titles(await page(owner.auth, 'state=completed'))).toEqual(['Job H', 'Job D', 'Job G']);
    expect((await page(owner.auth, 'state=in_progress')).total).toBe(0);
  });

  it('filters by type and kind', async () => {
    expect(titles(await page(owner.auth, 'type=inspect'))).toEqual(['Job B']);
    expect(titles(await page(owner.auth, 'type=learn'))).toEqual(['Job C', 'Job C', 'Job C']);
    expect((await page(owner.auth, 'kind=recurring')).total).toBe(3);
    expect((await page(owner.auth, `kind=one_time&to=${inMs(9 * DAY)}`)).total).toBe(7);
  });

  it('sorts by start or due time either way, and pages with the total', async () => {
    const to = `to=${inMs(9 * DAY)}`;
    expect(titles(await page(owner.auth, `sortDir=desc&${to}`))).toEqual([...ALL].reverse());
    expect(titles(await page(owner.auth, `sortBy=dueAt&${to}`)).slice(0, 2)).toEqual(['Job A', 'Job B']);
    const second = await page(owner.auth, `pageSize=3&page=2&${to}`);
    expect(titles(second)).toEqual(['Job G', 'Job B', 'Job E']);
    expect(second).toMatchObject({ total: 10, page: 2, pageSize: 3 });
    const beyond = await page(owner.auth, `pageSize=3&page=9&${to}`);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(10);
  });

  it("mine=true: a cleaner's own and team jobs, not one a teammate picked, emergencies first", async () => {
    const to = `to=${inMs(9 * DAY)}`;
    // E is an emergency but Bolat picked it; D is Bolat's; H was finished two days ago; B is Dana's.
    expect(titles(await page(aigerim.auth, `mine=true&${to}`))).toEqual([
      'Job F',
      'Job A',
      'Job G',
      'Job C',
      'Job C',
      'Job C',
    ]);
    const bolats = titles(await page(bolat.auth, `mine=true&${to}`));
    expect(bolats.slice(0, 2)).toEqual(['Job E', 'Job F']);
    expect(bolats).not.toContain('Job G');
    expect(bolats).not.toContain('Job C');
    expect(titles(await page(aigerim.auth, 'mine=true&state=completed'))).toEqual(['Job H', 'Job G']);
    expect(titles(await page(dana.auth, 'mine=true'))).toEqual(['Job B']);
  });

  it('lets every member of the workspace read the lists; a bad filter is 400 on its field', async () => {
    expect((await page(dana.auth, `to=${inMs(9 * DAY)}`)).total).toBe(10);
    const res = await t.app.inject({ url: '/api/occurrences?roomIds=nope&state=late', headers: owner.auth });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().details.fields as { path: string }[]).map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['query.state']));
    expect(paths.some((p) => p.startsWith('query.roomIds'))).toBe(true);
  });
});

describe('GET /occurrences/{id}', () => {
  const get = async (auth: Auth, id: string) => {
    const res = await t.app.inject({ url: `/api/occurrences/${id}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TOccurrenceDetail;
  };

  it("shows the task's checklist unticked before the start and the job's own copy after it", async () => {
    const id = jobs['Job with a list']!;
    const [task] = await t.db.select().from(tasks).where(eq(tasks.id, checklistTaskId));
    const before = await get(aigerim.auth, id);
    expect(before.checklist).toEqual(task!.checklist.map((item) => ({ ...item, done: false })));
    expect(before).toMatchObject({ state: 'pending', startedBy: null, scans: [], photos: [], result: null });
    expect(before.can).toEqual({ pick: true, work: true });
    // Dana is in another team: she may look, not work.
    expect((await get(dana.auth, id)).can).toEqual({ pick: false, work: false });
    expect((await get(owner.auth, id)).can).toEqual({ pick: true, work: true });

    const started = await t.app.inject({
      method: 'POST',
      url: `/api/occurrences/${id}/start`,
      headers: aigerim.auth,
    });
    expect(started.statusCode, started.body).toBe(200);
    // Editing the task afterwards does not change the started job's list.
    await t.db
      .update(tasks)
      .set({ checklist: [{ id: randomUUID(), text: 'Something new' }] })
      .where(eq(tasks.id, checklistTaskId));
    const after = await get(aigerim.auth, id);
    expect(after.checklist.map((i) => i.text)).toEqual(['Wipe the table', 'Mop the floor']);
    expect(after).toMatchObject({
      state: 'in_progress',
      startedBy: { id: aigerim.id },
      pickedBy: { id: aigerim.id },
      can: { pick: false, work: true },
    });
    expect(after.startedAt).not.toBeNull();
    // Bolat is in the team, but Aigerim has it now.
    expect((await get(bolat.auth, id)).can).toEqual({ pick: false, work: false });
  });

  it('answers 404 to another workspace, as for an id that does not exist', async () => {
    const stranger = await newOwner(t);
    for (const id of [jobs['Job A']!, randomUUID()]) {
      const res = await t.app.inject({ url: `/api/occurrences/${id}`, headers: stranger.auth });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await page(stranger.auth)).total).toBe(0);
    expect((await page(stranger.auth, `locationId=${flatA.location.id}`)).items).toEqual([]);
  });
});
