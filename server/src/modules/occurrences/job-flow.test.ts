import { randomUUID } from 'node:crypto';
import { OCCURRENCE_PHOTOS_MAX, type TOccurrenceDetail, type TRoom } from '@cleanops/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { newOwner } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type NewTaskOptions, newTask, newTeam, newWorker, newWorkPlace } from '../../test/work-factories';
import { cameraJpeg, minimalPdf, png, upload } from '../files/files.fixtures';
import { sweepOrphanFiles } from '../files/orphan-files';

let t: TestApp;
afterAll(async () => t?.close());

type Auth = Record<string, string>;
let owner: Awaited<ReturnType<typeof newOwner>>;
let aigerim: Awaited<ReturnType<typeof newWorker>>;
let bolat: Awaited<ReturnType<typeof newWorker>>;
let dana: Awaited<ReturnType<typeof newWorker>>;
let place: Awaited<ReturnType<typeof newWorkPlace>>;
let teamId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await newOwner(t);
  const ws = owner.workspaceId;
  place = await newWorkPlace(t, ws, { title: 'Flat 12', rooms: ['Kitchen', 'Bath', 'Hall'] });
  aigerim = await newWorker(t, ws, [], 'cleaner', { name: 'Aigerim' });
  bolat = await newWorker(t, ws, [], 'cleaner', { name: 'Bolat' });
  dana = await newWorker(t, ws, [], 'cleaner', { name: 'Dana' });
  teamId = (await newTeam(t, ws, [aigerim.id, bolat.id])).id;
  await newTeam(t, ws, [dana.id]);
});

/** A team job at the flat (Kitchen and Bath unless told), starting now. */
async function teamJob(options: Partial<NewTaskOptions> = {}) {
  const { occurrence, task } = await newTask(t, {
    workspaceId: owner.workspaceId,
    locationId: place.location.id,
    roomIds: [place.rooms[0]!.id, place.rooms[1]!.id],
    teamId,
    ...options,
  });
  return { id: occurrence.id, task };
}

