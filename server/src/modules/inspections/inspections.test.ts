import { randomUUID } from 'node:crypto';
import type {
  TLocation,
  TNotificationPage,
  TOccurrence,
  TOccurrenceDetail,
  TOccurrencePage,
  TReadinessBoard,
  TReadinessRental,
} from '@cleanops/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklists, occurrences, roomChecklists, tasks, teams } from '../../db/schema';
import { newOwner } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newTeam, newWorker, newWorkPlace } from '../../test/work-factories';
import { turnoverJobs } from '../bookings/booking-test-kit';
import { cameraJpeg, upload } from '../files/files.fixtures';

/** A rental that inspects after each cleaning, through its flow (DECISIONS.md §13). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Auth = Record<string, string>;

async function workspace() {
  const owner = await newOwner(t);
  const ws = owner.workspaceId;
  const cleaner = await newWorker(t, ws, [], 'cleaner', { name: 'Aigerim' });
  const head = await newWorker(t, ws, [], 'manager', { name: 'Bolat' });
  const team = await newTeam(t, ws, [cleaner.id, head.id]);
  await t.db.update(teams).set({ headId: head.id }).where(eq(teams.id, team.id));
  const { location, rooms } = await newWorkPlace(t, ws, {
    title: 'Flat on Abay',
    teamId: team.id,
    rooms: ['Bathroom', 'Bedroom'],
  });
  const [checklist] = await t.db
    .insert(checklists)
    .values({
      workspaceId: ws,
      name: 'Inspection',
      items: ['Bathroom mirror', 'Bedroom linen', 'Kitchen sink'].map((text) => ({ id: randomUUID(), text })),
    })
    .returning();

  const call = async (
    auth: Auth,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
    headers?: Auth,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...auth, ...headers },
      ...(payload ? { payload } : {}),
    });
  const ok = async <T>(res: Awaited<ReturnType<typeof call>>): Promise<T> => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const step = (auth: Auth, id: string, name: string, payload?: object, headers?: Auth) =>
    call(auth, 'POST', `/occurrences/${id}/${name}`, payload, headers);
  const settings = (payload: object) => call(owner.auth, 'PATCH', `/locations/${location.id}`, payload);
  const mine = async (auth: Auth) =>
    (await ok<TOccurrencePage>(await call(auth, 'GET', '/occurrences?mine=true&pageSize=100'))).items;
  const board = async (): Promise<TReadinessRental> => {
    const items = (await ok<TReadinessBoard>(await call(owner.auth, 'GET', '/readiness'))).items;
    return items.find((item) => item.location.id === location.id)!;
  };
  const photo = async (auth: Auth) => {
    const res = await upload(t, auth, await cameraJpeg(), 'mirror.jpg');
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  /** Dirty by hand: its turnover job is made; the cleaner does it. */
  const cleanTurnover = async () => {
    expect(
      (await call(owner.auth, 'POST', `/locations/${location.id}/state`, { state: 'dirty' })).statusCode,
    ).toBe(200);
    const jobs = await turnoverJobs(t, location.id);
    const job = jobs.find((j) => j.state !== 'completed')!;
    await ok(await step(cleaner.auth, job.occurrenceId, 'start'));
    for (const item of (
      await ok<TOccurrenceDetail>(await call(cleaner.auth, 'GET', `/occurrences/${job.occurrenceId}`))
    ).checklist)
      await ok(await step(cleaner.auth, job.occurrenceId, 'checklist', { itemId: item.id, done: true }));
    await ok(await step(cleaner.auth, job.occurrenceId, 'finish', { result: null }));
    return job;
  };
  const jobsOf = (origin: 'inspection' | 'reclean') =>
    t.db
      .select({ occurrenceId: occurrences.id, taskId: tasks.id, state: occurrences.state })
      .from(occurrences)
      .innerJoin(tasks, eq(tasks.id, occurrences.taskId))
      .where(and(eq(occurrences.locationId, location.id), eq(tasks.origin, origin)))
      .orderBy(occurrences.createdAt);
  return {
    owner,
    cleaner,
    head,
    team,
    location,
    rooms,
    checklist: checklist!,
    call,
    ok,
    step,
    settings,
    mine,
    board,
    photo,
    cleanTurnover,
    jobsOf,
  };
}

