import type { TPhotoReportPage } from '@cleanops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOwner } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newTask, newTeam, newWorker, newWorkPlace } from '../../test/work-factories';
import { cameraJpeg, png, upload } from '../files/files.fixtures';

let t: TestApp;
afterAll(async () => t?.close());

type Auth = Record<string, string>;
let owner: Awaited<ReturnType<typeof newOwner>>;
let aigerim: Awaited<ReturnType<typeof newWorker>>;
let bolat: Awaited<ReturnType<typeof newWorker>>;
let place: Awaited<ReturnType<typeof newWorkPlace>>;
let teamId: string;
const photos: Record<string, string> = {};
const jobs: Record<string, string> = {};

async function step(auth: Auth, id: string, name: string, payload?: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/occurrences/${id}/${name}`,
    headers: auth,
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function photo(auth: Auth, bytes: Buffer): Promise<string> {
  const res = await upload(t, auth, bytes, 'photo.jpg');
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** A job done through the real flow, with the given photos. */
async function doneJob(title: string, by: typeof aigerim, shots: { before?: number; after?: number }) {
  const { occurrence } = await newTask(t, {
    workspaceId: owner.workspaceId,
    locationId: place.location.id,
    roomIds: [place.rooms[0]!.id],
    teamId,
    title,
  });
  await step(by.auth, occurrence.id, 'start');
  for (const phase of ['before', 'after'] as const) {
    for (let i = 0; i < (shots[phase] ?? 0); i++) {
      const id = await photo(by.auth, phase === 'before' ? await cameraJpeg() : await png());
      photos[`${title} ${phase} ${i + 1}`] = id;
      await step(by.auth, occurrence.id, 'photos', { fileId: id, phase });
    }
  }
  await step(by.auth, occurrence.id, 'finish', {});
  jobs[title] = occurrence.id;
  return occurrence.id;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await newOwner(t);
  place = await newWorkPlace(t, owner.workspaceId, { title: 'Flat 5', rooms: ['Kitchen'] });
  aigerim = await newWorker(t, owner.workspaceId, [], 'cleaner', { name: 'Aigerim' });
  bolat = await newWorker(t, owner.workspaceId, [], 'cleaner', { name: 'Bolat' });
  teamId = (await newTeam(t, owner.workspaceId, [aigerim.id, bolat.id])).id;
  await doneJob('Kitchen deep clean', aigerim, { before: 1, after: 2 });
  await doneJob('Quick wipe', bolat, { after: 1 });
  await doneJob('No photos', aigerim, {});
  // Started, with a photo, not finished: not a report yet.
  const { occurrence } = await newTask(t, {
    workspaceId: owner.workspaceId,
    locationId: place.location.id,
    roomIds: [place.rooms[0]!.id],
    teamId,
    title: 'Unfinished',
  });
  await step(aigerim.auth, occurrence.id, 'start');
  await step(aigerim.auth, occurrence.id, 'photos', {
    fileId: await photo(aigerim.auth, await png()),
    phase: 'before',
  });
});

async function reports(auth: Auth, query = ''): Promise<TPhotoReportPage> {
  const res = await t.app.inject({ url: `/api/photo-reports${query ? `?${query}` : ''}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /photo-reports', () => {
  it('lists finished jobs with photos, newest first, with the before and after photos and who did them', async () => {
    const page = await reports(owner.auth);
    expect(page.items.map((r) => r.title)).toEqual(['Quick wipe', 'Kitchen deep clean']);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    const kitchen = page.items[1]!;
    expect(kitchen).toMatchObject({
      occurrenceId: jobs['Kitchen deep clean'],
      location: { id: place.location.id, title: 'Flat 5' },
      rooms: [{ id: place.rooms[0]!.id, name: 'Kitchen' }],
      employee: { id: aigerim.id, name: 'Aigerim' },
    });
    expect(kitchen.before.map((f) => f.id)).toEqual([photos['Kitchen deep clean before 1']]);
    expect(kitchen.after.map((f) => f.id)).toEqual([
      photos['Kitchen deep clean after 1'],
      photos['Kitchen deep clean after 2'],
    ]);
    expect(kitchen.before[0]).toMatchObject({ kind: 'image', mime: 'image/jpeg' });
    // The photo's link opens it for the one who asked.
    const image = await t.app.inject({ url: kitchen.after[0]!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
  });

  it('filters by employee, location and finish time', async () => {
    expect((await reports(owner.auth, `employeeId=${bolat.id}`)).items.map((r) => r.title)).toEqual([
      'Quick wipe',
    ]);
    expect((await reports(owner.auth, `employeeId=${aigerim.id}`)).items.map((r) => r.title)).toEqual([
      'Kitchen deep clean',
    ]);
    expect(
      (await reports(owner.auth, `locationId=${place.location.id}&sortDir=asc`)).items.map((r) => r.title),
    ).toEqual(['Kitchen deep clean', 'Quick wipe']);
    const later = new Date(Date.now() + 60_000).toISOString();
    expect((await reports(owner.auth, `from=${later}`)).total).toBe(0);
    expect((await reports(owner.auth, `to=${later}`)).total).toBe(2);
  });

  it('is for those who check the work: a cleaner gets 403, a head cleaner sees the reports', async () => {
    const res = await t.app.inject({ url: '/api/photo-reports', headers: aigerim.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    const head = await newWorker(t, owner.workspaceId, [teamId], 'cleaner', { level: 'head' });
    expect((await reports(head.auth)).total).toBe(2);
  });

  it('shows another workspace nothing of it', async () => {
    const stranger = await newOwner(t);
    expect(await reports(stranger.auth)).toMatchObject({ items: [], total: 0 });
    expect((await reports(stranger.auth, `employeeId=${aigerim.id}`)).items).toEqual([]);
    expect((await reports(stranger.auth, `locationId=${place.location.id}`)).items).toEqual([]);
  });
});