function act(auth: Auth, id: string, step: string, payload?: object, headers: Auth = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/occurrences/${id}/${step}`,
    headers: { ...auth, ...headers },
    ...(payload ? { payload } : {}),
  });
}

async function ok(response: Awaited<ReturnType<typeof act>>): Promise<TOccurrenceDetail> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function uploadPhoto(auth: Auth, bytes?: Buffer): Promise<string> {
  const res = await upload(t, auth, bytes ?? (await cameraJpeg()), 'photo.jpg');
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function room(index: number): Promise<TRoom> {
  const res = await t.app.inject({ url: `/api/rooms/${place.rooms[index]!.id}`, headers: owner.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const fieldPaths = (body: { details?: { fields?: { path: string }[] } }) =>
  body.details?.fields?.map((f) => f.path);

describe('picking a team job', () => {
  it('lets exactly one of two teammates picking at once have it; the other hears so in their language', async () => {
    const { id } = await teamJob();
    const [first, second] = await Promise.all([
      act(aigerim.auth, id, 'pick', undefined, { 'accept-language': 'ru' }),
      act(bolat.auth, id, 'pick', undefined, { 'accept-language': 'ru' }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const [winner, loser] = first.statusCode === 200 ? [aigerim, bolat] : [bolat, aigerim];
    const refused = (first.statusCode === 409 ? first : second).json();
    expect(refused).toMatchObject({
      code: 'occurrence_taken',
      message: 'Это задание уже взял другой сотрудник.',
    });

    const job = await ok(await act(winner.auth, id, 'pick'));
    expect(job.pickedBy?.id).toBe(winner.id);
    expect(job.can).toEqual({ pick: false, work: true });
    const start = await act(loser.auth, id, 'start');
    expect(start.statusCode).toBe(409);
    expect(start.json().code).toBe('occurrence_taken');
  });

  it('answers 403 not_assigned to someone outside the team, who may still look at it', async () => {
    const { id } = await teamJob();
    for (const step of ['pick', 'start']) {
      const res = await act(dana.auth, id, step, undefined, { 'accept-language': 'es' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'not_assigned',
        message: 'Este trabajo no está asignado a ti ni a tu equipo.',
      });
    }
    const look = await t.app.inject({ url: `/api/occurrences/${id}`, headers: dana.auth });
    expect(look.statusCode).toBe(200);
  });

  it('lets someone assigned directly work without picking; starting a team job picks it', async () => {
    const direct = await teamJob({ teamId: null, assigneeIds: [dana.id] });
    expect((await ok(await act(dana.auth, direct.id, 'start'))).startedBy?.id).toBe(dana.id);
    expect((await act(aigerim.auth, direct.id, 'start')).statusCode).toBe(403);

    const team = await teamJob();
    const started = await ok(await act(bolat.auth, team.id, 'start'));
    expect(started).toMatchObject({
      state: 'in_progress',
      pickedBy: { id: bolat.id },
      startedBy: { id: bolat.id },
    });
    expect(
      (await act(aigerim.auth, team.id, 'checklist', { itemId: randomUUID(), done: true })).json().code,
    ).toBe('occurrence_taken');
  });
});

describe('scanning a room', () => {
  it("refuses another room's QR code and accepts the task room's URL, bare token or typed code", async () => {
    const { id } = await teamJob({ roomIds: [place.rooms[0]!.id, place.rooms[1]!.id] });
    await ok(await act(aigerim.auth, id, 'start'));
    const [kitchen, bath, hall] = [await room(0), await room(1), await room(2)];

    const wrong = await act(aigerim.auth, id, 'scan', { code: hall.publicUrl }, { 'accept-language': 'ru' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'wrong_room',
      message: 'Этот код от другого помещения. Отсканируйте QR-код в помещении этого задания.',
    });
    const typedWrong = await act(aigerim.auth, id, 'scan', { code: hall.code });
    expect(typedWrong.json().code).toBe('wrong_room');

    const viaUrl = await ok(await act(aigerim.auth, id, 'scan', { code: kitchen.publicUrl }));
    expect(viaUrl.scans.map((s) => s.roomId)).toEqual([kitchen.id]);
    const bareToken = kitchen.publicUrl.split('/q/')[1]!;
    // Scanning the same room again keeps the first scan.
    const again = await ok(await act(aigerim.auth, id, 'scan', { code: bareToken }));
    expect(again.scans).toEqual(viaUrl.scans);
    const typed = `${bath.code.slice(0, 3).toLowerCase()} ${bath.code.slice(3).toLowerCase()}`;
    const both = await ok(await act(aigerim.auth, id, 'scan', { code: typed }));
    expect(both.scans.map((s) => s.roomId)).toEqual([kitchen.id, bath.id]);
  });

  it('takes the bare token of a room too', async () => {
    const { id } = await teamJob({ roomIds: [place.rooms[2]!.id] });
    await ok(await act(bolat.auth, id, 'start'));
    const hall = await room(2);
    const scanned = await ok(
      await act(bolat.auth, id, 'scan', { code: ` ${hall.publicUrl.split('/q/')[1]} ` }),
    );
    expect(scanned.scans.map((s) => s.roomId)).toEqual([hall.id]);
  });
});

describe('finishing a job', () => {
  it('lists every requirement not met, then finishes once all are done', async () => {
    const { id } = await teamJob({
      type: 'inspect',
      checklist: ['Wipe the table', 'Mop the floor'],
      flags: { photosBefore: true, photosAfter: true, requirePhoto: true, requireScan: true },
    });
    const started = await ok(await act(aigerim.auth, id, 'start'));

    const incomplete = await act(aigerim.auth, id, 'finish', {}, { 'accept-language': 'ru' });
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json()).toMatchObject({
      code: 'occurrence_incomplete',
      message: 'Задание пока нельзя завершить: выполните отмеченное.',
    });
    expect(fieldPaths(incomplete.json())).toEqual([
      'photosBefore',
      'photosAfter',
      'photos',
      'checklist',
      'scan',
    ]);
    expect(incomplete.json().details.fields[4].message).toBe(
      'Отсканируйте QR-код каждого помещения этого задания.',
    );

    const beforePhoto = await uploadPhoto(aigerim.auth);
    const withBefore = await ok(
      await act(aigerim.auth, id, 'photos', { fileId: beforePhoto, phase: 'before' }),
    );
    expect(withBefore.photos).toMatchObject([{ id: beforePhoto, phase: 'before', kind: 'image' }]);
    expect(withBefore.photosCount).toBe(1);
    const [first, second] = started.checklist;
    await ok(await act(aigerim.auth, id, 'checklist', { itemId: first!.id, done: true }));
    const kitchen = await room(0);
    await ok(await act(aigerim.auth, id, 'scan', { code: kitchen.code }));
    const stillMissing = await act(aigerim.auth, id, 'finish', { result: 'pass' });
    expect(fieldPaths(stillMissing.json())).toEqual(['photosAfter', 'checklist', 'scan']);

    const afterPhoto = await uploadPhoto(aigerim.auth, await png());
    await ok(await act(aigerim.auth, id, 'photos', { fileId: afterPhoto, phase: 'after' }));
    await ok(await act(aigerim.auth, id, 'checklist', { itemId: second!.id, done: true }));
    await ok(await act(aigerim.auth, id, 'scan', { code: (await room(1)).publicUrl }));
    const done = await ok(await act(aigerim.auth, id, 'finish', { result: 'fail', comment: ' Tap drips ' }));
    expect(done).toMatchObject({
      state: 'completed',
      finishedBy: { id: aigerim.id, name: 'Aigerim' },
      result: 'fail',
      comment: 'Tap drips',
      checklist: [
        { id: first!.id, done: true },
        { id: second!.id, done: true },
      ],
      can: { pick: false, work: false },
    });
    expect(done.finishedAt).not.toBeNull();
    expect(done.photos.map((p) => [p.id, p.phase])).toEqual([
      [beforePhoto, 'before'],
      [afterPhoto, 'after'],
    ]);

    // A finished job's report stays as it is.
    for (const [step, payload] of [
      ['finish', { result: 'pass' }],
      ['checklist', { itemId: first!.id, done: false }],
      ['photos', { fileId: await uploadPhoto(aigerim.auth), phase: 'after' }],
      ['start', undefined],
      ['pick', undefined],
    ] as const) {
      const res = await act(aigerim.auth, id, step, payload);
      expect(res.statusCode, step).toBe(409);
      expect(res.json().code).toBe('occurrence_closed');
    }
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/occurrences/${id}/photos/${afterPhoto}`,
      headers: aigerim.auth,
    });
    expect(remove.json().code).toBe('occurrence_closed');
  });

  it("holds every job at a location to the location's rules: a report, a photo, a scan", async () => {
    const strict = await newWorkPlace(t, owner.workspaceId, { title: 'Strict office', rooms: ['Lobby'] });
    const rules = await t.app.inject({
      method: 'PATCH',
      url: `/api/locations/${strict.location.id}`,
      headers: owner.auth,
      payload: { requireReport: true, requirePhoto: true, requireScan: true },
    });
    expect(rules.statusCode, rules.body).toBe(200);
    // The task asks for nothing itself; the location's rules still hold.
    const { occurrence } = await newTask(t, {
      workspaceId: owner.workspaceId,
      locationId: strict.location.id,
      roomIds: [strict.rooms[0]!.id],
      teamId,
    });
    const started = await ok(await act(aigerim.auth, occurrence.id, 'start'));
    expect(started).toMatchObject({ requireReport: true, requirePhoto: true, requireScan: true });
    expect(started.roomChecks).toHaveLength(1);

    const refused = await act(
      aigerim.auth,
      occurrence.id,
      'finish',
      { comment: '   ' },
      { 'accept-language': 'ru' },
    );
    expect(refused.statusCode).toBe(409);
    expect(fieldPaths(refused.json())).toEqual(['photos', 'scan', 'report']);
    expect(refused.json().details.fields[2].message).toBe(
      'Напишите короткий отчёт: на этом объекте без него задание не завершить.',
    );
    // Nothing of the refused finish is kept.
    const still = await t.app.inject({ url: `/api/occurrences/${occurrence.id}`, headers: aigerim.auth });
    expect(still.json()).toMatchObject({ state: 'in_progress', comment: null, finishedAt: null });

    const photo = await uploadPhoto(aigerim.auth);
    await ok(await act(aigerim.auth, occurrence.id, 'photos', { fileId: photo, phase: 'after' }));
    const lobby = await t.app.inject({ url: `/api/rooms/${strict.rooms[0]!.id}`, headers: owner.auth });
    await ok(await act(aigerim.auth, occurrence.id, 'scan', { code: lobby.json().code }));
    const noReport = await act(aigerim.auth, occurrence.id, 'finish', {});
    expect(fieldPaths(noReport.json())).toEqual(['report']);
    const done = await ok(
      await act(aigerim.auth, occurrence.id, 'finish', { comment: 'Lobby done, bin full' }),
    );
    expect(done).toMatchObject({ state: 'completed', comment: 'Lobby done, bin full' });

    // A learn job there asks only what its task asks: studying leaves nothing to photograph or report.
    const learn = await newTask(t, {
      workspaceId: owner.workspaceId,
      locationId: strict.location.id,
      roomIds: [strict.rooms[0]!.id],
      teamId,
      type: 'learn',
    });
    const learning = await ok(await act(aigerim.auth, learn.occurrence.id, 'start'));
    expect(learning).toMatchObject({ requireReport: false, requirePhoto: false, requireScan: false });
    expect((await ok(await act(aigerim.auth, learn.occurrence.id, 'finish', {}))).state).toBe('completed');
  });

  it('refuses every step before the start with 409 occurrence_not_started', async () => {
    const { id } = await teamJob({ checklist: ['Wipe'] });
    const photo = await uploadPhoto(aigerim.auth);
    const steps = [
      ['scan', { code: (await room(0)).code }],
      ['checklist', { itemId: randomUUID(), done: true }],
      ['photos', { fileId: photo, phase: 'before' }],
      ['finish', {}],
    ] as const;
    for (const [step, payload] of steps) {
      const res = await act(aigerim.auth, id, step, payload, { 'accept-language': 'kz' });
      expect(res.statusCode, step).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'occurrence_not_started',
        message: 'Алдымен жұмысты бастаңыз.',
      });
    }
  });

  it('finishes a plain job with nothing required, with no comment', async () => {
    const { id } = await teamJob({
      dueAt: new Date(Date.now() - 60_000),
      startsAt: new Date(Date.now() - 3_600_000),
    });
    // Past its due time: overdue, and starting it keeps it so.
    expect((await ok(await act(bolat.auth, id, 'start'))).state).toBe('overdue');
    const done = await ok(await act(bolat.auth, id, 'finish', {}));
    expect(done).toMatchObject({
      state: 'completed',
      comment: null,
      result: null,
      finishedBy: { id: bolat.id },
    });
    const withResult = await teamJob();
    await ok(await act(bolat.auth, withResult.id, 'start'));
    const refused = await act(bolat.auth, withResult.id, 'finish', { result: 'pass' });
    expect(refused.statusCode).toBe(400);
    expect(fieldPaths(refused.json())).toEqual(['body.result']);
  });

  it('lets the owner (complete_task) do any job of the workspace', async () => {
    const { id } = await teamJob({ checklist: ['Wipe'] });
    const started = await ok(await act(owner.auth, id, 'start'));
    expect(started.pickedBy?.id).toBe(owner.id);
    await ok(await act(owner.auth, id, 'checklist', { itemId: started.checklist[0]!.id, done: true }));
    expect((await ok(await act(owner.auth, id, 'finish', {}))).finishedBy?.id).toBe(owner.id);
    // …even one a cleaner has picked.
    const picked = await teamJob();
    await ok(await act(aigerim.auth, picked.id, 'pick'));
    await ok(await act(owner.auth, picked.id, 'start'));
    expect((await ok(await act(owner.auth, picked.id, 'finish', {}))).pickedBy?.id).toBe(aigerim.id);
  });

  it("marks the employee's training completed when they finish a learn job", async () => {
    const profile = async () =>
      (await t.app.inject({ url: '/api/profile', headers: dana.auth })).json().user as {
        trainingCompleted: boolean;
      };
    expect((await profile()).trainingCompleted).toBe(false);
    const { id } = await teamJob({ teamId: null, assigneeIds: [dana.id], type: 'learn' });
    await ok(await act(dana.auth, id, 'start'));
    await ok(await act(dana.auth, id, 'finish', {}));
    expect((await profile()).trainingCompleted).toBe(true);
  });

  it('makes the rental clean when its turnover job is finished', async () => {
    const rental = await newWorkPlace(t, owner.workspaceId, { title: 'Turnover flat', state: 'dirty' });
    const { occurrence } = await newTask(t, {
      workspaceId: owner.workspaceId,
      locationId: rental.location.id,
      roomIds: [rental.rooms[0]!.id],
      teamId,
      origin: 'turnover',
    });
    const state = async () =>
      (await t.app.inject({ url: `/api/locations/${rental.location.id}`, headers: owner.auth })).json().state;
    expect(await state()).toBe('dirty');
    await ok(await act(aigerim.auth, occurrence.id, 'start'));
    await ok(await act(aigerim.auth, occurrence.id, 'finish', {}));
    expect(await state()).toBe('clean');
  });

  it('still finishes started work after the subscription has expired', async () => {
    const { id } = await teamJob();
    await ok(await act(aigerim.auth, id, 'start'));
    await t.db
      .update(subscriptions)
      .set({ startsAt: new Date(Date.now() - 20 * 86_400_000), endsAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.workspaceId, owner.workspaceId));
    try {
      expect((await ok(await act(aigerim.auth, id, 'finish', {}))).state).toBe('completed');
    } finally {
      await t.db
        .update(subscriptions)
        .set({ endsAt: new Date(Date.now() + 30 * 86_400_000) })
        .where(eq(subscriptions.workspaceId, owner.workspaceId));
    }
  });
});

