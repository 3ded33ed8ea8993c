import { createHash, randomUUID } from 'node:crypto';
import {
  DEVICE_TIME_WINDOW_MS,
  type TNotificationPage,
  type TOccurrenceDetail,
  type TPhotoReportPage,
  type TRoom,
} from '@cleanops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOwner } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type NewTaskOptions, newTask, newTeam, newWorker, newWorkPlace } from '../../test/work-factories';
import { cameraJpeg, upload } from '../files/files.fixtures';
import { sweepIdempotencyKeys } from '../idempotency/sweep-idempotency-keys';

/**
 * A phone's queue sends the job steps it recorded offline, late and maybe twice, each with
 * an Idempotency-Key and an X-Device-Time (docs/decisions/0020-offline-step-replays.md).
 */
let t: TestApp;
afterAll(async () => t?.close());

type Auth = Record<string, string>;
let owner: Awaited<ReturnType<typeof newOwner>>;
let aigerim: Awaited<ReturnType<typeof newWorker>>;
let bolat: Awaited<ReturnType<typeof newWorker>>;
let place: Awaited<ReturnType<typeof newWorkPlace>>;
let teamId: string;
let otherTeamId: string;

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);

beforeAll(async () => {
  t = await createTestApp();
  owner = await newOwner(t);
  const ws = owner.workspaceId;
  place = await newWorkPlace(t, ws, { title: 'Basement 2', rooms: ['Boiler room', 'Stairwell'] });
  aigerim = await newWorker(t, ws, [], 'cleaner', { name: 'Aigerim' });
  bolat = await newWorker(t, ws, [], 'cleaner', { name: 'Bolat' });
  teamId = (await newTeam(t, ws, [aigerim.id, bolat.id])).id;
  otherTeamId = (await newTeam(t, ws, [])).id;
});

/** A team job at the basement, made two hours ago (so a device's times of the last hour fit). */
async function teamJob(options: Partial<NewTaskOptions> = {}) {
  const { occurrence, task } = await newTask(t, {
    workspaceId: owner.workspaceId,
    locationId: place.location.id,
    roomIds: [place.rooms[0]!.id],
    teamId,
    occurrences: [{ startsAt: ago(60 * MINUTE), createdAt: ago(120 * MINUTE) }],
    ...options,
  });
  return { id: occurrence.id, task };
}

/** A step as the device's queue sends it: with its key and the time it happened on the phone. */
function send(auth: Auth, id: string, step: string, payload: object | undefined, headers: Auth) {
  return t.app.inject({
    method: 'POST',
    url: `/api/occurrences/${id}/${step}`,
    headers: { ...auth, ...headers },
    ...(payload ? { payload } : {}),
  });
}

const queued = (at: Date, key: string = randomUUID()) => ({
  'idempotency-key': key,
  'x-device-time': at.toISOString(),
});

