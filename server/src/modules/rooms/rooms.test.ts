import { ROOMS_PER_LOCATION_MAX } from '@cleanops/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, logs, roomMaterials, rooms, subscriptions } from '../../db/schema';
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
const _freshEmail = () => `room${++n}-${Date.now()}@example.com`;
const call = (headers: Headers, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as object });

const newOwner = () => factories.newOwner(t);

const newStaff = (workspaceId: string, role: 'admin' | 'manager' | 'cleaner') =>
  factories.newEmployee(t, workspaceId, role);

async function newLocation(headers: Headers, title = 'Dastarkhan restaurant') {
  const res = await call(headers, 'POST', '/api/locations', {
    title,
    address: 'Dostyk 12, Almaty',
    type: 'commercial',
    commercialKind: 'restaurant',
    timezone: 'Asia/Almaty',
    checkoutTime: '12:00',
    cleaningDuration: 360,
    recleanAfter: 15,
    requirePhoto: false,
    requireReport: false,
    requireScan: false,
  });
  if (res.statusCode !== 201) throw new Error(`create location failed: ${res.body}`);
  return res.json() as { id: string; title: string };
}

async function newRoom(headers: Headers, locationId: string, name = 'Kitchen') {
  const res = await call(headers, 'POST', `/api/locations/${locationId}/rooms`, { name });
  if (res.statusCode !== 201) throw new Error(`create room failed: ${res.body}`);
  return res.json();
}

async function newChecklist(headers: Headers, name: string, items: string[] = ['Wipe the tables']) {
  const res = await call(headers, 'POST', '/api/checklists', {
    name,
    items: items.map((text) => ({ text })),
  });
  if (res.statusCode !== 201) throw new Error(`create checklist failed: ${res.body}`);
  return res.json() as { id: string; name: string };
}

async function loggedActions(userId: string, action: string) {
  return t.db
    .select()
    .from(logs)
    .where(and(eq(logs.userId, userId), eq(logs.action, action)));
}

async function expireSubscription(workspaceId: string) {
  await t.db
    .update(subscriptions)
    .set({ startsAt: new Date(Date.now() - 20 * 86_400_000), endsAt: new Date(Date.now() - 60_000) })
    .where(eq(subscriptions.workspaceId, workspaceId));
}

describe('POST /locations/{id}/rooms', () => {
  it('adds a room with its public QR address and signed image links, and logs create_room', async () => {
    const owner = await newOwner();
    const location = await newLocation(owner.auth);
    const res = await call(owner.auth, 'POST', `/api/locations/${location.id}/rooms`, { name: '  Kitchen ' });
    expect(res.statusCode).toBe(201);
    const room = res.json();
    expect(room).toMatchObject({
      name: 'Kitchen',
      locationId: location.id,
      location: { id: location.id, title: location.title },
      checklists: [],
      materials: [],
    });
    // 16 random bytes in base64url: 22 characters nobody can guess.
    expect(room.publicUrl).toMatch(/^http:\/\/localhost(:\d+)?\/q\/[\w-]{22}$/);
    expect(room.qrPngUrl).toMatch(
      new RegExp(`^/api/rooms/${room.id}/qr\\.png\\?uid=${owner.user.id}&exp=\\d+&sig=`),
    );
    expect(room.qrSvgUrl).toMatch(new RegExp(`^/api/rooms/${room.id}/qr\\.svg\\?`));
    expect((await loggedActions(owner.user.id, 'create_room'))[0]?.data).toMatchObject({ roomId: room.id });
    const other = await newRoom(owner.auth, location.id, 'Hall');
    expect(other.publicUrl).not.toBe(room.publicUrl);
  });

  it('refuses a name already used in the location whatever its case, but allows it in another location', async () => {
    const owner = await newOwner();
    const first = await newLocation(owner.auth);
    const second = await newLocation(owner.auth, 'Second restaurant');
    await newRoom(owner.auth, first.id, 'Kitchen');
    const res = await call(owner.auth, 'POST', `/api/locations/${first.id}/rooms`, { name: 'KITCHEN' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'name_taken',
      details: {
        fields: [{ path: 'body.name', message: 'This name is already used here. Choose another one.' }],
      },
    });
    expect(
      (await call(owner.auth, 'POST', `/api/locations/${second.id}/rooms`, { name: 'kitchen' })).statusCode,
    ).toBe(201);
  });

  it(`refuses more than ${ROOMS_PER_LOCATION_MAX} rooms in a location`, async () => {
    const owner = await newOwner();
    const location = await newLocation(owner.auth);
    await t.db.insert(rooms).values(
      Array.from({ length: ROOMS_PER_LOCATION_MAX }, (_, i) => ({
        workspaceId: owner.workspaceId,
        locationId: location.id,
        name: `Zone ${i}`,
        qrToken: `limit-${location.id}-${i}`,
      })),
    );
    const res = await call(owner.auth, 'POST', `/api/locations/${location.id}/rooms`, {
      name: 'One too many',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().details.fields[0]).toEqual({
      path: 'body.name',
      message: `A location can have at most ${ROOMS_PER_LOCATION_MAX} rooms or zones.`,
    });
  });

  it.each([
    ['an empty name', { name: '   ' }, 'body.name'],
    ['a name over 120 characters', { name: 'x'.repeat(121) }, 'body.name'],
    ['no name', {}, 'body.name'],
    ['an unknown field', { name: 'Hall', qrToken: 'mine' }, 'body'],
  ])('refuses %s with 400', async (_, payload, path) => {
    const owner = await newOwner();
    const location = await newLocation(owner.auth);
    const res = await call(owner.auth, 'POST', `/api/locations/${location.id}/rooms`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].path).toBe(path);
  });

  it('answers 402 with the room message once the subscription has expired; reads still work', async () => {
    const owner = await newOwner();
    const location = await newLocation(owner.auth);
    const room = await newRoom(owner.auth, location.id);
    await expireSubscription(owner.workspaceId);
    const res = await call(owner.auth, 'POST', `/api/locations/${location.id}/rooms`, { name: 'Hall' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'room_subscription_expired',
      message: 'Your subscription has expired, the owner of the object must update the subscription',
    });
    const ru = await call(
      { ...owner.auth, 'accept-language': 'ru' },
      'POST',
      `/api/locations/${location.id}/rooms`,
      {
        name: 'Hall',
      },
    );
    expect(ru.json().message).toBe('Ваша подписка истекла, владелец объекта должен продлить подписку');
    expect((await call(owner.auth, 'GET', `/api/locations/${location.id}/rooms`)).json()).toHaveLength(1);
    expect((await call(owner.auth, 'GET', `/api/rooms/${room.id}`)).statusCode).toBe(200);
    // Renaming is not creating: it stays possible.
    expect(
      (await call(owner.auth, 'PATCH', `/api/rooms/${room.id}`, { name: 'Main kitchen' })).statusCode,
    ).toBe(200);
  });
});

