import { CHECKLIST_ITEMS_MAX } from '@cleanops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as factories from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Item = { id: string; text: string };

let n = 0;
const _freshEmail = () => `cl${++n}-${Date.now()}@example.com`;
const call = (headers: Headers, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as object });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const newOwner = () => factories.newOwner(t);

const newStaff = (workspaceId: string, role: 'manager' | 'cleaner') =>
  factories.newEmployee(t, workspaceId, role);

async function newChecklist(headers: Headers, name = 'Daily clean', items = ['Floors', 'Windows', 'Bins']) {
  const res = await call(headers, 'POST', '/api/checklists', {
    name,
    items: items.map((text) => ({ text })),
  });
  if (res.statusCode !== 201) throw new Error(`create checklist failed: ${res.body}`);
  return res.json() as { id: string; name: string; items: Item[]; updatedAt: string };
}

/** A room to attach checklists to, through the API as a user would make it. */
async function newRoom(headers: Headers) {
  const location = await call(headers, 'POST', '/api/locations', {
    title: 'Flat on Abay 10',
    address: 'Abay avenue 10, Almaty',
    type: 'rental',
    timezone: 'Asia/Almaty',
    checkoutTime: '12:00',
    cleaningDuration: 360,
    recleanAfter: 15,
    requirePhoto: false,
    requireReport: false,
    requireScan: false,
  });
  const room = await call(headers, 'POST', `/api/locations/${location.json().id}/rooms`, {
    name: 'Bathroom',
  });
  return room.json() as { id: string };
}

