import type { TProblem, TProblemPage, TPublicProblem, TReadinessBoard } from '@cleanops/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractorLinks, notifications, problems } from '../../db/schema';
import { newOwner, newStaff } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newTeam, newWorker, newWorkPlace } from '../../test/work-factories';
import { minimalPdf, multipartBody, png, upload } from '../files/files.fixtures';
import { readOutbox } from '../messaging/outbox.driver';

type Headers = Record<string, string>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const fieldsOf = (body: { details?: { fields?: { path: string; message: string }[] } }) =>
  (body.details?.fields ?? []).map((f) => f.path);

async function photo(auth: Headers, bytes?: Buffer, name = 'leak.png'): Promise<string> {
  const res = await upload(t, auth, bytes ?? (await png()), name);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** An owner, a team with a cleaner and a manager, and a rental of that team with two rooms. */
async function workspace() {
  const owner = await newOwner(t);
  const team = await newTeam(t, owner.workspaceId);
  const cleaner = await newWorker(t, owner.workspaceId, [team.id]);
  const manager = await newWorker(t, owner.workspaceId, [team.id], 'manager', { name: 'Marat' });
  const place = await newWorkPlace(t, owner.workspaceId, {
    title: 'Flat on Abay',
    address: 'Abay 10, Almaty',
    teamId: team.id,
    rooms: ['Bathroom', 'Kitchen'],
  });
  const report = async (auth: Headers, extra: object = {}, headers: Headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/problems',
      headers: { ...auth, ...headers },
      payload: {
        locationId: place.location.id,
        roomId: place.rooms[0]!.id,
        kind: 'damage',
        severity: 'needs_attention',
        text: 'The tap is leaking',
        photoIds: [await photo(auth)],
        ...extra,
      },
    });
  const reported = async (auth: Headers = cleaner.auth, extra: object = {}) => {
    const res = await report(auth, extra);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as TProblem;
  };
  const step = (
    auth: Headers,
    id: string,
    path: string,
    payload?: object,
    method: 'POST' | 'DELETE' = 'POST',
  ) =>
    t.app.inject({
      method,
      url: `/api/problems/${id}/${path}`,
      headers: auth,
      ...(payload ? { payload } : {}),
    });
  const get = async (id: string, auth: Headers = owner.auth) => {
    const res = await t.app.inject({ url: `/api/problems/${id}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TProblem;
  };
  return { owner, team, cleaner, manager, place, report, reported, step, get };
}

type Space = Awaited<ReturnType<typeof workspace>>;

/** Sends the problem to a contractor by e-mail and answers the token their message carries. */
async function sendToContractor(w: Space, id: string, extra: object = {}) {
  const address = `fixer-${Math.random().toString(36).slice(2)}@example.com`;
  const res = await w.step(w.owner.auth, id, 'contractor', {
    name: 'Serik Plumbing',
    channel: 'email',
    address,
    language: 'ru',
    accessNotes: 'Key at the concierge, door code 4512',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  const message = (await readOutbox(t.dataDir)).filter((m) => m.to === address).at(-1);
  if (!message) throw new Error('no message for the contractor');
  const token = message.text.match(/\/fix\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no link in: ${message.text}`);
  return { token, message, problem: res.json() as TProblem };
}

const publicRead = (token: string) => t.app.inject({ url: `/api/public/problems/${token}` });
async function answer(token: string, fields: Record<string, string>, photos: Buffer[] = [], ip?: string) {
  const body = await multipartBody(
    photos.map((bytes, i) => ({ field: 'photos', filename: `fixed-${i}.png`, bytes })),
    fields,
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/public/problems/${token}/answer`,
    payload: body.payload,
    headers: body.headers,
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

describe('reporting a problem', () => {
  it('lets a cleaner report one at a location of their team, with photos, and tells the owner and the managers', async () => {
    const w = await workspace();
    const problem = await w.reported(w.cleaner.auth, {
      photoIds: [await photo(w.cleaner.auth), await photo(w.cleaner.auth)],
    });
    expect(problem).toMatchObject({
      state: 'open',
      kind: 'damage',
      severity: 'needs_attention',
      text: 'The tap is leaking',
      location: { id: w.place.location.id, title: 'Flat on Abay' },
      room: { id: w.place.rooms[0]!.id, name: 'Bathroom' },
      reporter: { id: w.cleaner.id },
      assignee: null,
      photosCount: 2,
    });
    expect(problem.photos).toHaveLength(2);
    expect(problem.photos[0]!.url).toContain('sig=');
    expect(problem.events.map((e) => e.type)).toEqual(['reported']);

    const told = await t.db
      .select({ userId: notifications.userId, event: notifications.event })
      .from(notifications)
      .where(eq(notifications.event, 'problemReported'));
    const toldIds = told.map((n) => n.userId);
    expect(toldIds).toContain(w.owner.id);
    expect(toldIds).toContain(w.manager.id);
    expect(toldIds).not.toContain(w.cleaner.id);
  });

  it('refuses missing and bad fields, naming each', async () => {
    const w = await workspace();
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/problems',
      headers: w.cleaner.auth,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty.json())).toEqual(
      expect.arrayContaining(['body.locationId', 'body.kind', 'body.severity', 'body.text', 'body.photoIds']),
    );

    const noPhotos = await w.report(w.cleaner.auth, { photoIds: [] });
    expect(noPhotos.statusCode).toBe(400);
    expect(fieldsOf(noPhotos.json())).toEqual(['body.photoIds']);

    const ids = await Promise.all(Array.from({ length: 11 }, () => photo(w.cleaner.auth)));
    const tooMany = await w.report(w.cleaner.auth, { photoIds: ids });
    expect(tooMany.statusCode).toBe(400);
    expect(fieldsOf(tooMany.json())).toEqual(['body.photoIds']);

    const badKind = await w.report(w.cleaner.auth, { kind: 'flood', severity: 'huge' });
    expect(fieldsOf(badKind.json()).sort()).toEqual(['body.kind', 'body.severity']);

    const document = await photo(w.cleaner.auth, await minimalPdf(), 'manual.pdf');
    const notAPhoto = await w.report(w.cleaner.auth, { photoIds: [document] });
    expect(notAPhoto.statusCode).toBe(400);
    expect(fieldsOf(notAPhoto.json())).toEqual(['body.photoIds.0']);

    const other = await newWorkPlace(t, w.owner.workspaceId, { rooms: ['Hall'] });
    const foreignRoom = await w.report(w.cleaner.auth, { roomId: other.rooms[0]!.id });
    expect(fieldsOf(foreignRoom.json())).toEqual(['body.roomId']);
    expect(
      await t.db.select({ n: count() }).from(problems).where(eq(problems.workspaceId, w.owner.workspaceId)),
    ).toEqual([{ n: 0 }]);
  });

  it("answers 404 for another workspace's location and 403 to staff not yet in a team", async () => {
    const w = await workspace();
    const stranger = await newOwner(t);
    const foreign = await newWorkPlace(t, stranger.workspaceId);
    const res = await w.report(w.cleaner.auth, { locationId: foreign.location.id, roomId: null });
    expect(res.statusCode).toBe(404);

    const waiting = await newStaff(t, w.owner.workspaceId, 'cleaner');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/problems',
      headers: waiting.auth,
      payload: { locationId: w.place.location.id, kind: 'other', severity: 'note', text: 'x', photoIds: [] },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('makes one problem of a report sent again with the same Idempotency-Key (an offline queue replaying it)', async () => {
    const w = await workspace();
    const key = crypto.randomUUID();
    const payload = {
      locationId: w.place.location.id,
      kind: 'supplies_low',
      severity: 'note',
      text: 'Out of towels',
      photoIds: [await photo(w.cleaner.auth)],
    };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/problems',
        headers: { ...w.cleaner.auth, 'idempotency-key': key },
        payload,
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    const rows = await t.db.select().from(problems).where(eq(problems.workspaceId, w.owner.workspaceId));
    expect(rows).toHaveLength(1);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/problems',
      headers: { ...w.cleaner.auth, 'idempotency-key': key },
      payload: { ...payload, text: 'Out of soap' },
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().code).toBe('idempotency_key_reused');
  });
});

describe('the list', () => {
  it('filters by state, location, kind and severity; a cleaner sees only what they reported', async () => {
    const w = await workspace();
    const other = await newWorkPlace(t, w.owner.workspaceId, { teamId: w.team.id, rooms: [] });
    const leak = await w.reported(w.cleaner.auth);
    const towels = await w.reported(w.owner.auth, {
      kind: 'supplies_low',
      severity: 'note',
      text: 'Towels',
      roomId: null,
    });
    const broken = await w.reported(w.manager.auth, {
      locationId: other.location.id,
      roomId: null,
      severity: 'blocks_use',
      text: 'Door lock broken',
    });
    await w.step(w.owner.auth, towels.id, 'resolve', {});

    const list = async (query: string, auth: Headers = w.owner.auth) => {
      const res = await t.app.inject({ url: `/api/problems?${query}`, headers: auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as TProblemPage;
    };
    const ids = (page: TProblemPage) => page.items.map((p) => p.id).sort();
    expect((await list('')).total).toBe(3);
    expect(ids(await list('state=resolved'))).toEqual([towels.id]);
    expect(ids(await list(`locationId=${other.location.id}`))).toEqual([broken.id]);
    expect(ids(await list('kind=supplies_low'))).toEqual([towels.id]);
    expect(ids(await list('severity=blocks_use'))).toEqual([broken.id]);
    expect(ids(await list('state=open&kind=damage'))).toEqual([leak.id, broken.id].sort());
    expect((await list('pageSize=2&page=2')).items).toHaveLength(1);
    expect(ids(await list('', w.cleaner.auth))).toEqual([leak.id]);

    const bad = await t.app.inject({ url: '/api/problems?state=closed', headers: w.owner.auth });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['query.state']);

    // Another member's report is not the cleaner's to open.
    const hidden = await t.app.inject({ url: `/api/problems/${broken.id}`, headers: w.cleaner.auth });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('the lifecycle', () => {
  it('assigns, resolves, refuses to resolve again naming the state, and reopens keeping the timeline', async () => {
    const w = await workspace();
    const problem = await w.reported();

    const assigned = await w.step(w.owner.auth, problem.id, 'assign', { userId: w.manager.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ state: 'in_progress', assignee: { id: w.manager.id } });

    const stranger = await newOwner(t);
    const foreignUser = await w.step(w.owner.auth, problem.id, 'assign', { userId: stranger.id });
    expect(foreignUser.statusCode).toBe(404);
    expect(fieldsOf(foreignUser.json())).toEqual(['body.userId']);

    const resolved = await w.step(w.manager.auth, problem.id, 'resolve', { comment: 'New gasket' });
    expect(resolved.json()).toMatchObject({ state: 'resolved' });
    expect(resolved.json().closedAt).not.toBeNull();

    const again = await w.step(w.owner.auth, problem.id, 'resolve', {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'problem_state' });
    expect(again.json().message).toMatch(/resolved/);

    const reopened = await w.step(w.owner.auth, problem.id, 'reopen');
    expect(reopened.json()).toMatchObject({ state: 'open', assignee: null, closedAt: null });
    const noReason = await w.step(w.owner.auth, problem.id, 'wont-fix', {});
    expect(noReason.statusCode).toBe(400);
    expect(fieldsOf(noReason.json())).toEqual(['body.reason']);
    const closed = await w.step(w.owner.auth, problem.id, 'wont-fix', { reason: 'Landlord will replace it' });
    expect(closed.json()).toMatchObject({ state: 'wont_fix', reason: 'Landlord will replace it' });

    const detail = await w.get(problem.id);
    expect(detail.events.map((e) => e.type)).toEqual([
      'reported',
      'assigned',
      'resolved',
      'reopened',
      'wont_fix',
    ]);
    expect(detail.events[2]!.comment).toBe('New gasket');

    // The reporter heard of each step taken by someone else.
    const told = await t.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.userId, w.cleaner.id));
    expect(told[0]!.n).toBeGreaterThanOrEqual(4);
  });

  it('keeps a cleaner from managing problems and another workspace from seeing them', async () => {
    const w = await workspace();
    const problem = await w.reported();
    const refused = await w.step(w.cleaner.auth, problem.id, 'resolve', {});
    expect(refused.statusCode).toBe(403);
    const stranger = await newOwner(t);
    expect(
      (await t.app.inject({ url: `/api/problems/${problem.id}`, headers: stranger.auth })).statusCode,
    ).toBe(404);
    expect((await w.step(stranger.auth, problem.id, 'resolve', {})).statusCode).toBe(404);
  });
});

describe('the contractor link', () => {
  it("sends the link through the messaging outbox in the contractor's language and shows them only that problem", async () => {
    const w = await workspace();
    const problem = await w.reported();
    const { token, message, problem: sent } = await sendToContractor(w, problem.id);
    expect(message).toMatchObject({ channel: 'email', kind: 'problem_link' });
    expect(message.text).toContain('Здравствуйте, Serik Plumbing');
    expect(message.text).toContain('Flat on Abay');
    expect(sent).toMatchObject({
      state: 'in_progress',
      contractorLink: { name: 'Serik Plumbing', channel: 'email', language: 'ru', status: 'active' },
    });
    const link = (
      await t.db.select().from(contractorLinks).where(eq(contractorLinks.problemId, problem.id))
    )[0]!;
    expect(link.tokenHash).not.toContain(token);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const days = (link.expiresAt.getTime() - link.createdAt.getTime()) / 86_400_000;
    expect(days).toBe(14);

    const res = await publicRead(token);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as TPublicProblem;
    expect(page).toMatchObject({
      kind: 'damage',
      text: 'The tap is leaking',
      location: { title: 'Flat on Abay', address: 'Abay 10, Almaty' },
      room: { name: 'Bathroom' },
      accessNotes: 'Key at the concierge, door code 4512',
      language: 'ru',
      answer: null,
    });
    expect(JSON.stringify(page)).not.toContain(problem.id);
    const image = await t.app.inject({ url: page.photos[0]!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    const forged = await t.app.inject({ url: page.photos[0]!.url.replace(/sig=[^&]+/, 'sig=forged') });
    expect(forged.statusCode).toBe(404);

    expect((await w.get(problem.id)).events.map((e) => e.type)).toEqual([
      'reported',
      'sent_to_contractor',
      'contractor_opened',
    ]);
  });

  it('takes one "fixed" answer with photos, which resolves the problem; a second answer is 409', async () => {
    const w = await workspace();
    const problem = await w.reported();
    const { token } = await sendToContractor(w, problem.id);

    const done = await answer(token, { outcome: 'fixed', comment: 'Replaced the gasket' }, [await png()]);
    expect(done.statusCode, done.body).toBe(201);
    const after = await w.get(problem.id);
    expect(after.state).toBe('resolved');
    const fixed = after.events.find((e) => e.type === 'fixed')!;
    expect(fixed).toMatchObject({
      contractorName: 'Serik Plumbing',
      comment: 'Replaced the gasket',
      actor: null,
    });
    expect(fixed.photos).toHaveLength(1);
    expect(after.contractorLink?.status).toBe('answered');

    const second = await answer(token, { outcome: 'cannot_fix', comment: 'Changed my mind' });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('problem_link_answered');
    expect((await publicRead(token)).json().answer).toMatchObject({
      outcome: 'fixed',
      comment: 'Replaced the gasket',
    });
  });

  it('puts a "cannot fix" answer back to open with the comment on the timeline', async () => {
    const w = await workspace();
    const problem = await w.reported();
    const { token } = await sendToContractor(w, problem.id);
    const res = await answer(token, { outcome: 'cannot_fix', comment: 'Needs a new pipe, not my trade' });
    expect(res.statusCode, res.body).toBe(201);
    const after = await w.get(problem.id);
    expect(after.state).toBe('open');
    expect(after.events.at(-1)).toMatchObject({
      type: 'cannot_fix',
      comment: 'Needs a new pipe, not my trade',
    });
  });

  it('refuses bad answers naming the field, and more than 5 photos', async () => {
    const w = await workspace();
    const problem = await w.reported();
    const { token } = await sendToContractor(w, problem.id);
    const missing = await answer(token, { comment: 'Done' });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing.json())).toEqual(['body.outcome']);
    const tooMany = await answer(
      token,
      { outcome: 'fixed' },
      await Promise.all(Array.from({ length: 6 }, () => png())),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(fieldsOf(tooMany.json())).toEqual(['body.photos']);
    expect((await w.get(problem.id)).state).toBe('in_progress');
    expect((await t.app.inject({ url: '/api/public/problems/not-a-real-token-at-all-000' })).statusCode).toBe(
      404,
    );
  });

  it('answers 410 for an expired link, even to a "fixed", and changes nothing', async () => {
    const w = await workspace();
    const problem = await w.reported();
    const { token } = await sendToContractor(w, problem.id, { expiresInDays: 1 });
    await t.db
      .update(contractorLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(contractorLinks.problemId, problem.id));
    const read = await publicRead(token);
    expect(read.statusCode).toBe(410);
    expect(read.json().code).toBe('problem_link_expired');
    const fixed = await answer(token, { outcome: 'fixed' });
    expect(fixed.statusCode).toBe(410);
    expect(fixed.json().code).toBe('problem_link_expired');
    expect((await w.get(problem.id)).state).toBe('in_progress');
  });

  it('withdraws the link at once: the contractor gets 410, and the problem nobody else has goes back to open', async () => {
    const w = await workspace();
    const problem = await w.reported();
    const { token } = await sendToContractor(w, problem.id);
    const revoked = await w.step(w.owner.auth, problem.id, 'contractor-link', undefined, 'DELETE');
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ state: 'open', contractorLink: { status: 'revoked' } });
    expect((await publicRead(token)).json().code).toBe('problem_link_revoked');
    expect((await answer(token, { outcome: 'fixed' })).statusCode).toBe(410);
    const twice = await w.step(w.owner.auth, problem.id, 'contractor-link', undefined, 'DELETE');
    expect(twice.statusCode).toBe(404);
  });

  it('refuses a bad contractor request naming the field', async () => {
    const w = await workspace();
    const problem = await w.reported();
    const res = await w.step(w.owner.auth, problem.id, 'contractor', {
      name: '',
      channel: 'sms',
      address: 'not a phone',
      language: 'fr',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json()).sort()).toEqual(['body.language', 'body.name']);
    const wrongAddress = await w.step(w.owner.auth, problem.id, 'contractor', {
      name: 'Serik',
      channel: 'sms',
      address: 'serik@example.com',
      language: 'ru',
    });
    expect(wrongAddress.statusCode).toBe(400);
    expect(fieldsOf(wrongAddress.json())).toEqual(['body.address']);
  });
});

describe('the contractor page limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ GUEST_COMPLAINTS_PER_IP_PER_HOUR: '2' });
  });
  afterAll(async () => limited.close());

  it('limits answers per address each hour, like the guest page; another address still gets through', async () => {
    const send = (ip: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/public/problems/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/answer',
        remoteAddress: ip,
      });
    const res = [await send('203.0.113.7'), await send('203.0.113.7'), await send('203.0.113.7')];
    expect(res.map((r) => r.statusCode)).toEqual([404, 404, 429]);
    expect(res[2]!.json()).toMatchObject({
      code: 'rate_limited',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    expect((await send('203.0.113.8')).statusCode).toBe(404);
  });
});

describe('what a blocking problem changes', () => {
  it('makes its rental Blocked on the readiness board until it is resolved', async () => {
    const w = await workspace();
    const board = async () => {
      const res = await t.app.inject({ url: '/api/readiness', headers: w.owner.auth });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as TReadinessBoard).items.find((i) => i.location.id === w.place.location.id)!;
    };
    expect(await board()).toMatchObject({ state: 'ready', blockingProblem: null });
    await w.reported(w.cleaner.auth, { severity: 'needs_attention', text: 'Squeaky door' });
    expect((await board()).state).toBe('ready');
    const blocking = await w.reported(w.cleaner.auth, { severity: 'blocks_use', text: 'No hot water' });
    expect(await board()).toMatchObject({
      state: 'blocked',
      blockingProblem: { problemId: blocking.id, text: 'No hot water', count: 1 },
    });
    await w.step(w.owner.auth, blocking.id, 'assign', { userId: w.manager.id });
    expect((await board()).state).toBe('blocked');
    await w.step(w.owner.auth, blocking.id, 'resolve', {});
    expect(await board()).toMatchObject({ state: 'ready', blockingProblem: null });
  });

  it("closes a commercial location's room on its QR page while a blocking problem is open, when the location says so", async () => {
    const w = await workspace();
    const shop = await newWorkPlace(t, w.owner.workspaceId, {
      type: 'commercial',
      commercialKind: 'cafe',
      teamId: w.team.id,
      closedWhileBlocked: true,
      rooms: ['Restroom', 'Hall'],
    });
    const qr = async (index: number) =>
      (await t.app.inject({ url: `/api/public/rooms/${shop.rooms[index]!.qrToken}` })).json();
    expect(await qr(0)).toMatchObject({ closed: false });
    const blocking = await w.reported(w.cleaner.auth, {
      locationId: shop.location.id,
      roomId: shop.rooms[0]!.id,
      severity: 'blocks_use',
      text: 'Toilet blocked',
    });
    expect(await qr(0)).toMatchObject({ roomName: 'Restroom', closed: true });
    expect(await qr(1)).toMatchObject({ closed: false });
    await w.step(w.owner.auth, blocking.id, 'resolve', {});
    expect(await qr(0)).toMatchObject({ closed: false });

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/locations/${shop.location.id}`,
      headers: w.owner.auth,
      payload: { closedWhileBlocked: false },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().closedWhileBlocked).toBe(false);
  });
});