describe('GET /locations/{id}/rooms and GET /rooms/{id}', () => {
  it('lists rooms by name with their checklist and material counts, and shows a room whole', async () => {
    const owner = await newOwner();
    const location = await newLocation(owner.auth);
    const kitchen = await newRoom(owner.auth, location.id, 'Kitchen');
    await newRoom(owner.auth, location.id, 'bar');
    const daily = await newChecklist(owner.auth, 'Daily');
    const deep = await newChecklist(owner.auth, 'Deep clean', ['Oven', 'Hood']);
    await call(owner.auth, 'PUT', `/api/rooms/${kitchen.id}/checklists`, {
      checklistIds: [deep.id, daily.id],
    });
    const [file] = await t.db
      .insert(files)
      .values({
        workspaceId: owner.workspaceId,
        kind: 'document',
        mime: 'application/pdf',
        size: 1234,
        name: 'kitchen-rules.pdf',
        storageKey: `${owner.workspaceId}/00000000-0000-4000-8000-000000000001`,
      })
      .returning();
    await t.db.insert(roomMaterials).values({ roomId: kitchen.id, fileId: file!.id });

    const list = await call(owner.auth, 'GET', `/api/locations/${location.id}/rooms`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((r: { name: string }) => r.name)).toEqual(['bar', 'Kitchen']);
    expect(list.json()[1]).toMatchObject({ id: kitchen.id, checklistsCount: 2, materialsCount: 1 });
    expect(list.json()[0]).toMatchObject({ checklistsCount: 0, materialsCount: 0 });
    expect(list.json()[0].qrToken).toBeUndefined();

    const room = (await call(owner.auth, 'GET', `/api/rooms/${kitchen.id}`)).json();
    expect(room.checklists.map((c: { name: string }) => c.name)).toEqual(['Deep clean', 'Daily']);
    expect(room.checklists[0]).toMatchObject({ roomsCount: 1, items: [{ text: 'Oven' }, { text: 'Hood' }] });
    expect(room.materials).toEqual([
      expect.objectContaining({ id: file!.id, name: 'kitchen-rules.pdf', kind: 'document', size: 1234 }),
    ]);
    expect(room.materials[0].url).toMatch(new RegExp(`^/api/files/${file!.id}\\?uid=`));
    const location2 = (await call(owner.auth, 'GET', `/api/locations/${location.id}`)).json();
    expect(location2.roomsCount).toBe(2);
  });

  it('answers 404 for a room that does not exist and 400 for an id that is not a UUID', async () => {
    const owner = await newOwner();
    const missing = await call(owner.auth, 'GET', '/api/rooms/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const bad = await call(owner.auth, 'GET', '/api/rooms/42');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields[0].path).toBe('params.id');
  });
});

describe('PATCH and DELETE /rooms/{id}', () => {
  it('renames a room (a change of case of its own name included) and logs update_room', async () => {
    const owner = await newOwner();
    const location = await newLocation(owner.auth);
    const room = await newRoom(owner.auth, location.id, 'Kitchen');
    await newRoom(owner.auth, location.id, 'Hall');
    const renamed = await call(owner.auth, 'PATCH', `/api/rooms/${room.id}`, { name: 'KITCHEN' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'KITCHEN', publicUrl: room.publicUrl });
    expect(Date.parse(renamed.json().updatedAt)).toBeGreaterThan(Date.parse(room.updatedAt));
    const taken = await call(owner.auth, 'PATCH', `/api/rooms/${room.id}`, { name: 'hall' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('name_taken');
    expect((await loggedActions(owner.user.id, 'update_room'))[0]?.data).toMatchObject({ roomId: room.id });
  });

  it('deletes a room, logs delete_room, and the list no longer shows it', async () => {
    const owner = await newOwner();
    const location = await newLocation(owner.auth);
    const room = await newRoom(owner.auth, location.id);
    expect((await call(owner.auth, 'DELETE', `/api/rooms/${room.id}`)).statusCode).toBe(204);
    expect((await call(owner.auth, 'GET', `/api/rooms/${room.id}`)).statusCode).toBe(404);
    expect((await call(owner.auth, 'GET', `/api/locations/${location.id}/rooms`)).json()).toEqual([]);
    expect(await loggedActions(owner.user.id, 'delete_room')).toHaveLength(1);
    // The name is free again.
    expect(
      (await call(owner.auth, 'POST', `/api/locations/${location.id}/rooms`, { name: 'Kitchen' })).statusCode,
    ).toBe(201);
  });
});

describe('PUT /rooms/{id}/checklists', () => {
  it('replaces the attached checklists in the order sent; an empty list detaches all', async () => {
    const owner = await newOwner();
    const location = await newLocation(owner.auth);
    const room = await newRoom(owner.auth, location.id);
    const [a, b, c] = [
      await newChecklist(owner.auth, 'Alpha'),
      await newChecklist(owner.auth, 'Bravo'),
      await newChecklist(owner.auth, 'Charlie'),
    ];
    const url = `/api/rooms/${room.id}/checklists`;
    const first = await call(owner.auth, 'PUT', url, { checklistIds: [c!.id, a!.id] });
    expect(first.statusCode).toBe(200);
    expect(first.json().checklists.map((x: { name: string }) => x.name)).toEqual(['Charlie', 'Alpha']);
    const second = await call(owner.auth, 'PUT', url, { checklistIds: [a!.id, b!.id, c!.id] });
    expect(second.json().checklists.map((x: { name: string }) => x.name)).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
    ]);
    const cleared = await call(owner.auth, 'PUT', url, { checklistIds: [] });
    expect(cleared.json().checklists).toEqual([]);
  });

  it('refuses the same checklist twice with 400, and an unknown one with 404, changing nothing', async () => {
    const owner = await newOwner();
    const location = await newLocation(owner.auth);
    const room = await newRoom(owner.auth, location.id);
    const daily = await newChecklist(owner.auth, 'Daily');
    const url = `/api/rooms/${room.id}/checklists`;
    await call(owner.auth, 'PUT', url, { checklistIds: [daily.id] });
    const twice = await call(owner.auth, 'PUT', url, { checklistIds: [daily.id, daily.id] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details.fields[0]).toEqual({
      path: 'body.checklistIds',
      message: 'The same item is listed more than once.',
    });
    const unknown = await call(owner.auth, 'PUT', url, {
      checklistIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await call(owner.auth, 'PUT', url, { checklistIds: ['nope'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields[0].path).toBe('body.checklistIds.0');
    const room2 = (await call(owner.auth, 'GET', `/api/rooms/${room.id}`)).json();
    expect(room2.checklists.map((c: { id: string }) => c.id)).toEqual([daily.id]);
  });
});

describe('GET /public/rooms/{qrToken}', () => {
  it('tells anyone with the code only the room and location names and whether it is closed; its id only to its own staff', async () => {
    const owner = await newOwner();
    const location = await newLocation(owner.auth);
    const room = await newRoom(owner.auth, location.id, 'Terrace');
    const token = room.publicUrl.split('/q/')[1];
    const url = `/api/public/rooms/${token}`;
    // An open room: no blocking problem keeps it closed.
    const names = { roomName: 'Terrace', locationTitle: location.title, closed: false };
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(names);
    const cleaner = await newStaff(owner.workspaceId, 'cleaner');
    for (const own of [owner, cleaner]) {
      expect((await call(own.auth, 'GET', url)).json()).toEqual({ roomId: room.id, ...names });
    }
    // Someone of another workspace, or a token that no longer signs in, is a guest here, not a 401.
    const stranger = await newOwner();
    expect((await call(stranger.auth, 'GET', url)).json()).toEqual(names);
    const stale = await call({ authorization: 'Bearer not-a-session' }, 'GET', url);
    expect([stale.statusCode, stale.json()]).toEqual([200, names]);
    expect((await t.app.inject({ url: '/api/public/rooms/AAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/public/rooms/not%20a%20token' })).statusCode).toBe(400);
  });

  it('is rate limited per IP, so tokens cannot be probed in bulk', async () => {
    let status = 0;
    let tries = 0;
    while (status !== 429 && tries < 100) {
      tries++;
      status = (await t.app.inject({ url: '/api/public/rooms/BBBBBBBBBBBBBBBBBBBBBB' })).statusCode;
    }
    expect(status).toBe(429);
    expect(tries).toBeLessThanOrEqual(61);
  });
});

describe('rights (DECISIONS.md §4)', () => {
  it('lets a cleaner read rooms and their QR codes but not add, rename, delete or attach', async () => {
    const owner = await newOwner();
    const location = await newLocation(owner.auth);
    const room = await newRoom(owner.auth, location.id);
    const daily = await newChecklist(owner.auth, 'Daily');
    const cleaner = await newStaff(owner.workspaceId, 'cleaner');
    const allowed = [
      await call(cleaner.auth, 'GET', `/api/locations/${location.id}/rooms`),
      await call(cleaner.auth, 'GET', `/api/rooms/${room.id}`),
      await call(cleaner.auth, 'GET', `/api/rooms/${room.id}/qr.png`),
      await call(cleaner.auth, 'GET', `/api/rooms/${room.id}/qr.svg`),
      await call(cleaner.auth, 'GET', `/api/locations/${location.id}/qr-sheet.pdf`),
    ];
    expect(allowed.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const refused = [
      await call(cleaner.auth, 'POST', `/api/locations/${location.id}/rooms`, { name: 'Mine' }),
      await call(cleaner.auth, 'PATCH', `/api/rooms/${room.id}`, { name: 'Mine' }),
      await call(cleaner.auth, 'PUT', `/api/rooms/${room.id}/checklists`, { checklistIds: [daily.id] }),
      await call(cleaner.auth, 'DELETE', `/api/rooms/${room.id}`),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    expect(refused[0]!.json().code).toBe('forbidden');
  });

  it('lets a manager add, rename, attach and delete rooms', async () => {
    const owner = await newOwner();
    const location = await newLocation(owner.auth);
    const daily = await newChecklist(owner.auth, 'Daily');
    const manager = await newStaff(owner.workspaceId, 'manager');
    const created = await call(manager.auth, 'POST', `/api/locations/${location.id}/rooms`, { name: 'Hall' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await call(manager.auth, 'PATCH', `/api/rooms/${id}`, { name: 'Main hall' })).statusCode).toBe(
      200,
    );
    expect(
      (await call(manager.auth, 'PUT', `/api/rooms/${id}/checklists`, { checklistIds: [daily.id] }))
        .statusCode,
    ).toBe(200);
    expect((await call(manager.auth, 'DELETE', `/api/rooms/${id}`)).statusCode).toBe(204);
  });
});

describe('workspaces (DECISIONS.md §2)', () => {
  it("answers 404 for every room of another workspace, and never attaches another's checklist", async () => {
    const first = await newOwner();
    const second = await newOwner();
    const location = await newLocation(first.auth);
    const room = await newRoom(first.auth, location.id);
    const firstChecklist = await newChecklist(first.auth, 'Secret recipe');
    const ownLocation = await newLocation(second.auth);
    const ownRoom = await newRoom(second.auth, ownLocation.id);
    const ownChecklist = await newChecklist(second.auth, 'Mine');

    const base = `/api/rooms/${room.id}`;
    const answers = [
      await call(second.auth, 'GET', base),
      await call(second.auth, 'PATCH', base, { name: 'Taken over' }),
      await call(second.auth, 'PUT', `${base}/checklists`, { checklistIds: [ownChecklist.id] }),
      await call(second.auth, 'GET', `${base}/qr.png`),
      await call(second.auth, 'GET', `${base}/qr.svg`),
      await call(second.auth, 'DELETE', base),
      await call(second.auth, 'PUT', `/api/rooms/${ownRoom.id}/checklists`, {
        checklistIds: [ownChecklist.id, firstChecklist.id],
      }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual(Array(answers.length).fill(404));
    expect((await call(second.auth, 'GET', `/api/rooms/${ownRoom.id}`)).json().checklists).toEqual([]);
    expect((await call(first.auth, 'GET', base)).json()).toMatchObject({ name: 'Kitchen', checklists: [] });
  });
});
