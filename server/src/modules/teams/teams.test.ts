import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, logs, subscriptions, teamMembers, teams, users } from '../../db/schema';
import * as factories from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Role = 'admin' | 'manager' | 'cleaner';

let n = 0;
const call = (headers: Headers, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as object });

const newOwner = () => factories.newOwner(t);

/** Someone who accepted an invite of the workspace: staff with a role, awaiting a team until added to one. */
async function newStaff(workspaceId: string, role: Role, extra: Partial<typeof users.$inferInsert> = {}) {
  const signed = await t.signIn(`team-staff${++n}-${Date.now()}@example.com`);
  await t.db
    .update(users)
    .set({ type: 'staff', role, workspaceId, joinedAt: new Date(), name: `Person ${n}`, ...extra })
    .where(eq(users.id, signed.user.id));
  return { ...signed, id: signed.user.id };
}

/** An employee already working in a team (approved earlier), written directly. */
async function activeStaff(workspaceId: string, role: Role, extra: Partial<typeof users.$inferInsert> = {}) {
  const staff = await newStaff(workspaceId, role, extra);
  const [team] = await t.db
    .insert(teams)
    .values({ workspaceId, name: `Existing ${randomUUID()}` })
    .returning();
  await t.db.insert(teamMembers).values({ teamId: team!.id, userId: staff.id });
  return staff;
}

async function newLocation(workspaceId: string, title = 'Flat on Abay 10') {
  const [row] = await t.db
    .insert(locations)
    .values({ workspaceId, title, address: 'Abay 10', type: 'rental', timezone: 'Asia/Almaty' })
    .returning();
  return row!;
}

async function createTeam(headers: Headers, body: Record<string, unknown>) {
  const res = await call(headers, 'POST', '/api/teams', body);
  if (res.statusCode !== 201) throw new Error(`create team failed: ${res.body}`);
  return res.json();
}

const fieldPaths = (body: { details?: { fields?: { path: string }[] } }) =>
  body.details?.fields?.map((f) => f.path) ?? [];

