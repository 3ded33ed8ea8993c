import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, logs, teamMembers, teams, users } from '../../db/schema';
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

const _n = 0;
const call = (headers: Headers, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as object });

const newOwner = () => factories.newOwner(t);

const newStaff = (workspaceId: string, role: Role, extra: Partial<typeof users.$inferInsert> = {}) =>
  factories.newStaff(t, workspaceId, role, extra);

async function newTeam(workspaceId: string, name: string, memberIds: string[] = [], headId?: string) {
  const [team] = await t.db.insert(teams).values({ workspaceId, name, headId }).returning();
  if (memberIds.length)
    await t.db.insert(teamMembers).values(memberIds.map((userId) => ({ teamId: team!.id, userId })));
  return team!;
}

async function activeStaff(workspaceId: string, role: Role, extra: Partial<typeof users.$inferInsert> = {}) {
  const staff = await newStaff(workspaceId, role, extra);
  await newTeam(workspaceId, `Team ${randomUUID()}`, [staff.id]);
  return staff;
}

const names = (page: { items: { name: string }[] }) => page.items.map((i) => i.name);

describe('GET /employees', () => {
  it('lists the staff of the workspace with status, teams, training, availability and join date', async () => {
    const owner = await newOwner();
    const week = new Date(Date.now() + 7 * 86_400_000);
    const joined = new Date('2025-03-01T09:00:00.000Z');
    const ann = await newStaff(owner.workspaceId, 'cleaner', {
      name: 'Ann',
      surname: 'Abay',
      level: 'head',
      trainingCompleted: true,
      joinedAt: joined,
    });
    const bob = await newStaff(owner.workspaceId, 'manager', {
      name: 'Bob',
      available: false,
      unavailableDate: week,
      joinedAt: null,
    });
    await newTeam(owner.workspaceId, 'Zeta', [ann.id]);
    await newTeam(owner.workspaceId, 'Alpha', [ann.id]);
    // Not employees of this workspace: another owner's staff, an anonymised one, staff without a role.
    const other = await newOwner();
    await newStaff(other.workspaceId, 'cleaner', { name: 'Elsewhere' });
    await newStaff(owner.workspaceId, 'cleaner', { name: 'Deleted', deletedAt: new Date() });
    await newStaff(owner.workspaceId, 'cleaner', { name: 'No role', role: null });

    const res = await call(owner.auth, 'GET', '/api/employees');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.items[0]).toEqual({
      id: ann.id,
      name: 'Ann',
      surname: 'Abay',
      email: ann.email,
      phone: null,
      avatarUrl: null,
      role: 'cleaner',
      level: 'head',
      status: 'active',
      teams: [
        { id: expect.any(String), name: 'Alpha' },
        { id: expect.any(String), name: 'Zeta' },
      ],
      trainingCompleted: true,
      available: true,
      unavailableDate: null,
      attendance: { hoursLast7Days: 0, clockedInAt: null, lastClockOutAt: null },
      joinedAt: joined.toISOString(),
    });
    const [bobRow] = await t.db.select().from(users).where(eq(users.id, bob.id));
    expect(page.items[1]).toMatchObject({
      name: 'Bob',
      role: 'manager',
      status: 'awaiting_team',
      teams: [],
      trainingCompleted: false,
      available: false,
      unavailableDate: week.toISOString(),
      // No join time recorded: the account's creation stands in.
      joinedAt: bobRow!.createdAt.toISOString(),
    });
  });

  it('filters by status, role, team and search, and pages', async () => {
    const owner = await newOwner();
    const ann = await newStaff(owner.workspaceId, 'cleaner', { name: 'Ann', surname: 'Sadykova' });
    const bob = await newStaff(owner.workspaceId, 'cleaner', { name: 'Bob', phone: '+77010000001' });
    await newStaff(owner.workspaceId, 'admin', { name: 'Cid' });
    const crew = await newTeam(owner.workspaceId, 'Crew', [ann.id]);
    await newTeam(owner.workspaceId, 'Other', [bob.id]);
    const get = async (query: string) => (await call(owner.auth, 'GET', `/api/employees?${query}`)).json();

    expect(names(await get('status=active'))).toEqual(['Ann', 'Bob']);
    expect(names(await get('status=awaiting_team'))).toEqual(['Cid']);
    expect(names(await get('role=admin'))).toEqual(['Cid']);
    expect(names(await get(`teamId=${crew.id}`))).toEqual(['Ann']);
    expect(names(await get('search=ann%20sady'))).toEqual(['Ann']);
    expect(names(await get('search=7010000'))).toEqual(['Bob']);
    expect(names(await get('sortDir=desc'))).toEqual(['Cid', 'Bob', 'Ann']);
    const second = await get('pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(names(second)).toEqual(['Cid']);
    // A team of another workspace matches nobody here.
    const foreign = await newTeam((await newOwner()).workspaceId, 'Foreign', [ann.id]);
    expect((await get(`teamId=${foreign.id}`)).total).toBe(0);
  });

  it('lists who the dashboard counts as clocked in now and as unavailable, filtered the same way', async () => {
    const owner = await newOwner();
    const ann = await activeStaff(owner.workspaceId, 'cleaner', { name: 'Ann' });
    const bob = await activeStaff(owner.workspaceId, 'cleaner', { name: 'Bob' });
    await activeStaff(owner.workspaceId, 'cleaner', {
      name: 'Cid',
      available: false,
      unavailableDate: new Date(Date.now() + 86_400_000),
    });
    // Away until yesterday: available again.
    await activeStaff(owner.workspaceId, 'cleaner', {
      name: 'Dan',
      available: false,
      unavailableDate: new Date(Date.now() - 86_400_000),
    });
    await activeStaff(owner.workspaceId, 'manager', { name: 'Eve', available: false });
    await t.db.insert(attendance).values([
      { workspaceId: owner.workspaceId, userId: ann.id, clockInAt: new Date(Date.now() - 3_600_000) },
      {
        workspaceId: owner.workspaceId,
        userId: bob.id,
        clockInAt: new Date(Date.now() - 7_200_000),
        clockOutAt: new Date(),
      },
    ]);
    const get = async (query: string) => (await call(owner.auth, 'GET', `/api/employees?${query}`)).json();
    const dashboard = (await call(owner.auth, 'GET', '/api/dashboard')).json();

    const clockedIn = await get('presence=clocked_in');
    expect(names(clockedIn)).toEqual(['Ann']);
    expect(clockedIn.total).toBe(dashboard.clockedIn.total);
    const unavailable = await get('presence=unavailable');
    expect(names(unavailable)).toEqual(['Cid', 'Eve']);
    expect(unavailable.total).toBe(dashboard.unavailable.total);
    expect((await call(owner.auth, 'GET', '/api/employees?presence=away')).statusCode).toBe(400);
  });

  it('refuses bad filters with 400', async () => {
    const owner = await newOwner();
    for (const query of ['status=working', 'teamId=nope', 'pageSize=1000', 'role=owner']) {
      const res = await call(owner.auth, 'GET', `/api/employees?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('shows the list to a manager of the workspace and refuses a cleaner', async () => {
    const owner = await newOwner();
    const manager = await activeStaff(owner.workspaceId, 'manager');
    const cleaner = await activeStaff(owner.workspaceId, 'cleaner');
    expect((await call(manager.auth, 'GET', '/api/employees')).json().total).toBe(2);
    expect((await call(cleaner.auth, 'GET', '/api/employees')).statusCode).toBe(403);
  });
});

describe('GET /employees/{id}', () => {
  it('answers one employee, and 404 for the owner, a stranger or an unknown id', async () => {
    const owner = await newOwner();
    const ann = await newStaff(owner.workspaceId, 'cleaner', { name: 'Ann' });
    const res = await call(owner.auth, 'GET', `/api/employees/${ann.id}`);
    expect(res.json()).toMatchObject({ id: ann.id, name: 'Ann', status: 'awaiting_team' });
    const stranger = await newOwner();
    for (const id of [owner.id, stranger.id, randomUUID()])
      expect((await call(owner.auth, 'GET', `/api/employees/${id}`)).statusCode).toBe(404);
  });
});

describe('PATCH /employees/{id}', () => {
  it('lets the owner change role and level, and the new rights apply at once; logged', async () => {
    const owner = await newOwner();
    const ann = await activeStaff(owner.workspaceId, 'cleaner');
    expect((await call(ann.auth, 'GET', '/api/employees')).statusCode).toBe(403);
    const res = await call(owner.auth, 'PATCH', `/api/employees/${ann.id}`, {
      role: 'manager',
      level: 'head',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'manager', level: 'head', status: 'active' });
    expect((await call(ann.auth, 'GET', '/api/employees')).statusCode).toBe(200);
    const level = await call(owner.auth, 'PATCH', `/api/employees/${ann.id}`, { level: 'regular' });
    expect(level.json()).toMatchObject({ role: 'manager', level: 'regular' });
    const logged = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.userId, owner.id), eq(logs.action, 'update_employee')));
    // Both changes are logged; rows come back in no set order (PostgreSQL may return either first).
    expect(logged.map((row) => row.data)).toContainEqual(
      expect.objectContaining({ employeeId: ann.id, role: 'manager', level: 'head' }),
    );
  });

  it('refuses an admin (403) and bad values (400)', async () => {
    const owner = await newOwner();
    const admin = await activeStaff(owner.workspaceId, 'admin');
    const ann = await activeStaff(owner.workspaceId, 'cleaner');
    expect((await call(admin.auth, 'PATCH', `/api/employees/${ann.id}`, { role: 'admin' })).statusCode).toBe(
      403,
    );
    const bad = await call(owner.auth, 'PATCH', `/api/employees/${ann.id}`, { role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect((await call(owner.auth, 'GET', `/api/employees/${ann.id}`)).json().role).toBe('cleaner');
  });
});

describe('DELETE /employees/{id}', () => {
  it('removes the employee from the workspace: out of its teams and heads, no role; the account stays', async () => {
    const owner = await newOwner();
    const ann = await newStaff(owner.workspaceId, 'cleaner', { level: 'head' });
    const bob = await newStaff(owner.workspaceId, 'cleaner');
    const crew = await newTeam(owner.workspaceId, 'Crew', [ann.id, bob.id], ann.id);
    await t.db.insert(attendance).values({
      workspaceId: owner.workspaceId,
      userId: ann.id,
      clockInAt: new Date(Date.now() - 3_600_000),
    });

    expect((await call(owner.auth, 'DELETE', `/api/employees/${ann.id}`)).statusCode).toBe(204);
    const [row] = await t.db.select().from(users).where(eq(users.id, ann.id));
    expect(row).toMatchObject({
      type: 'staff',
      workspaceId: null,
      role: null,
      joinedAt: null,
      level: 'regular',
    });
    expect((await call(owner.auth, 'GET', `/api/employees/${ann.id}`)).statusCode).toBe(404);
    const team = (await call(owner.auth, 'GET', `/api/teams/${crew.id}`)).json();
    expect(team).toMatchObject({ head: null, members: [{ id: bob.id }] });
    // Their open shift was closed, their record kept.
    const [shift] = await t.db.select().from(attendance).where(eq(attendance.userId, ann.id));
    expect(shift?.clockOutAt).not.toBeNull();
    // The removed person sees nothing of the workspace any more.
    expect((await call(ann.auth, 'GET', '/api/teams')).statusCode).toBe(404);
    const logged = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.userId, owner.id), eq(logs.action, 'delete_employee')));
    expect(logged).toHaveLength(1);
    expect((await call(owner.auth, 'DELETE', `/api/employees/${ann.id}`)).statusCode).toBe(404);
  });

  it('refuses an admin with 403', async () => {
    const owner = await newOwner();
    const admin = await activeStaff(owner.workspaceId, 'admin');
    const ann = await activeStaff(owner.workspaceId, 'cleaner');
    expect((await call(admin.auth, 'DELETE', `/api/employees/${ann.id}`)).statusCode).toBe(403);
  });
});

describe('POST /employees/{id}/approve', () => {
  it('approves an awaiting employee into a team, and adding again or another team is harmless', async () => {
    const owner = await newOwner();
    const admin = await activeStaff(owner.workspaceId, 'admin');
    const ann = await newStaff(owner.workspaceId, 'cleaner');
    const crew = await newTeam(owner.workspaceId, 'Crew');
    const night = await newTeam(owner.workspaceId, 'Night');
    const res = await call(admin.auth, 'POST', `/api/employees/${ann.id}/approve`, { teamId: crew.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', teams: [{ id: crew.id, name: 'Crew' }] });
    const again = await call(admin.auth, 'POST', `/api/employees/${ann.id}/approve`, { teamId: crew.id });
    expect(again.json().teams).toHaveLength(1);
    const more = await call(owner.auth, 'POST', `/api/employees/${ann.id}/approve`, { teamId: night.id });
    expect(more.json().teams.map((x: { name: string }) => x.name)).toEqual(['Crew', 'Night']);
  });

  it('refuses a manager (403), a team of another workspace or no team (404), and a missing teamId (400)', async () => {
    const owner = await newOwner();
    const manager = await activeStaff(owner.workspaceId, 'manager');
    const ann = await newStaff(owner.workspaceId, 'cleaner');
    const crew = await newTeam(owner.workspaceId, 'Crew');
    const foreign = await newTeam((await newOwner()).workspaceId, 'Foreign');
    const url = `/api/employees/${ann.id}/approve`;
    expect((await call(manager.auth, 'POST', url, { teamId: crew.id })).statusCode).toBe(403);
    expect((await call(owner.auth, 'POST', url, { teamId: foreign.id })).statusCode).toBe(404);
    expect((await call(owner.auth, 'POST', url, { teamId: randomUUID() })).statusCode).toBe(404);
    expect((await call(owner.auth, 'POST', url, {})).statusCode).toBe(400);
    expect((await call(owner.auth, 'GET', `/api/employees/${ann.id}`)).json().status).toBe('awaiting_team');
  });
});

describe('approval by someone else (DECISIONS.md §5)', () => {
  it('gives an invited admin no role rights until someone else adds them to a team, and never lets them approve themselves', async () => {
    const owner = await newOwner();
    const crew = await newTeam(owner.workspaceId, 'Crew');
    const email = `invited-admin-${randomUUID()}@example.com`;
    const sent = await call(owner.auth, 'POST', '/api/invite', { contacts: [{ email }], role: 'admin' });
    expect(sent.statusCode, sent.body).toBe(201);
    const invited = await t.signIn(email);
    const accepted = await call(invited.auth, 'POST', `/api/invite/${sent.json()[0].id}`);
    expect(accepted.statusCode, accepted.body).toBeLessThan(300);
    const id = invited.user.id;

    // Awaiting a team: the web app shows "you are not in a team yet", and the server agrees.
    const awaiting = (await call(invited.auth, 'GET', '/api/profile')).json();
    expect(awaiting.user.role).toBe('admin');
    expect(awaiting.menuEnabled).toBe(false);
    expect(awaiting.rights).not.toContain('accept_invite');
    expect(awaiting.rights).not.toContain('get_employees');
    const selfApproval = await call(invited.auth, 'POST', `/api/employees/${id}/approve`, {
      teamId: crew.id,
    });
    expect(selfApproval.statusCode).toBe(403);
    expect((await call(invited.auth, 'GET', '/api/employees')).statusCode).toBe(403);
    const invite = await call(invited.auth, 'POST', '/api/invite', {
      contacts: [{ email: 'x@example.com' }],
    });
    expect(invite.statusCode).toBe(403);
    expect((await call(owner.auth, 'GET', `/api/employees/${id}`)).json().status).toBe('awaiting_team');

    // The owner adds them to a team: now the role counts.
    expect(
      (await call(owner.auth, 'POST', `/api/employees/${id}/approve`, { teamId: crew.id })).statusCode,
    ).toBe(200);
    const approved = (await call(invited.auth, 'GET', '/api/profile')).json();
    expect(approved.menuEnabled).toBe(true);
    expect(approved.rights).toEqual(expect.arrayContaining(['accept_invite', 'get_employees']));
    // Even an approved admin does not add themselves to teams this way.
    const night = await newTeam(owner.workspaceId, 'Night');
    const again = await call(invited.auth, 'POST', `/api/employees/${id}/approve`, { teamId: night.id });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('Someone else must add you to a team.');
    expect((await call(owner.auth, 'GET', `/api/employees/${id}`)).json().teams).toEqual([
      { id: crew.id, name: 'Crew' },
    ]);
  });

  it('takes the role rights away again when the last team they work in is left', async () => {
    const owner = await newOwner();
    const manager = await activeStaff(owner.workspaceId, 'manager');
    expect((await call(manager.auth, 'GET', '/api/employees')).statusCode).toBe(200);
    await t.db.delete(teamMembers).where(eq(teamMembers.userId, manager.id));
    expect((await call(manager.auth, 'GET', '/api/employees')).statusCode).toBe(403);
    expect((await call(manager.auth, 'GET', '/api/profile')).json().menuEnabled).toBe(false);
  });
});

describe('POST /employees/{id}/decline', () => {
  it('declines an awaiting employee: out of the workspace, logged', async () => {
    const owner = await newOwner();
    const admin = await activeStaff(owner.workspaceId, 'admin');
    const ann = await newStaff(owner.workspaceId, 'cleaner');
    const res = await call(admin.auth, 'POST', `/api/employees/${ann.id}/decline`);
    expect(res.statusCode).toBe(204);
    const [row] = await t.db.select().from(users).where(eq(users.id, ann.id));
    expect(row).toMatchObject({ workspaceId: null, role: null, joinedAt: null });
    expect((await call(owner.auth, 'GET', '/api/employees')).json().total).toBe(1);
    const logged = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.userId, admin.id), eq(logs.action, 'decline_employee')));
    expect(logged[0]?.data).toMatchObject({ employeeId: ann.id });
  });

  it('refuses to decline someone who already works in a team, with a message that says so', async () => {
    const owner = await newOwner();
    const ann = await activeStaff(owner.workspaceId, 'cleaner');
    const res = await call(owner.auth, 'POST', `/api/employees/${ann.id}/decline`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'conflict',
      message: 'This employee already works in a team. Remove them instead of declining.',
    });
    const es = await call(
      { ...owner.auth, 'accept-language': 'es' },
      'POST',
      `/api/employees/${ann.id}/decline`,
    );
    expect(es.json().message).toBe(
      'Este empleado ya trabaja en un equipo. Elimínalo en lugar de rechazarlo.',
    );
    expect((await call(owner.auth, 'GET', `/api/employees/${ann.id}`)).json().status).toBe('active');
  });

  it('refuses a manager with 403', async () => {
    const owner = await newOwner();
    const manager = await activeStaff(owner.workspaceId, 'manager');
    const ann = await newStaff(owner.workspaceId, 'cleaner');
    expect((await call(manager.auth, 'POST', `/api/employees/${ann.id}/decline`)).statusCode).toBe(403);
  });

  it('approving and declining the same person at once leaves them either approved or gone, never both', async () => {
    const owner = await newOwner();
    const crew = await newTeam(owner.workspaceId, 'Crew');
    for (let i = 0; i < 3; i++) {
      const ann = await newStaff(owner.workspaceId, 'cleaner');
      const [approve, decline] = await Promise.all([
        call(owner.auth, 'POST', `/api/employees/${ann.id}/approve`, { teamId: crew.id }),
        call(owner.auth, 'POST', `/api/employees/${ann.id}/decline`),
      ]);
      const [row] = await t.db.select().from(users).where(eq(users.id, ann.id));
      const memberships = await t.db.select().from(teamMembers).where(eq(teamMembers.userId, ann.id));
      if (approve.statusCode === 200) {
        expect(decline.statusCode).toBe(409);
        expect(row?.workspaceId).toBe(owner.workspaceId);
        expect(memberships).toHaveLength(1);
      } else {
        expect([approve.statusCode, decline.statusCode]).toEqual([404, 204]);
        expect(row?.workspaceId).toBeNull();
        expect(memberships).toHaveLength(0);
      }
    }
  });
});

describe('workspace isolation (DECISIONS.md §2)', () => {
  it("answers 404 to another owner on every call about the first's employee, and changes nothing", async () => {
    const first = await newOwner();
    const ann = await newStaff(first.workspaceId, 'cleaner', { name: 'Ann' });
    const bob = await activeStaff(first.workspaceId, 'cleaner');
    const second = await newOwner();
    const own = await newTeam(second.workspaceId, 'Own');
    const calls: [Method, string, unknown?][] = [
      ['GET', `/api/employees/${ann.id}`],
      ['PATCH', `/api/employees/${ann.id}`, { role: 'admin' }],
      ['DELETE', `/api/employees/${ann.id}`],
      ['POST', `/api/employees/${ann.id}/approve`, { teamId: own.id }],
      ['POST', `/api/employees/${ann.id}/decline`],
      ['DELETE', `/api/employees/${bob.id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(second.auth, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(second.auth, 'GET', '/api/employees')).json().total).toBe(0);
    const still = (await call(first.auth, 'GET', '/api/employees')).json();
    expect(still.items.map((i: { id: string; role: string }) => [i.id, i.role])).toEqual(
      expect.arrayContaining([
        [ann.id, 'cleaner'],
        [bob.id, 'cleaner'],
      ]),
    );
    expect(await t.db.select().from(teamMembers).where(eq(teamMembers.teamId, own.id))).toHaveLength(0);
  });
});