type W = Awaited<ReturnType<typeof workspace>>;

async function turnOn(w: W) {
  const res = await w.settings({ inspectAfterTurnover: true, inspectionChecklistId: w.checklist.id });
  const location = await w.ok<TLocation>(res);
  expect(location).toMatchObject({
    inspectAfterTurnover: true,
    inspectorId: null,
    inspectionChecklistId: w.checklist.id,
  });
}

/** Starts the inspection made by the last cleaning and answers it. */
async function startInspection(w: W, auth: Auth = w.head.auth): Promise<TOccurrenceDetail> {
  const [, last] = [null, ...(await w.jobsOf('inspection'))].slice(-2);
  return w.ok<TOccurrenceDetail>(await w.step(auth, last!.occurrenceId, 'start'));
}

describe('inspections after each cleaning', () => {
  it('is off by default: a finished turnover makes no inspection and the rental is ready', async () => {
    const w = await workspace();
    const location = await w.ok<TLocation>(await w.call(w.owner.auth, 'GET', `/locations/${w.location.id}`));
    expect(location).toMatchObject({
      inspectAfterTurnover: false,
      inspectorId: null,
      inspectionChecklistId: null,
    });
    await w.cleanTurnover();
    expect(await w.jobsOf('inspection')).toEqual([]);
    expect((await w.board()).state).toBe('ready');
  });

  it('refuses an inspector or a checklist of another workspace, naming the field', async () => {
    const w = await workspace();
    const other = await workspace();
    const byInspector = await w.settings({ inspectorId: other.head.id });
    expect(byInspector.statusCode).toBe(404);
    expect(byInspector.json().details?.fields ?? byInspector.json().fields ?? byInspector.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'body.inspectorId' })]),
    );
    const byChecklist = await w.settings({ inspectionChecklistId: other.checklist.id });
    expect(byChecklist.statusCode).toBe(404);
    expect(byChecklist.body).toContain('body.inspectionChecklistId');
  });

  it('gives the inspection to the team head with the chosen checklist and the turnover’s rooms, and tells them', async () => {
    const w = await workspace();
    await turnOn(w);
    await w.cleanTurnover();
    expect((await w.board()).state).toBe('awaiting_inspection');
    const [inspection] = await w.jobsOf('inspection');
    const mine = (await w.mine(w.head.auth)).find((job: TOccurrence) => job.id === inspection!.occurrenceId);
    expect(mine).toMatchObject({
      type: 'inspect',
      titleKey: 'inspection',
      origin: 'inspection',
      assignees: [expect.objectContaining({ id: w.head.id })],
      rooms: [expect.objectContaining({ name: 'Bathroom' }), expect.objectContaining({ name: 'Bedroom' })],
    });
    const detail = await startInspection(w);
    expect(detail.checklist.map((item) => item.text)).toEqual([
      'Bathroom mirror',
      'Bedroom linen',
      'Kitchen sink',
    ]);
    const bell = await w.ok<TNotificationPage>(
      await w.call(w.head.auth, 'GET', '/notifications?pageSize=100'),
    );
    expect(
      bell.items.filter((n) => n.event === 'taskAssigned' && n.data.taskId === inspection!.taskId),
    ).toHaveLength(1);
  });

  it('gives it to the chosen member instead of the head', async () => {
    const w = await workspace();
    await turnOn(w);
    await w.ok(await w.settings({ inspectorId: w.cleaner.id }));
    await w.cleanTurnover();
    const [inspection] = await w.jobsOf('inspection');
    expect((await w.mine(w.cleaner.auth)).some((job) => job.id === inspection!.occurrenceId)).toBe(true);
    expect((await w.mine(w.head.auth)).some((job) => job.id === inspection!.occurrenceId)).toBe(false);
  });

  it('refuses a failed item without its note or photo, naming each field', async () => {
    const w = await workspace();
    await turnOn(w);
    await w.cleanTurnover();
    const detail = await startInspection(w);
    const item = detail.checklist[1]!;
    const bare = await w.step(w.head.auth, detail.id, 'checklist', {
      itemId: item.id,
      done: true,
      failed: true,
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.body).toContain('body.note');
    expect(bare.body).toContain('body.fileId');
    const noPhoto = await w.step(w.head.auth, detail.id, 'checklist', {
      itemId: item.id,
      done: true,
      failed: true,
      note: 'Stained',
    });
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.body).toContain('body.fileId');
    expect(noPhoto.body).not.toContain('body.note');

    // An item failed some other way (an old phone's copy) still stops the finish, naming it.
    const [row] = await t.db.select().from(occurrences).where(eq(occurrences.id, detail.id));
    await t.db
      .update(occurrences)
      .set({
        checklist: row!.checklist!.map((i, n) => ({
          ...i,
          done: true,
          ...(n === 2 ? { failed: true } : {}),
        })),
      })
      .where(eq(occurrences.id, detail.id));
    const finish = await w.step(w.head.auth, detail.id, 'finish', { result: null });
    expect(finish.statusCode).toBe(409);
    expect(finish.body).toContain('checklist[2].note');
    expect(finish.body).toContain('checklist[2].photo');
  });

  it('refuses to fail an item of a job that is not an inspection', async () => {
    const w = await workspace();
    await w.call(w.owner.auth, 'POST', `/locations/${w.location.id}/state`, { state: 'dirty' });
    const [job] = await turnoverJobs(t, w.location.id);
    await w.ok(await w.step(w.cleaner.auth, job!.occurrenceId, 'start'));
    const res = await w.step(w.cleaner.auth, job!.occurrenceId, 'checklist', {
      itemId: randomUUID(),
      done: true,
      failed: true,
    });
    expect(res.statusCode).toBe(400);
  });

  it('fails with one item: records fail, makes one re-clean for the cleaner; a re-clean alone leaves it failed, a pass clears it', async () => {
    const w = await workspace();
    await turnOn(w);
    await w.cleanTurnover();
    const detail = await startInspection(w);
    const [mirror, linen, sink] = detail.checklist;
    await w.ok(await w.step(w.head.auth, detail.id, 'checklist', { itemId: mirror!.id, done: true }));
    const fileId = await w.photo(w.head.auth);
    // The fail step as the phone's queue sends it: with a key and the device's time, twice.
    const key = { 'idempotency-key': randomUUID(), 'x-device-time': new Date().toISOString() };
    const fail = { itemId: linen!.id, done: true, failed: true, note: 'Stain on the pillow', fileId };
    const first = await w.ok<TOccurrenceDetail>(await w.step(w.head.auth, detail.id, 'checklist', fail, key));
    const again = await w.step(w.head.auth, detail.id, 'checklist', fail, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first);
    expect(first.checklist[1]).toMatchObject({
      failed: true,
      note: 'Stain on the pillow',
      photoId: fileId,
      done: true,
    });
    expect(first.photos.map((p) => p.id)).toEqual([fileId]);

    // A pass sent with a failed item is a contradiction.
    await w.ok(await w.step(w.head.auth, detail.id, 'checklist', { itemId: sink!.id, done: true }));
    const passed = await w.step(w.head.auth, detail.id, 'finish', { result: 'pass' });
    expect(passed.statusCode).toBe(400);
    expect(passed.body).toContain('body.result');
    const finished = await w.ok<TOccurrenceDetail>(
      await w.step(w.head.auth, detail.id, 'finish', { result: null }),
    );
    expect(finished.result).toBe('fail');

    const board = await w.board();
    expect(board).toMatchObject({
      state: 'inspection_failed',
      lastInspection: { occurrenceId: detail.id, result: 'fail', failedItems: ['Bedroom linen'] },
    });

    const recleans = await w.jobsOf('reclean');
    expect(recleans).toHaveLength(1);
    const reclean = (await w.mine(w.cleaner.auth)).find((job) => job.id === recleans[0]!.occurrenceId);
    expect(reclean).toMatchObject({
      type: 'working',
      titleKey: 'reclean',
      team: { id: w.team.id },
      // Library items name no room: the inspection's rooms are cleaned again.
      rooms: [expect.objectContaining({ name: 'Bathroom' }), expect.objectContaining({ name: 'Bedroom' })],
    });
    const cleanerBell = await w.ok<TNotificationPage>(
      await w.call(w.cleaner.auth, 'GET', '/notifications?pageSize=100'),
    );
    expect(
      cleanerBell.items.some((n) => n.event === 'taskAssignedTeam' && n.data.taskId === recleans[0]!.taskId),
    ).toBe(true);

    // The re-clean is done: still failed, and a new inspection is waiting.
    const id = reclean!.id;
    const started = await w.ok<TOccurrenceDetail>(await w.step(w.cleaner.auth, id, 'start'));
    expect(started.checklist.map((item) => item.text)).toEqual(['Bedroom linen']);
    await w.ok(
      await w.step(w.cleaner.auth, id, 'checklist', { itemId: started.checklist[0]!.id, done: true }),
    );
    await w.ok(await w.step(w.cleaner.auth, id, 'finish', { result: null }));
    expect((await w.board()).state).toBe('inspection_failed');
    expect(await w.jobsOf('inspection')).toHaveLength(2);

    const second = await startInspection(w);
    for (const item of second.checklist)
      await w.ok(await w.step(w.head.auth, second.id, 'checklist', { itemId: item.id, done: true }));
    const pass = await w.ok<TOccurrenceDetail>(
      await w.step(w.head.auth, second.id, 'finish', { result: null }),
    );
    expect(pass.result).toBe('pass');
    expect(await w.board()).toMatchObject({
      state: 'ready',
      lastInspection: { result: 'pass', failedItems: [] },
    });
    expect(await w.jobsOf('reclean')).toHaveLength(1);
  });

  it('uses the rooms’ own checklists when none is chosen, and re-cleans only the failed item’s room', async () => {
    const w = await workspace();
    await w.ok(await w.settings({ inspectAfterTurnover: true }));
    const roomItems = async (roomId: string, text: string) => {
      const [list] = await t.db
        .insert(checklists)
        .values({
          workspaceId: w.owner.workspaceId,
          name: `${text} list`,
          items: [{ id: randomUUID(), text }],
        })
        .returning();
      await t.db.insert(roomChecklists).values({ roomId, checklistId: list!.id, position: 0 });
    };
    await roomItems(w.rooms[0]!.id, 'Mirror');
    await roomItems(w.rooms[1]!.id, 'Linen');
    await w.cleanTurnover();
    const detail = await startInspection(w);
    expect(detail.checklist.map((item) => item.text)).toEqual(['Bathroom: Mirror', 'Bedroom: Linen']);
    await w.ok(
      await w.step(w.head.auth, detail.id, 'checklist', { itemId: detail.checklist[0]!.id, done: true }),
    );
    const fileId = await w.photo(w.head.auth);
    await w.ok(
      await w.step(w.head.auth, detail.id, 'checklist', {
        itemId: detail.checklist[1]!.id,
        done: true,
        failed: true,
        note: 'Not changed',
        fileId,
      }),
    );
    await w.ok(await w.step(w.head.auth, detail.id, 'finish', { result: null }));
    const [reclean] = await w.jobsOf('reclean');
    const job = await w.ok<TOccurrenceDetail>(
      await w.call(w.cleaner.auth, 'GET', `/occurrences/${reclean!.occurrenceId}`),
    );
    expect(job.rooms.map((room) => room.name)).toEqual(['Bedroom']);
  });
});