describe('POST /teams', () => {
  it('creates a team with members, a head and locations, marks the unavailable member, and logs it', async () => {
    const owner = await newOwner();
    const week = new Date(Date.now() + 7 * 86_400_000);
    const ann = await newStaff(owner.workspaceId, 'cleaner', { name: 'Ann', level: 'head' });
    const bob = await newStaff(owner.workspaceId, 'cleaner', {
      name: 'Bob',
      available: false,
      unavailableDate: week,
    });
    // Unavailable until a time that has passed: available again.
    const cid = await newStaff(owner.workspaceId, 'cleaner', {
      name: 'Cid',
      available: false,
      unavailableDate: new Date(Date.now() - 60_000),
    });
    const flat = await newLocation(owner.workspaceId, 'Flat 1');
    const res = await call(owner.auth, 'POST', '/api/teams', {
      name: '  Morning crew ',
      description: 'Flats in the centre',
      headId: ann.id,
      memberIds: [bob.id, ann.id, cid.id, ann.id],
      locationIds: [flat.id],
    });
    expect(res.statusCode).toBe(201);
    const team = res.json();
    expect(team).toMatchObject({
      name: 'Morning crew',
      description: 'Flats in the centre',
      head: { id: ann.id, name: 'Ann', level: 'head', role: 'cleaner', available: true },
      locations: [{ id: flat.id, title: 'Flat 1' }],
    });
    expect(team.members.map((m: { name: string }) => m.name)).toEqual(['Ann', 'Bob', 'Cid']);
    expect(team.members[1]).toMatchObject({ available: false, unavailableDate: week.toISOString() });
    expect(team.members[2]).toMatchObject({ available: true, unavailableDate: null });

    const location = await call(owner.auth, 'GET', `/api/locations/${flat.id}`);
    expect(location.json().team).toEqual({ id: team.id, name: 'Morning crew' });
    const logged = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.userId, owner.id), eq(logs.action, 'create_team')));
    expect(logged[0]?.data).toMatchObject({ teamId: team.id, workspaceId: owner.workspaceId });
  });

  it('refuses a head who is not a member with 400 on headId, in the asked language', async () => {
    const owner = await newOwner();
    const ann = await newStaff(owner.workspaceId, 'cleaner');
    const res = await call({ ...owner.auth, 'accept-language': 'en' }, 'POST', '/api/teams', {
      name: 'Crew',
      headId: ann.id,
      memberIds: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual([
      { path: 'body.headId', message: 'The head must be a member of the team.' },
    ]);
    const kk = await call({ ...owner.auth, 'accept-language': 'kz' }, 'POST', '/api/teams', {
      name: 'Crew',
      headId: ann.id,
    });
    expect(kk.json().details.fields[0].message).toBe('Жетекші команда мүшелерінің бірі болуы керек.');
    expect((await call(owner.auth, 'GET', '/api/teams')).json().total).toBe(0);
  });

  it('refuses a name already used in the workspace, ignoring case, with 409 on name; another workspace may use it', async () => {
    const owner = await newOwner();
    await createTeam(owner.auth, { name: 'Evening' });
    const res = await call(owner.auth, 'POST', '/api/teams', { name: 'EVENING' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('name_taken');
    expect(fieldPaths(res.json())).toEqual(['body.name']);
    const other = await newOwner();
    expect((await call(other.auth, 'POST', '/api/teams', { name: 'Evening' })).statusCode).toBe(201);
  });

  it.each([
    ['a one-letter name', { name: 'A' }, 'body.name'],
    ['a member id that is not a uuid', { name: 'Crew', memberIds: ['x'] }, 'body.memberIds.0'],
    ['an unknown field', { name: 'Crew', leader: 'me' }, 'body'],
  ])('refuses %s with 400', async (_, payload, path) => {
    const owner = await newOwner();
    const res = await call(owner.auth, 'POST', '/api/teams', payload);
    expect(res.statusCode).toBe(400);
    expect(fieldPaths(res.json())).toContain(path);
  });

  it('answers 404 for a member who is not staff of this workspace (the owner, a stranger, a removed one)', async () => {
    const owner = await newOwner();
    const stranger = await newOwner();
    const gone = await newStaff(owner.workspaceId, 'cleaner', { deletedAt: new Date() });
    for (const memberId of [owner.id, stranger.id, gone.id, randomUUID()]) {
      const res = await call(owner.auth, 'POST', '/api/teams', { name: 'Crew', memberIds: [memberId] });
      expect(res.statusCode, memberId).toBe(404);
    }
    expect((await call(owner.auth, 'GET', '/api/teams')).json().total).toBe(0);
  });

  it('answers 402 once the subscription has expired; the teams stay readable', async () => {
    const owner = await newOwner();
    await createTeam(owner.auth, { name: 'Crew' });
    await t.db
      .update(subscriptions)
      .set({ startsAt: new Date(Date.now() - 20 * 86_400_000), endsAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.workspaceId, owner.workspaceId));
    const res = await call(owner.auth, 'POST', '/api/teams', { name: 'Another' });
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('subscription_expired');
    expect((await call(owner.auth, 'GET', '/api/teams')).json().total).toBe(1);
  });
});

describe('approval by adding to a team (DECISIONS.md §5)', () => {
  it('refuses a manager adding someone who awaits a team (403, nothing written), but lets them add approved people', async () => {
    const owner = await newOwner();
    const manager = await activeStaff(owner.workspaceId, 'manager');
    const waiting = await newStaff(owner.workspaceId, 'cleaner');
    const approved = await activeStaff(owner.workspaceId, 'cleaner');
    const refused = await call(manager.auth, 'POST', '/api/teams', {
      name: 'Crew',
      memberIds: [approved.id, waiting.id],
    });
    expect(refused.statusCode).toBe(403);
    expect((await call(owner.auth, 'GET', '/api/teams?search=crew')).json().total).toBe(0);

    const team = await createTeam(manager.auth, { name: 'Crew', memberIds: [approved.id] });
    const patch = await call(manager.auth, 'PATCH', `/api/teams/${team.id}`, {
      memberIds: [approved.id, waiting.id],
    });
    expect(patch.statusCode).toBe(403);
    const employee = await call(owner.auth, 'GET', `/api/employees/${waiting.id}`);
    expect(employee.json().status).toBe('awaiting_team');
  });

  it('lets an admin approve by adding the awaiting employee to a team', async () => {
    const owner = await newOwner();
    const admin = await activeStaff(owner.workspaceId, 'admin');
    const waiting = await newStaff(owner.workspaceId, 'cleaner');
    const team = await createTeam(admin.auth, { name: 'Crew', memberIds: [waiting.id] });
    expect(team.members.map((m: { id: string }) => m.id)).toEqual([waiting.id]);
    const employee = await call(owner.auth, 'GET', `/api/employees/${waiting.id}`);
    expect(employee.json()).toMatchObject({ status: 'active', teams: [{ id: team.id, name: 'Crew' }] });
  });
});

describe('GET /teams', () => {
  it('pages and searches by name, each team with its own members and locations', async () => {
    const owner = await newOwner();
    const ann = await newStaff(owner.workspaceId, 'cleaner', { name: 'Ann' });
    const bob = await newStaff(owner.workspaceId, 'cleaner', { name: 'Bob' });
    const flat = await newLocation(owner.workspaceId, 'Flat');
    const shop = await newLocation(owner.workspaceId, 'Shop');
    await createTeam(owner.auth, { name: 'Alpha', memberIds: [ann.id], locationIds: [flat.id] });
    await createTeam(owner.auth, { name: 'Beta 100%', memberIds: [ann.id, bob.id], headId: bob.id });
    await createTeam(owner.auth, { name: 'Gamma', locationIds: [shop.id] });

    const page = (await call(owner.auth, 'GET', '/api/teams?pageSize=2')).json();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.items.map((i: { name: string }) => i.name)).toEqual(['Alpha', 'Beta 100%']);
    const [alpha, beta] = page.items;
    expect(alpha).toMatchObject({ head: null, locations: [{ id: flat.id }] });
    expect(alpha.members.map((m: { name: string }) => m.name)).toEqual(['Ann']);
    expect(beta).toMatchObject({ head: { id: bob.id }, locations: [] });
    expect(beta.members.map((m: { name: string }) => m.name)).toEqual(['Ann', 'Bob']);

    const second = (await call(owner.auth, 'GET', '/api/teams?pageSize=2&page=2')).json();
    expect(second.items).toMatchObject([{ name: 'Gamma', members: [], locations: [{ id: shop.id }] }]);
    const found = (await call(owner.auth, 'GET', '/api/teams?search=100%25')).json();
    expect(found.items.map((i: { name: string }) => i.name)).toEqual(['Beta 100%']);
    const newest = (await call(owner.auth, 'GET', '/api/teams?sortBy=createdAt&sortDir=desc')).json();
    expect(newest.items[0].name).toBe('Gamma');
  });

  it('shows the teams to a cleaner of the workspace', async () => {
    const owner = await newOwner();
    const cleaner = await activeStaff(owner.workspaceId, 'cleaner');
    const res = await call(cleaner.auth, 'GET', '/api/teams');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(1);
  });
});

describe('PATCH /teams/{id}', () => {
  it('replaces members; removing the head clears it; a partial change keeps the rest', async () => {
    const owner = await newOwner();
    const ann = await newStaff(owner.workspaceId, 'cleaner', { name: 'Ann' });
    const bob = await newStaff(owner.workspaceId, 'cleaner', { name: 'Bob' });
    const team = await createTeam(owner.auth, { name: 'Crew', memberIds: [ann.id, bob.id], headId: ann.id });

    const renamed = await call(owner.auth, 'PATCH', `/api/teams/${team.id}`, { name: 'Day crew' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Day crew', head: { id: ann.id } });
    expect(renamed.json().members).toHaveLength(2);

    const res = await call(owner.auth, 'PATCH', `/api/teams/${team.id}`, { memberIds: [bob.id] });
    expect(res.json()).toMatchObject({ name: 'Day crew', head: null, members: [{ id: bob.id }] });
    // Ann is in no team now: awaiting one again.
    expect((await call(owner.auth, 'GET', `/api/employees/${ann.id}`)).json().status).toBe('awaiting_team');

    const head = await call(owner.auth, 'PATCH', `/api/teams/${team.id}`, {
      headId: bob.id,
      description: '',
    });
    expect(head.json()).toMatchObject({ head: { id: bob.id }, description: null });
    const notMember = await call(owner.auth, 'PATCH', `/api/teams/${team.id}`, { headId: ann.id });
    expect(notMember.statusCode).toBe(400);
    expect(fieldPaths(notMember.json())).toEqual(['body.headId']);
  });

  it('moves a location from another team and leaves the ones no longer listed without a team', async () => {
    const owner = await newOwner();
    const flat = await newLocation(owner.workspaceId, 'Flat');
    const shop = await newLocation(owner.workspaceId, 'Shop');
    const a = await createTeam(owner.auth, { name: 'Team A', locationIds: [flat.id, shop.id] });
    const b = await createTeam(owner.auth, { name: 'Team B' });
    const res = await call(owner.auth, 'PATCH', `/api/teams/${b.id}`, { locationIds: [flat.id] });
    expect(res.json().locations).toEqual([{ id: flat.id, title: 'Flat' }]);
    expect((await call(owner.auth, 'GET', `/api/teams/${a.id}`)).json().locations).toEqual([
      { id: shop.id, title: 'Shop' },
    ]);
    await call(owner.auth, 'PATCH', `/api/teams/${a.id}`, { locationIds: [] });
    expect((await call(owner.auth, 'GET', `/api/locations/${shop.id}`)).json().team).toBeNull();
    expect((await call(owner.auth, 'GET', `/api/locations/${flat.id}`)).json().team).toEqual({
      id: b.id,
      name: 'Team B',
    });
  });

  it('refuses renaming to a name in use with 409', async () => {
    const owner = await newOwner();
    await createTeam(owner.auth, { name: 'North' });
    const south = await createTeam(owner.auth, { name: 'South' });
    const res = await call(owner.auth, 'PATCH', `/api/teams/${south.id}`, { name: 'north' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('name_taken');
  });
});

describe('DELETE /teams/{id}', () => {
  it('deletes it, leaves its locations without a team and its members awaiting a team, and logs it', async () => {
    const owner = await newOwner();
    const ann = await newStaff(owner.workspaceId, 'cleaner');
    const flat = await newLocation(owner.workspaceId);
    const team = await createTeam(owner.auth, { name: 'Crew', memberIds: [ann.id], locationIds: [flat.id] });
    const res = await call(owner.auth, 'DELETE', `/api/teams/${team.id}`);
    expect(res.statusCode).toBe(204);
    expect((await call(owner.auth, 'GET', `/api/teams/${team.id}`)).statusCode).toBe(404);
    expect((await call(owner.auth, 'GET', `/api/locations/${flat.id}`)).json().team).toBeNull();
    expect((await call(owner.auth, 'GET', `/api/employees/${ann.id}`)).json().status).toBe('awaiting_team');
    expect((await call(owner.auth, 'DELETE', `/api/teams/${team.id}`)).statusCode).toBe(404);
    const logged = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.userId, owner.id), eq(logs.action, 'delete_team')));
    expect(logged).toHaveLength(1);
  });
});

describe('workspace isolation (DECISIONS.md §2)', () => {
  it("answers 404 to another owner for the first's team, and changes nothing", async () => {
    const first = await newOwner();
    const ann = await newStaff(first.workspaceId, 'cleaner');
    const team = await createTeam(first.auth, { name: 'Crew', memberIds: [ann.id] });
    const second = await newOwner();
    expect((await call(second.auth, 'GET', `/api/teams/${team.id}`)).statusCode).toBe(404);
    expect((await call(second.auth, 'PATCH', `/api/teams/${team.id}`, { name: 'Mine' })).statusCode).toBe(
      404,
    );
    expect((await call(second.auth, 'DELETE', `/api/teams/${team.id}`)).statusCode).toBe(404);
    expect((await call(second.auth, 'GET', '/api/teams')).json().total).toBe(0);
    expect((await call(first.auth, 'GET', `/api/teams/${team.id}`)).json()).toMatchObject({
      name: 'Crew',
      members: [{ id: ann.id }],
    });
  });

  it("refuses the first workspace's people as members and its locations, on create and on edit", async () => {
    const first = await newOwner();
    const ann = await newStaff(first.workspaceId, 'cleaner');
    const flat = await newLocation(first.workspaceId);
    const second = await newOwner();
    const own = await createTeam(second.auth, { name: 'Own' });
    for (const body of [{ memberIds: [ann.id] }, { locationIds: [flat.id] }]) {
      expect((await call(second.auth, 'POST', '/api/teams', { name: 'Grab', ...body })).statusCode).toBe(404);
      expect((await call(second.auth, 'PATCH', `/api/teams/${own.id}`, body)).statusCode).toBe(404);
    }
    expect((await call(first.auth, 'GET', `/api/locations/${flat.id}`)).json().team).toBeNull();
    expect((await call(first.auth, 'GET', `/api/employees/${ann.id}`)).json().status).toBe('awaiting_team');
    expect((await call(second.auth, 'GET', '/api/teams')).json().items).toMatchObject([
      { name: 'Own', members: [], locations: [] },
    ]);
  });
});
