import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints, files, logs, subscriptions } from '../../db/schema';
import { newEmployee, newOwner, newStaff } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newTeam, newWorker, newWorkPlace } from '../../test/work-factories';
import { minimalPdf, png, upload } from '../files/files.fixtures';
import { sweepOrphanFiles } from '../files/orphan-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
type Owner = Awaited<ReturnType<typeof newOwner>>;
const DAY = 86_400_000;

const call = (headers: Headers, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const fieldPaths = (body: { details?: { fields?: { path: string }[] } }) =>
  body.details?.fields?.map((f) => f.path) ?? [];
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** A review the owner types in (POST /complaints), answering the complaint. */
async function typeIn(owner: Owner, body: Record<string, unknown>) {
  const res = await call(owner.auth, 'POST', '/api/complaints', { source: 'google', rating: 3, ...body });
  if (res.statusCode !== 201) throw new Error(`POST /complaints failed: ${res.body}`);
  return res.json();
}

async function ownerWithPlace() {
  const owner = await newOwner(t);
  const place = await newWorkPlace(t, owner.workspaceId, {
    title: 'Flat on Abay',
    rooms: ['Kitchen', 'Bathroom'],
  });
  return { owner, location: place.location, kitchen: place.rooms[0]!, bathroom: place.rooms[1]! };
}

describe('POST /complaints', () => {
  it('types in a review from Google with an uploaded photo, dated when it was left, and logs it', async () => {
    const { owner, location, kitchen } = await ownerWithPlace();
    const photo = (await upload(t, owner.auth, await png(), 'review.png')).json();
    const leftAt = daysAgo(3);
    const res = await call(owner.auth, 'POST', '/api/complaints', {
      roomId: kitchen.id,
      rating: 4,
      text: ' Nice flat, but the kettle was dirty ',
      source: 'google',
      createdAt: leftAt,
      photoIds: [photo.id],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      rating: 4,
      text: 'Nice flat, but the kettle was dirty',
      source: 'google',
      location: { id: location.id, title: 'Flat on Abay' },
      room: { id: kitchen.id, name: 'Kitchen' },
      task: null,
      photos: [{ id: photo.id, name: 'review.png', kind: 'image' }],
      createdAt: leftAt,
    });
    const [log] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'create_complaint'), eq(logs.userId, owner.id)));
    expect(log?.data).toMatchObject({ complaintId: res.json().id, source: 'google', rating: 4 });
  });

  it('refuses a room or a photo of another workspace (404), a document, a guest source and a date ahead', async () => {
    const { owner, kitchen } = await ownerWithPlace();
    const stranger = await ownerWithPlace();
    const foreignPhoto = (await upload(t, stranger.owner.auth, await png(), 'x.png')).json();
    const pdf = (await upload(t, owner.auth, minimalPdf(), 'menu.pdf')).json();
    const post = (body: Record<string, unknown>) =>
      call(owner.auth, 'POST', '/api/complaints', { roomId: kitchen.id, rating: 2, source: '2gis', ...body });

    expect((await post({ roomId: stranger.kitchen.id })).statusCode).toBe(404);
    expect((await post({ roomId: randomUUID() })).statusCode).toBe(404);
    expect((await post({ photoIds: [foreignPhoto.id] })).statusCode).toBe(404);
    const document = await post({ photoIds: [pdf.id] });
    expect([document.statusCode, fieldPaths(document.json())]).toEqual([400, ['body.photoIds']]);
    const system = await post({ source: 'system' });
    expect([system.statusCode, fieldPaths(system.json())]).toEqual([400, ['body.source']]);
    const stars = await post({ rating: 6 });
    expect([stars.statusCode, fieldPaths(stars.json())]).toEqual([400, ['body.rating']]);
    const ahead = await post({ createdAt: new Date(Date.now() + DAY).toISOString() });
    expect([ahead.statusCode, fieldPaths(ahead.json())]).toEqual([400, ['body.createdAt']]);

    const list = await call(owner.auth, 'GET', '/api/complaints');
    expect(list.json().total).toBe(0);
  });

  it('lets a manager type one in, not a cleaner', async () => {
    const { owner, kitchen } = await ownerWithPlace();
    const manager = await newEmployee(t, owner.workspaceId, 'manager');
    const cleaner = await newEmployee(t, owner.workspaceId, 'cleaner', { level: 'head' });
    const body = { roomId: kitchen.id, rating: 1, source: 'others' };
    expect((await call(manager.auth, 'POST', '/api/complaints', body)).statusCode).toBe(201);
    expect((await call(cleaner.auth, 'POST', '/api/complaints', body)).statusCode).toBe(403);
  });
});