describe('checklist and photos on a started job', () => {
  it('keeps both of two ticks sent at once, and refuses an item the job does not have', async () => {
    const { id } = await teamJob({ checklist: ['Wipe', 'Mop', 'Dust'] });
    const { checklist } = await ok(await act(aigerim.auth, id, 'start'));
    await Promise.all(
      checklist.map((item) => act(aigerim.auth, id, 'checklist', { itemId: item.id, done: true })),
    );
    const after = await ok(
      await act(aigerim.auth, id, 'checklist', { itemId: checklist[1]!.id, done: false }),
    );
    expect(after.checklist.map((i) => i.done)).toEqual([true, false, true]);
    const unknown = await act(aigerim.auth, id, 'checklist', { itemId: randomUUID(), done: true });
    expect(unknown.statusCode).toBe(400);
    expect(fieldPaths(unknown.json())).toEqual(['body.itemId']);
  });

  it('refuses a document, a file of another workspace and more than the photo limit', async () => {
    const { id } = await teamJob();
    await ok(await act(aigerim.auth, id, 'start'));
    const pdf = await upload(t, aigerim.auth, minimalPdf(), 'manual.pdf');
    expect(pdf.statusCode, pdf.body).toBe(201);
    const notPhoto = await act(
      aigerim.auth,
      id,
      'photos',
      { fileId: pdf.json().id, phase: 'before' },
      {
        'accept-language': 'es',
      },
    );
    expect(notPhoto.statusCode).toBe(400);
    expect(notPhoto.json().details.fields).toEqual([
      { path: 'body.fileId', message: 'Aquí solo se puede añadir una foto.' },
    ]);
    const stranger = await newOwner(t);
    const foreign = await uploadPhoto(stranger.auth);
    expect((await act(aigerim.auth, id, 'photos', { fileId: foreign, phase: 'before' })).statusCode).toBe(
      404,
    );

    const small = await png(8, 8);
    for (let i = 0; i < OCCURRENCE_PHOTOS_MAX; i++) {
      await ok(
        await act(aigerim.auth, id, 'photos', {
          fileId: await uploadPhoto(aigerim.auth, small),
          phase: 'after',
        }),
      );
    }
    const over = await act(aigerim.auth, id, 'photos', {
      fileId: await uploadPhoto(aigerim.auth, small),
      phase: 'after',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().details.fields).toEqual([
      { path: 'body.fileId', message: `A job can have at most ${OCCURRENCE_PHOTOS_MAX} photos.` },
    ]);
  });

  it('removes a photo and its file, and answers 404 for a photo the job does not have', async () => {
    const { id } = await teamJob();
    await ok(await act(aigerim.auth, id, 'start'));
    const photo = await uploadPhoto(aigerim.auth);
    await ok(await act(aigerim.auth, id, 'photos', { fileId: photo, phase: 'before' }));
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/occurrences/${id}/photos/${photo}`,
        headers: aigerim.auth,
      });
    const removed = await ok(await remove());
    expect(removed.photos).toEqual([]);
    expect(removed.photosCount).toBe(0);
    const file = await t.app.inject({ url: `/api/files/${photo}`, headers: aigerim.auth });
    expect(file.statusCode).toBe(404);
    expect((await remove()).statusCode).toBe(404);
  });

  it("keeps a job's photos when the orphan sweep runs a day later", async () => {
    const { id } = await teamJob();
    await ok(await act(aigerim.auth, id, 'start'));
    const photo = await uploadPhoto(aigerim.auth);
    await ok(await act(aigerim.auth, id, 'photos', { fileId: photo, phase: 'after' }));
    const stray = await uploadPhoto(aigerim.auth);
    await sweepOrphanFiles(t.db, t.app.fileStorage, new Date(Date.now() + 2 * 86_400_000));
    const job = await t.app.inject({ url: `/api/occurrences/${id}`, headers: aigerim.auth });
    expect((job.json() as TOccurrenceDetail).photos.map((p) => p.id)).toEqual([photo]);
    expect((await t.app.inject({ url: `/api/files/${photo}`, headers: aigerim.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/files/${stray}`, headers: aigerim.auth })).statusCode).toBe(404);
  });

  it('names body.fileId when the upload to attach is gone (swept after a day), unlike a deleted job', async () => {
    const { id } = await teamJob();
    await ok(await act(aigerim.auth, id, 'start'));
    // A phone's queued photo, uploaded and then refused or left unsent for more than a day.
    const swept = await uploadPhoto(aigerim.auth);
    await sweepOrphanFiles(t.db, t.app.fileStorage, new Date(Date.now() + 2 * 86_400_000));
    const gone = await act(
      aigerim.auth,
      id,
      'photos',
      { fileId: swept, phase: 'after' },
      { 'accept-language': 'ru' },
    );
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'not_found' });
    expect(gone.json().details.fields).toEqual([
      {
        path: 'body.fileId',
        message: 'Этого загруженного файла больше нет на сервере; загрузите файл ещё раз.',
      },
    ]);
    // The phone uploads its copy again, and that one is attached.
    const again = await uploadPhoto(aigerim.auth);
    const attached = await ok(await act(aigerim.auth, id, 'photos', { fileId: again, phase: 'after' }));
    expect(attached.photos.map((p) => p.id)).toEqual([again]);

    // A job that is gone names no field: nothing the phone can upload changes that.
    const missing = await act(aigerim.auth, randomUUID(), 'photos', { fileId: again, phase: 'after' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().details?.fields).toBeUndefined();
  });
});