function ok(response: Awaited<ReturnType<typeof send>>): TOccurrenceDetail {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function asOwner(id: string): Promise<TOccurrenceDetail> {
  const res = await t.app.inject({ url: `/api/occurrences/${id}`, headers: owner.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function kitchenUrl(): Promise<string> {
  const res = await t.app.inject({ url: `/api/rooms/${place.rooms[0]!.id}`, headers: owner.auth });
  return (res.json() as TRoom).publicUrl;
}

async function uploadPhoto(auth: Auth): Promise<string> {
  const res = await upload(t, auth, await cameraJpeg(), 'after.jpg');
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** The owner's bell: how many taskFinished notices name this job. */
async function finishNotices(id: string): Promise<number> {
  const res = await t.app.inject({ url: '/api/notifications?pageSize=100', headers: owner.auth });
  const page = res.json() as TNotificationPage;
  return page.items.filter((n) => n.event === 'taskFinished' && n.data.occurrenceId === id).length;
}

describe('a job done offline and sent when the signal returns', () => {
  it("keeps the device's times for the start, the scan, the photo and the finish; the owner sees them", async () => {
    const { id } = await teamJob({ checklist: ['Sweep the stairs'], flags: { photosAfter: true } });
    const startedAt = ago(40 * MINUTE);
    const scannedAt = ago(38 * MINUTE);
    const tickedAt = ago(30 * MINUTE);
    const photoAt = ago(20 * MINUTE);
    const finishedAt = ago(15 * MINUTE);
    const photo = await uploadPhoto(aigerim.auth);

    const started = ok(await send(aigerim.auth, id, 'start', undefined, queued(startedAt)));
    ok(await send(aigerim.auth, id, 'scan', { code: await kitchenUrl() }, queued(scannedAt)));
    const itemId = started.checklist[0]!.id;
    ok(await send(aigerim.auth, id, 'checklist', { itemId, done: true }, queued(tickedAt)));
    ok(await send(aigerim.auth, id, 'photos', { fileId: photo, phase: 'after' }, queued(photoAt)));
    const finished = ok(await send(aigerim.auth, id, 'finish', { comment: 'Dry now' }, queued(finishedAt)));
    expect(finished.state).toBe('completed');

    const seen = await asOwner(id);
    expect(seen).toMatchObject({
      state: 'completed',
      startedAt: startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      startedBy: { id: aigerim.id },
      finishedBy: { id: aigerim.id },
      comment: 'Dry now',
      scans: [{ roomId: place.rooms[0]!.id, at: scannedAt.toISOString() }],
    });
    expect(seen.photos.map((p) => p.id)).toEqual([photo]);
    // The photo's time is when the phone took it, not when it reached the server.
    expect(seen.photos[0]!.takenAt).toBe(photoAt.toISOString());
    expect(Date.parse(seen.photos[0]!.createdAt)).toBeGreaterThan(photoAt.getTime());
  });

  it('applies a step sent twice with the same key once, and answers the second time as the first', async () => {
    const { id } = await teamJob();
    ok(await send(aigerim.auth, id, 'start', undefined, queued(ago(30 * MINUTE))));
    const finish = queued(ago(10 * MINUTE));
    const first = await send(aigerim.auth, id, 'finish', { comment: 'Done' }, finish);
    // The answer was lost on the way (the signal dropped again): the queue sends the finish again.
    const again = await send(aigerim.auth, id, 'finish', { comment: 'Done' }, finish);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // Without the key the second finish would be 409 occurrence_closed, and the owner is told once.
    expect(await finishNotices(id)).toBe(1);
  });

  it('does not undo a later step when an earlier one is sent again', async () => {
    const { id } = await teamJob({ checklist: ['Mop'] });
    const started = ok(await send(aigerim.auth, id, 'start', undefined, queued(ago(30 * MINUTE))));
    const itemId = started.checklist[0]!.id;
    const tick = queued(ago(20 * MINUTE));
    ok(await send(aigerim.auth, id, 'checklist', { itemId, done: true }, tick));
    ok(await send(aigerim.auth, id, 'checklist', { itemId, done: false }, queued(ago(10 * MINUTE))));

    const replayed = ok(await send(aigerim.auth, id, 'checklist', { itemId, done: true }, tick));
    expect(replayed.checklist[0]!.done).toBe(true); // the first answer, repeated
    expect((await asOwner(id)).checklist[0]!.done).toBe(false); // the job as the cleaner left it
  });

  it('answers 422 idempotency_key_reused for the same key with another body or on another step', async () => {
    const { id } = await teamJob({ checklist: ['Mop', 'Dust'] });
    const key = randomUUID();
    const started = ok(await send(aigerim.auth, id, 'start', undefined, queued(ago(5 * MINUTE), key)));
    const [mop, dust] = started.checklist;
    const tick = queued(ago(4 * MINUTE));
    ok(await send(aigerim.auth, id, 'checklist', { itemId: mop!.id, done: true }, tick));

    const otherBody = await send(
      aigerim.auth,
      id,
      'checklist',
      { itemId: dust!.id, done: true },
      { ...tick, 'accept-language': 'ru' },
    );
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toEqual({
      code: 'idempotency_key_reused',
      message: 'Этот ключ шага уже использован для другого действия.',
    });
    const otherStep = await send(aigerim.auth, id, 'finish', {}, queued(new Date(), key));
    expect(otherStep.statusCode).toBe(422);
    expect(otherStep.json().code).toBe('idempotency_key_reused');
    expect((await asOwner(id)).checklist.map((i) => i.done)).toEqual([true, false]);
    expect((await asOwner(id)).state).not.toBe('completed');
  });

  it('keeps keys per person: a teammate may use the same key for their own step', async () => {
    const first = await teamJob({ teamId: null, assigneeIds: [aigerim.id] });
    const second = await teamJob({ teamId: null, assigneeIds: [bolat.id] });
    const key = randomUUID();
    ok(await send(aigerim.auth, first.id, 'start', undefined, queued(ago(MINUTE), key)));
    const theirs = ok(await send(bolat.auth, second.id, 'start', undefined, queued(ago(MINUTE), key)));
    expect(theirs.startedBy?.id).toBe(bolat.id);
  });

  it('applies two identical sends at the same moment once; both get the same answer', async () => {
    const { id } = await teamJob();
    ok(await send(aigerim.auth, id, 'start', undefined, queued(ago(30 * MINUTE))));
    const finish = queued(ago(5 * MINUTE));
    const replies = await Promise.all(
      [1, 2, 3].map(() => send(aigerim.auth, id, 'finish', { comment: 'Twice?' }, finish)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(replies[1]!.json()).toEqual(replies[0]!.json());
    expect(replies[2]!.json()).toEqual(replies[0]!.json());
    expect(replies.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(await finishNotices(id)).toBe(1);
  });

  it('remembers a key for a week: the sweep forgets it after, and a late replay is then checked afresh', async () => {
    const { id } = await teamJob();
    ok(await send(aigerim.auth, id, 'start', undefined, queued(ago(10 * MINUTE))));
    const finish = queued(ago(5 * MINUTE));
    ok(await send(aigerim.auth, id, 'finish', {}, finish));
    const DAY = 86_400_000;
    await sweepIdempotencyKeys(t.db, new Date(Date.now() + 6 * DAY));
    const withinWeek = await send(aigerim.auth, id, 'finish', {}, finish);
    expect(withinWeek.statusCode).toBe(200);
    expect(withinWeek.headers['idempotent-replayed']).toBe('true');
    await sweepIdempotencyKeys(t.db, new Date(Date.now() + 8 * DAY));
    const afterWeek = await send(aigerim.auth, id, 'finish', {}, finish);
    expect(afterWeek.statusCode).toBe(409);
    expect(afterWeek.json().code).toBe('occurrence_closed');
  });

  it('names a key that is not a UUID and a device time that is not a time (400)', async () => {
    const { id } = await teamJob();
    const badKey = await send(aigerim.auth, id, 'start', undefined, { 'idempotency-key': 'step-1' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().details.fields.map((f: { path: string }) => f.path)).toEqual([
      'headers.idempotency-key',
    ]);
    const badTime = await send(aigerim.auth, id, 'start', undefined, { 'x-device-time': 'yesterday' });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().details.fields.map((f: { path: string }) => f.path)).toEqual([
      'headers.x-device-time',
    ]);
    expect((await asOwner(id)).startedAt).toBeNull();
  });
});

describe("the device's clock", () => {
  it('clamps a finish the device dates before the start to the start', async () => {
    const { id } = await teamJob();
    const startedAt = ago(20 * MINUTE);
    ok(await send(aigerim.auth, id, 'start', undefined, queued(startedAt)));
    const finished = ok(await send(aigerim.auth, id, 'finish', {}, queued(ago(45 * MINUTE))));
    expect(finished.finishedAt).toBe(startedAt.toISOString());
  });

  it("clamps a finish after the job's last scan to no earlier than that scan", async () => {
    const { id } = await teamJob();
    ok(await send(aigerim.auth, id, 'start', undefined, queued(ago(20 * MINUTE))));
    const scannedAt = ago(10 * MINUTE);
    ok(await send(aigerim.auth, id, 'scan', { code: await kitchenUrl() }, queued(scannedAt)));
    const finished = ok(await send(aigerim.auth, id, 'finish', {}, queued(ago(15 * MINUTE))));
    expect(finished.finishedAt).toBe(scannedAt.toISOString());
  });

  it("clamps a device time in the future to the server's now", async () => {
    const { id } = await teamJob();
    ok(await send(aigerim.auth, id, 'start', undefined, queued(ago(20 * MINUTE))));
    const before = Date.now();
    const finished = ok(
      await send(aigerim.auth, id, 'finish', {}, queued(new Date(Date.now() + 3 * 3_600_000))),
    );
    const after = Date.now();
    const at = Date.parse(finished.finishedAt!);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(after);
  });

  it("bounds a photo's time like a step's: not before the job's start, never after the server's now", async () => {
    const { id } = await teamJob({ flags: { photosAfter: true } });
    const startedAt = ago(20 * MINUTE);
    ok(await send(aigerim.auth, id, 'start', undefined, queued(startedAt)));
    const early = await uploadPhoto(aigerim.auth);
    ok(await send(aigerim.auth, id, 'photos', { fileId: early, phase: 'after' }, queued(ago(3 * 3_600_000))));
    const before = Date.now();
    const late = await uploadPhoto(aigerim.auth);
    const future = new Date(Date.now() + 3 * 3_600_000);
    const reply = ok(
      await send(aigerim.auth, id, 'photos', { fileId: late, phase: 'after' }, queued(future)),
    );
    const after = Date.now();
    const takenAt = new Map(reply.photos.map((p) => [p.id, p.takenAt]));
    expect(takenAt.get(early)).toBe(startedAt.toISOString());
    expect(Date.parse(takenAt.get(late)!)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(takenAt.get(late)!)).toBeLessThanOrEqual(after);
    // The photo reports give the same time.
    ok(await send(aigerim.auth, id, 'finish', {}, queued(new Date())));
    const reports = await t.app.inject({ url: '/api/photo-reports?pageSize=100', headers: owner.auth });
    expect(reports.statusCode, reports.body).toBe(200);
    const report = (reports.json() as TPhotoReportPage).items.find((r) => r.occurrenceId === id)!;
    expect(report.after.find((p) => p.id === early)?.takenAt).toBe(startedAt.toISOString());
  });

  it('holds a device time to at most 48 hours back, like a clock-in: a job step cannot be backdated by days', async () => {
    const DAY = 24 * 60 * MINUTE;
    const { id } = await teamJob({ occurrences: [{ startsAt: ago(20 * DAY), createdAt: ago(21 * DAY) }] });
    const before = Date.now();
    const started = ok(await send(aigerim.auth, id, 'start', undefined, queued(ago(10 * DAY))));
    expect(Date.parse(started.startedAt!)).toBeGreaterThanOrEqual(before - DEVICE_TIME_WINDOW_MS);
    expect(Date.parse(started.startedAt!)).toBeLessThanOrEqual(Date.now() - DEVICE_TIME_WINDOW_MS);
  });

  it('keeps the server time for a step sent without a device time, as before', async () => {
    const { id } = await teamJob();
    const before = Date.now();
    const started = ok(await send(aigerim.auth, id, 'start', undefined, { 'idempotency-key': randomUUID() }));
    expect(Date.parse(started.startedAt!)).toBeGreaterThanOrEqual(before);
  });
});

describe('an out-of-order replay', () => {
  it('refuses a finish and a tick for a job never started (409 occurrence_not_started) and keeps no key', async () => {
    const { id } = await teamJob();
    const finish = queued(ago(5 * MINUTE));
    const early = await send(aigerim.auth, id, 'finish', {}, { ...finish, 'accept-language': 'es' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ code: 'occurrence_not_started', message: 'Primero inicia el trabajo.' });
    const tick = await send(
      aigerim.auth,
      id,
      'checklist',
      { itemId: randomUUID(), done: true },
      queued(ago(MINUTE)),
    );
    expect(tick.json().code).toBe('occurrence_not_started');

    // Once the start has gone through, the same finish (same key) is checked again and applies.
    ok(await send(aigerim.auth, id, 'start', undefined, queued(ago(10 * MINUTE))));
    expect(ok(await send(aigerim.auth, id, 'finish', {}, finish)).state).toBe('completed');
  });

  it('refuses a queued finish without the report its location asks for (409, naming it), and keeps no key', async () => {
    const strict = await newWorkPlace(t, owner.workspaceId, { rooms: ['Archive'], requireReport: true });
    const { occurrence } = await newTask(t, {
      workspaceId: owner.workspaceId,
      locationId: strict.location.id,
      roomIds: [strict.rooms[0]!.id],
      teamId,
      occurrences: [{ startsAt: ago(60 * MINUTE), createdAt: ago(120 * MINUTE) }],
    });
    ok(await send(aigerim.auth, occurrence.id, 'start', undefined, queued(ago(30 * MINUTE))));
    const key = randomUUID();
    const refused = await send(aigerim.auth, occurrence.id, 'finish', {}, queued(ago(10 * MINUTE), key));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'occurrence_incomplete',
      details: { fields: [{ path: 'report', message: expect.stringContaining('report') }] },
    });
    // Nothing was kept: the person adds the report and the same key is checked afresh.
    const done = ok(
      await send(
        aigerim.auth,
        occurrence.id,
        'finish',
        { comment: 'Dusty shelves' },
        queued(ago(9 * MINUTE), key),
      ),
    );
    expect(done).toMatchObject({ state: 'completed', comment: 'Dusty shelves' });
  });

  it('refuses a step on a finished job (409 occurrence_closed)', async () => {
    const { id } = await teamJob();
    ok(await send(aigerim.auth, id, 'start', undefined, queued(ago(10 * MINUTE))));
    ok(await send(aigerim.auth, id, 'finish', {}, queued(ago(5 * MINUTE))));
    const late = await send(
      aigerim.auth,
      id,
      'photos',
      { fileId: randomUUID(), phase: 'after' },
      queued(ago(MINUTE)),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('occurrence_closed');
  });
});

describe('a conflict met when the queue is sent', () => {
  it('answers 409 occurrence_taken when a teammate picked the job first, and keeps the uploaded photo', async () => {
    const { id } = await teamJob();
    ok(await send(bolat.auth, id, 'pick', undefined, {}));
    // Aigerim, offline, started the job, took a photo and finished; her queue is sent now.
    const photo = await uploadPhoto(aigerim.auth);
    const start = await send(aigerim.auth, id, 'start', undefined, {
      ...queued(ago(20 * MINUTE)),
      'accept-language': 'kz',
    });
    expect(start.statusCode).toBe(409);
    expect(start.json()).toEqual({
      code: 'occurrence_taken',
      message: 'Бұл жұмысты басқа қызметкер алып қойды.',
    });
    const attach = await send(
      aigerim.auth,
      id,
      'photos',
      { fileId: photo, phase: 'after' },
      queued(ago(MINUTE)),
    );
    expect(attach.statusCode).toBe(409);
    expect(attach.json().code).toBe('occurrence_taken');
    // The upload itself is still there for her (the device keeps its copy too).
    const file = await t.app.inject({ url: `/api/files/${photo}`, headers: aigerim.auth });
    expect(file.statusCode).toBe(200);
    expect((await asOwner(id)).pickedBy?.id).toBe(bolat.id);
  });

  it('answers 403 not_assigned when the owner gave the job to another team meanwhile', async () => {
    const { id, task } = await teamJob();
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/tasks/${task.id}`,
      headers: owner.auth,
      payload: { teamId: otherTeamId },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const start = await send(aigerim.auth, id, 'start', undefined, queued(ago(10 * MINUTE)));
    expect(start.statusCode).toBe(403);
    expect(start.json().code).toBe('not_assigned');
  });

  it('answers 404 not_found when the owner deleted the job meanwhile', async () => {
    const { id, task } = await teamJob();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/tasks/${task.id}`,
      headers: owner.auth,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const start = await send(aigerim.auth, id, 'start', undefined, queued(ago(10 * MINUTE)));
    expect(start.statusCode).toBe(404);
    expect(start.json().code).toBe('not_found');
  });

  it("repeats a step's answer after the job was deleted, when that step had been applied", async () => {
    const { id, task } = await teamJob({ teamId: null, assigneeIds: [aigerim.id] });
    const start = queued(ago(10 * MINUTE));
    const first = ok(await send(aigerim.auth, id, 'start', undefined, start));
    await t.app.inject({ method: 'DELETE', url: `/api/tasks/${task.id}`, headers: owner.auth });
    const again = await send(aigerim.auth, id, 'start', undefined, start);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
  });
});

describe('room codes kept on the phone', () => {
  it('gives the worker a check per room still to scan (not the code itself); a scanned room drops out', async () => {
    const { id } = await teamJob({ flags: { requireScan: true } });
    const room = (
      await t.app.inject({ url: `/api/rooms/${place.rooms[0]!.id}`, headers: owner.auth })
    ).json() as TRoom;
    const expected = createHash('sha256').update(`${id}:${room.code}`).digest('hex');

    const before = ok(await t.app.inject({ url: `/api/occurrences/${id}`, headers: aigerim.auth }));
    expect(before.roomChecks).toEqual([{ roomId: room.id, check: expected }]);
    expect(JSON.stringify(before)).not.toContain(room.code);

    ok(await send(aigerim.auth, id, 'start', undefined, queued(ago(10 * MINUTE))));
    const scanned = ok(await send(aigerim.auth, id, 'scan', { code: room.code }, queued(ago(9 * MINUTE))));
    expect(scanned.roomChecks).toEqual([]);
  });

  it('gives no checks to someone who may not work on the job', async () => {
    const { id } = await teamJob({ flags: { requireScan: true }, teamId: otherTeamId });
    const seen = ok(await t.app.inject({ url: `/api/occurrences/${id}`, headers: aigerim.auth }));
    expect(seen.can.work).toBe(false);
    expect(seen.roomChecks).toEqual([]);
    expect((await asOwner(id)).roomChecks).toHaveLength(1);
  });
});