describe('GET /complaints', () => {
  let owner: Owner;
  /** c1…c5, oldest first. */
  let ids: string[];
  let flat: Awaited<ReturnType<typeof newWorkPlace>>;
  let office: Awaited<ReturnType<typeof newWorkPlace>>;

  beforeAll(async () => {
    owner = await newOwner(t);
    flat = await newWorkPlace(t, owner.workspaceId, { title: 'Flat', rooms: ['Kitchen', 'Bathroom'] });
    office = await newWorkPlace(t, owner.workspaceId, {
      title: 'Office',
      type: 'commercial',
      rooms: ['Lobby'],
    });
    const [kitchen, bathroom] = flat.rooms;
    const [lobby] = office.rooms;
    const made = [
      { roomId: kitchen!.id, rating: 1, source: 'google', createdAt: daysAgo(5) },
      { roomId: bathroom!.id, rating: 5, source: '2gis', createdAt: daysAgo(4) },
      { roomId: lobby!.id, rating: 3, source: 'others', createdAt: daysAgo(3) },
      { roomId: kitchen!.id, rating: 2, source: 'google', createdAt: daysAgo(2) },
      { roomId: lobby!.id, rating: 4, source: 'google', createdAt: daysAgo(1) },
    ];
    ids = [];
    for (const body of made) ids.push((await typeIn(owner, body)).id);
    // Another workspace's complaints never show.
    const stranger = await ownerWithPlace();
    await typeIn(stranger.owner, { roomId: stranger.kitchen.id });
  });

  /** The list's complaints as c1…c5 names, and its total. */
  async function listed(query: string, headers: Headers = owner.auth) {
    const res = await call(headers, 'GET', `/api/complaints${query}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    return { names: body.items.map((c: { id: string }) => `c${ids.indexOf(c.id) + 1}`), total: body.total };
  }

  it('lists the newest first with names and counts', async () => {
    expect(await listed('')).toEqual({ names: ['c5', 'c4', 'c3', 'c2', 'c1'], total: 5 });
    expect(await listed('?sortDir=asc')).toEqual({ names: ['c1', 'c2', 'c3', 'c4', 'c5'], total: 5 });
    expect(await listed('?pageSize=2&page=3')).toEqual({ names: ['c1'], total: 5 });
    const res = await call(owner.auth, 'GET', '/api/complaints?pageSize=1');
    expect(res.json().items[0]).toMatchObject({
      location: { id: office.location.id, title: 'Office' },
      room: { name: 'Lobby' },
      source: 'google',
      rating: 4,
      photos: [],
    });
  });

  it('filters by rating from, source, location, room and dates', async () => {
    expect(await listed('?ratingFrom=0')).toMatchObject({ total: 5 });
    expect(await listed('?ratingFrom=2')).toEqual({ names: ['c5', 'c4', 'c3', 'c2'], total: 4 });
    expect(await listed('?ratingFrom=4')).toEqual({ names: ['c5', 'c2'], total: 2 });
    expect(await listed('?source=google')).toEqual({ names: ['c5', 'c4', 'c1'], total: 3 });
    expect(await listed('?source=system')).toEqual({ names: [], total: 0 });
    expect(await listed(`?locationId=${office.location.id}`)).toEqual({ names: ['c5', 'c3'], total: 2 });
    expect(await listed(`?roomId=${flat.rooms[0]!.id}`)).toEqual({ names: ['c4', 'c1'], total: 2 });
    expect(await listed(`?from=${daysAgo(4.5)}&to=${daysAgo(1.5)}`)).toEqual({
      names: ['c4', 'c3', 'c2'],
      total: 3,
    });
    expect(await listed('?source=google&ratingFrom=2&pageSize=1')).toEqual({ names: ['c5'], total: 2 });
  });

  it('sorts by rating either way', async () => {
    expect(await listed('?sortBy=rating')).toEqual({ names: ['c2', 'c5', 'c3', 'c4', 'c1'], total: 5 });
    expect(await listed('?sortBy=rating&sortDir=asc')).toEqual({
      names: ['c1', 'c4', 'c3', 'c5', 'c2'],
      total: 5,
    });
  });

  it('refuses a bad filter', async () => {
    const res = await call(owner.auth, 'GET', '/api/complaints?ratingFrom=6&source=email');
    expect(res.statusCode).toBe(400);
    expect(fieldPaths(res.json()).sort()).toEqual(['query.ratingFrom', 'query.source']);
  });

  it('is for those who see analytics: a manager yes, a cleaner (regular or head) no', async () => {
    const manager = await newEmployee(t, owner.workspaceId, 'manager');
    const cleaner = await newEmployee(t, owner.workspaceId, 'cleaner');
    const head = await newEmployee(t, owner.workspaceId, 'cleaner', { level: 'head' });
    expect((await listed('', manager.auth)).total).toBe(5);
    expect((await call(cleaner.auth, 'GET', '/api/complaints')).statusCode).toBe(403);
    expect((await call(head.auth, 'GET', '/api/complaints')).statusCode).toBe(403);
  });
});

describe('POST /complaints/{id}/convert', () => {
  it('makes a one-time task of origin complaint for its room, titled in the converter’s language', async () => {
    const { owner, location, bathroom } = await ownerWithPlace();
    const text = 'The shower drain is blocked and there is hair everywhere in the bathtub, please fix it';
    const complaint = await typeIn(owner, { roomId: bathroom.id, rating: 2, text });
    const res = await call(
      { ...owner.auth, 'accept-language': 'ru' },
      'POST',
      `/api/complaints/${complaint.id}/convert`,
      {},
    );
    expect(res.statusCode).toBe(200);
    const { task } = res.json();
    // Cut at a word, in the words the web's convert form starts with.
    expect(task.title).toBe('Жалоба на 2★: The shower drain is blocked and there is hair everywhere in…');

    const taskRes = await call(owner.auth, 'GET', `/api/tasks/${task.id}`);
    expect(taskRes.statusCode).toBe(200);
    expect(taskRes.json()).toMatchObject({
      title: task.title,
      description: text,
      kind: 'one_time',
      type: 'working',
      origin: 'complaint',
      location: { id: location.id },
      rooms: [{ id: bathroom.id, name: 'Bathroom' }],
      team: null,
      assignees: [],
      checklist: [],
      emergency: false,
      complaint: { id: complaint.id, rating: 2, text },
    });
    const listed = await call(owner.auth, 'GET', '/api/complaints');
    expect(listed.json().items[0]).toMatchObject({
      id: complaint.id,
      task: { id: task.id, title: task.title },
    });
    const [log] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'convert_complaint'), eq(logs.userId, owner.id)));
    expect(log?.data).toMatchObject({ complaintId: complaint.id, taskId: task.id });

    const again = await call(owner.auth, 'POST', `/api/complaints/${complaint.id}/convert`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('complaint_converted');
  });

  it('makes one task of two converts at once: the other is told it was converted', async () => {
    const { owner, kitchen } = await ownerWithPlace();
    const complaint = await typeIn(owner, { roomId: kitchen.id });
    const url = `/api/complaints/${complaint.id}/convert`;
    const answers = await Promise.all([call(owner.auth, 'POST', url, {}), call(owner.auth, 'POST', url, {})]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await call(owner.auth, 'GET', '/api/tasks')).json().total).toBe(1);
  });

  it('takes the title, team, people, deadline and emergency from the body', async () => {
    const { owner, kitchen } = await ownerWithPlace();
    const team = await newTeam(t, owner.workspaceId, [], 'Day crew');
    const worker = await newWorker(t, owner.workspaceId, [team.id]);
    const complaint = await typeIn(owner, { roomId: kitchen.id, rating: 1, text: '' });
    const dueAt = new Date(Date.now() + DAY).toISOString();
    const res = await call(owner.auth, 'POST', `/api/complaints/${complaint.id}/convert`, {
      title: 'Deep clean the kitchen',
      teamId: team.id,
      assigneeIds: [worker.id],
      dueAt,
      emergency: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().task.title).toBe('Deep clean the kitchen');
    const task = (await call(owner.auth, 'GET', `/api/tasks/${res.json().task.id}`)).json();
    expect(task).toMatchObject({
      description: null,
      dueAt,
      emergency: true,
      team: { id: team.id, name: 'Day crew' },
      assignees: [{ id: worker.id }],
      origin: 'complaint',
    });
  });

  it('titles a complaint without text by its stars alone', async () => {
    const { owner, kitchen } = await ownerWithPlace();
    const complaint = await typeIn(owner, { roomId: kitchen.id, rating: 3, text: '' });
    const res = await call(owner.auth, 'POST', `/api/complaints/${complaint.id}/convert`, {});
    expect(res.json().task.title).toBe('3★ complaint');
  });

  it('refuses a team of another workspace and people not working here, both at once, making nothing', async () => {
    const { owner, kitchen } = await ownerWithPlace();
    const stranger = await newOwner(t);
    const foreignTeam = await newTeam(t, stranger.workspaceId);
    const idle = await newStaff(t, owner.workspaceId, 'cleaner');
    const complaint = await typeIn(owner, { roomId: kitchen.id });
    const res = await call(owner.auth, 'POST', `/api/complaints/${complaint.id}/convert`, {
      teamId: foreignTeam.id,
      assigneeIds: [idle.id],
    });
    expect(res.statusCode).toBe(400);
    expect(fieldPaths(res.json()).sort()).toEqual(['body.assigneeIds', 'body.teamId']);
    const past = await call(owner.auth, 'POST', `/api/complaints/${complaint.id}/convert`, {
      dueAt: daysAgo(1),
    });
    expect([past.statusCode, fieldPaths(past.json())]).toEqual([400, ['body.dueAt']]);
    const [row] = await t.db.select().from(complaints).where(eq(complaints.id, complaint.id));
    expect(row?.taskId).toBeNull();
  });

  it('refuses with 402 once the subscription has expired, making nothing', async () => {
    const { owner, kitchen } = await ownerWithPlace();
    const complaint = await typeIn(owner, { roomId: kitchen.id });
    await t.db
      .update(subscriptions)
      .set({ startsAt: new Date(Date.now() - 20 * DAY), endsAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.workspaceId, owner.workspaceId));
    const res = await call(owner.auth, 'POST', `/api/complaints/${complaint.id}/convert`, {});
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('subscription_expired');
    expect((await call(owner.auth, 'GET', '/api/tasks')).json().total).toBe(0);
    expect((await call(owner.auth, 'GET', '/api/complaints')).json().items[0].task).toBeNull();
  });

  it('can convert again once the task it became was deleted', async () => {
    const { owner, kitchen } = await ownerWithPlace();
    const complaint = await typeIn(owner, { roomId: kitchen.id });
    const first = (await call(owner.auth, 'POST', `/api/complaints/${complaint.id}/convert`, {})).json().task;
    expect((await call(owner.auth, 'DELETE', `/api/tasks/${first.id}`)).statusCode).toBe(204);
    expect((await call(owner.auth, 'GET', '/api/complaints')).json().items[0].task).toBeNull();
    const second = await call(owner.auth, 'POST', `/api/complaints/${complaint.id}/convert`, {});
    expect(second.statusCode).toBe(200);
    expect(second.json().task.id).not.toBe(first.id);
  });

  it('lets a head cleaner convert (create_task) but not a regular cleaner', async () => {
    const { owner, kitchen } = await ownerWithPlace();
    const complaint = await typeIn(owner, { roomId: kitchen.id });
    const regular = await newEmployee(t, owner.workspaceId, 'cleaner');
    const head = await newEmployee(t, owner.workspaceId, 'cleaner', { level: 'head' });
    const url = `/api/complaints/${complaint.id}/convert`;
    expect((await call(regular.auth, 'POST', url, {})).statusCode).toBe(403);
    expect((await call(head.auth, 'POST', url, {})).statusCode).toBe(200);
  });
});

describe('DELETE /complaints/{id}', () => {
  it('deletes a converted complaint; the task stays, and logs it', async () => {
    const { owner, kitchen } = await ownerWithPlace();
    const complaint = await typeIn(owner, { roomId: kitchen.id, text: 'Smells of smoke' });
    const { task } = (await call(owner.auth, 'POST', `/api/complaints/${complaint.id}/convert`, {})).json();

    expect((await call(owner.auth, 'DELETE', `/api/complaints/${complaint.id}`)).statusCode).toBe(204);
    expect((await call(owner.auth, 'GET', '/api/complaints')).json()).toMatchObject({ items: [], total: 0 });
    const kept = await call(owner.auth, 'GET', `/api/tasks/${task.id}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ origin: 'complaint', complaint: null });
    const [log] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'delete_complaint'), eq(logs.userId, owner.id)));
    expect(log?.data).toMatchObject({ complaintId: complaint.id });
    expect((await call(owner.auth, 'DELETE', `/api/complaints/${complaint.id}`)).statusCode).toBe(404);
  });

  it('keeps a complaint’s photos from the orphan sweep, and lets the sweep take them once it is deleted', async () => {
    const { owner, kitchen } = await ownerWithPlace();
    const photo = (await upload(t, owner.auth, await png(), 'stain.png')).json();
    const complaint = await typeIn(owner, { roomId: kitchen.id, photoIds: [photo.id] });
    const twoDaysOn = new Date(Date.now() + 2 * DAY);
    const fileIds = async () => (await t.db.select({ id: files.id }).from(files)).map((r) => r.id);

    await sweepOrphanFiles(t.db, t.app.fileStorage, twoDaysOn);
    expect(await fileIds()).toContain(photo.id);
    expect((await call(owner.auth, 'DELETE', `/api/complaints/${complaint.id}`)).statusCode).toBe(204);
    await sweepOrphanFiles(t.db, t.app.fileStorage, twoDaysOn);
    expect(await fileIds()).not.toContain(photo.id);
  });

  it('answers 404 to another workspace for convert and delete, and leaves the complaint alone', async () => {
    const { owner, kitchen } = await ownerWithPlace();
    const complaint = await typeIn(owner, { roomId: kitchen.id });
    const stranger = await newOwner(t);
    expect(
      (await call(stranger.auth, 'POST', `/api/complaints/${complaint.id}/convert`, {})).statusCode,
    ).toBe(404);
    expect((await call(stranger.auth, 'DELETE', `/api/complaints/${complaint.id}`)).statusCode).toBe(404);
    expect((await call(owner.auth, 'DELETE', `/api/complaints/${randomUUID()}`)).statusCode).toBe(404);
    const list = (await call(owner.auth, 'GET', '/api/complaints')).json();
    expect(list.items).toMatchObject([{ id: complaint.id, task: null }]);
  });

  it('is refused to a cleaner', async () => {
    const { owner, kitchen } = await ownerWithPlace();
    const complaint = await typeIn(owner, { roomId: kitchen.id });
    const head = await newEmployee(t, owner.workspaceId, 'cleaner', { level: 'head' });
    expect((await call(head.auth, 'DELETE', `/api/complaints/${complaint.id}`)).statusCode).toBe(403);
  });
});