describe('POST /checklists', () => {
  it('creates a checklist whose items get ids from the server, in the order sent', async () => {
    const owner = await newOwner();
    const res = await call(owner.auth, 'POST', '/api/checklists', {
      name: ' Daily clean ',
      items: [{ text: 'Floors' }, { text: 'Windows', id: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ name: 'Daily clean', roomsCount: 0 });
    expect(body.items.map((i: Item) => i.text)).toEqual(['Floors', 'Windows']);
    // An id the checklist never had is not trusted: every item of a new checklist is new.
    expect(body.items.every((i: Item) => UUID.test(i.id))).toBe(true);
    expect(body.items[1].id).not.toBe('00000000-0000-4000-8000-000000000000');
  });

  it('refuses a name the workspace already uses, whatever its case; another workspace may use it', async () => {
    const owner = await newOwner();
    await newChecklist(owner.auth, 'Daily clean');
    const res = await call(owner.auth, 'POST', '/api/checklists', { name: 'DAILY CLEAN' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'name_taken', details: { fields: [{ path: 'body.name' }] } });
    const other = await newOwner();
    expect((await call(other.auth, 'POST', '/api/checklists', { name: 'Daily clean' })).statusCode).toBe(201);
  });

  it.each([
    ['a one-letter name', { name: 'D' }, 'body.name'],
    ['an empty item', { name: 'Daily', items: [{ text: ' ' }] }, 'body.items.0.text'],
    [
      'an item id that is not a UUID',
      { name: 'Daily', items: [{ id: '7', text: 'Floors' }] },
      'body.items.0.id',
    ],
    [
      `more than ${CHECKLIST_ITEMS_MAX} items`,
      { name: 'Daily', items: Array.from({ length: CHECKLIST_ITEMS_MAX + 1 }, () => ({ text: 'x' })) },
      'body.items',
    ],
    ['an unknown field', { name: 'Daily', rooms: [] }, 'body'],
  ])('refuses %s with 400', async (_, payload, path) => {
    const owner = await newOwner();
    const res = await call(owner.auth, 'POST', '/api/checklists', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].path).toBe(path);
  });
});

describe('GET /checklists', () => {
  it('lists the library by name, searches it, pages it and counts the rooms each is attached to', async () => {
    const owner = await newOwner();
    const bathroom = await newChecklist(owner.auth, 'Bathroom');
    await newChecklist(owner.auth, 'kitchen');
    await newChecklist(owner.auth, 'Bedroom_1');
    const room = await newRoom(owner.auth);
    await call(owner.auth, 'PUT', `/api/rooms/${room.id}/checklists`, { checklistIds: [bathroom.id] });
    const list = async (query = '') => (await call(owner.auth, 'GET', `/api/checklists?${query}`)).json();

    const all = await list();
    expect(all.total).toBe(3);
    expect(all.items.map((c: { name: string }) => c.name)).toEqual(['Bathroom', 'Bedroom_1', 'kitchen']);
    expect(all.items[0].roomsCount).toBe(1);
    expect(all.items[1].roomsCount).toBe(0);
    expect((await list('sortDir=desc&pageSize=1&page=2')).items[0].name).toBe('Bedroom_1');
    expect((await list('search=KIT')).items.map((c: { name: string }) => c.name)).toEqual(['kitchen']);
    // `_` is a letter here, not LIKE's any-one-character.
    expect((await list('search=_')).total).toBe(1);
  });

  it('refuses page=0 with 400', async () => {
    const owner = await newOwner();
    const res = await call(owner.auth, 'GET', '/api/checklists?page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].path).toBe('query.page');
  });
});

describe('PATCH /checklists/{id}', () => {
  it('reorders items keeping their ids, gives new items new ids, and renames', async () => {
    const owner = await newOwner();
    const created = await newChecklist(owner.auth);
    const [floors, windows, bins] = created.items as [Item, Item, Item];
    const res = await call(owner.auth, 'PATCH', `/api/checklists/${created.id}`, {
      name: 'Morning clean',
      items: [bins, { text: 'Mirrors' }, floors],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.name).toBe('Morning clean');
    expect(body.items.map((i: Item) => i.text)).toEqual(['Bins', 'Mirrors', 'Floors']);
    expect(body.items[0].id).toBe(bins.id);
    expect(body.items[2].id).toBe(floors.id);
    expect([floors.id, windows.id, bins.id]).not.toContain(body.items[1].id);
    expect(Date.parse(body.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    expect((await call(owner.auth, 'GET', `/api/checklists/${created.id}`)).json().items).toEqual(body.items);
  });

  it("keeps an id once: a duplicate, or another checklist's item id, becomes a new item", async () => {
    const owner = await newOwner();
    const first = await newChecklist(owner.auth, 'First');
    const second = await newChecklist(owner.auth, 'Second');
    const [floors] = first.items as [Item];
    const res = await call(owner.auth, 'PATCH', `/api/checklists/${first.id}`, {
      items: [floors, { ...floors, text: 'Floors again' }, second.items[0]],
    });
    const ids = res.json().items.map((i: Item) => i.id);
    expect(ids[0]).toBe(floors.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids).not.toContain(second.items[0]!.id);
  });

  it('refuses a name another checklist uses with 409, and changes nothing', async () => {
    const owner = await newOwner();
    await newChecklist(owner.auth, 'Daily');
    const weekly = await newChecklist(owner.auth, 'Weekly');
    const res = await call(owner.auth, 'PATCH', `/api/checklists/${weekly.id}`, { name: 'daily', items: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('name_taken');
    const still = (await call(owner.auth, 'GET', `/api/checklists/${weekly.id}`)).json();
    expect(still).toMatchObject({ name: 'Weekly', items: weekly.items });
  });
});

describe('DELETE /checklists/{id}', () => {
  it("deletes it and takes it off every room's checklists", async () => {
    const owner = await newOwner();
    const daily = await newChecklist(owner.auth, 'Daily');
    const deep = await newChecklist(owner.auth, 'Deep');
    const room = await newRoom(owner.auth);
    await call(owner.auth, 'PUT', `/api/rooms/${room.id}/checklists`, { checklistIds: [daily.id, deep.id] });
    expect((await call(owner.auth, 'DELETE', `/api/checklists/${daily.id}`)).statusCode).toBe(204);
    expect((await call(owner.auth, 'GET', `/api/checklists/${daily.id}`)).statusCode).toBe(404);
    const after = (await call(owner.auth, 'GET', `/api/rooms/${room.id}`)).json();
    expect(after.checklists.map((c: { name: string }) => c.name)).toEqual(['Deep']);
  });
});

describe('rights (DECISIONS.md §4)', () => {
  it('lets a cleaner read the library but not change it', async () => {
    const owner = await newOwner();
    const daily = await newChecklist(owner.auth);
    const cleaner = await newStaff(owner.workspaceId, 'cleaner');
    expect((await call(cleaner.auth, 'GET', '/api/checklists')).json().total).toBe(1);
    expect((await call(cleaner.auth, 'GET', `/api/checklists/${daily.id}`)).statusCode).toBe(200);
    const refused = [
      await call(cleaner.auth, 'POST', '/api/checklists', { name: 'Mine' }),
      await call(cleaner.auth, 'PATCH', `/api/checklists/${daily.id}`, { name: 'Mine' }),
      await call(cleaner.auth, 'DELETE', `/api/checklists/${daily.id}`),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403]);
  });

  it('lets a manager create, edit and delete checklists', async () => {
    const owner = await newOwner();
    const manager = await newStaff(owner.workspaceId, 'manager');
    const created = await call(manager.auth, 'POST', '/api/checklists', { name: 'Terrace' });
    expect(created.statusCode).toBe(201);
    const url = `/api/checklists/${created.json().id}`;
    expect((await call(manager.auth, 'PATCH', url, { items: [{ text: 'Chairs' }] })).statusCode).toBe(200);
    expect((await call(manager.auth, 'DELETE', url)).statusCode).toBe(204);
    expect((await call(owner.auth, 'GET', '/api/checklists')).json().total).toBe(0);
  });
});

describe('workspaces (DECISIONS.md §2)', () => {
  it("answers 404 for every checklist of another workspace, and never lists another's", async () => {
    const first = await newOwner();
    const second = await newOwner();
    const daily = await newChecklist(first.auth, 'Daily');
    await newChecklist(second.auth, 'Weekly');
    const url = `/api/checklists/${daily.id}`;
    const answers = [
      await call(second.auth, 'GET', url),
      await call(second.auth, 'PATCH', url, { name: 'Stolen' }),
      await call(second.auth, 'DELETE', url),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    const listed = (await call(second.auth, 'GET', '/api/checklists')).json();
    expect(listed.items.map((c: { name: string }) => c.name)).toEqual(['Weekly']);
    expect((await call(first.auth, 'GET', url)).json().name).toBe('Daily');
  });
});
