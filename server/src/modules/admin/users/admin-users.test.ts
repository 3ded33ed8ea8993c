import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  locations,
  sessions,
  subscriptions,
  teamMembers,
  teams,
  users,
  workspaces,
} from '../../../db/schema';
import { freshEmail, newEmployee, newOwner, newStaff } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { logLines, newSuper } from './admin-users.fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof newSuper>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await newSuper(t);
});
afterAll(async () => t.close());

const api = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers = admin.auth,
) => t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

describe('GET /admin/users', () => {
  it('finds any user by part of a name, e-mail or phone, with type, workspace, subscription and last sign-in', async () => {
    const owner = await newOwner(t);
    await t.db.update(users).set({ name: 'Zhanargul', surname: 'Searchable' }).where(eq(users.id, owner.id));
    const staff = await newStaff(t, owner.workspaceId, 'cleaner');

    const byName = (await api('GET', '/admin/users?search=zhanarg')).json();
    expect(byName.items.map((u: { id: string }) => u.id)).toEqual([owner.id]);
    const row = byName.items[0];
    expect(row).toMatchObject({ type: 'owner', name: 'Zhanargul', email: owner.email });
    expect(row.workspace.id).toBe(owner.workspaceId);
    expect(row.workspace.subscription.status).toBe('trial');
    expect(row.lastSignInAt).not.toBeNull();

    const byEmail = (await api('GET', `/admin/users?search=${encodeURIComponent(staff.email)}`)).json();
    expect(byEmail.items[0]).toMatchObject({ id: staff.id, type: 'staff', role: 'cleaner', inTeam: false });
    // Staff show their employer's workspace, named by its owner.
    expect(byEmail.items[0].workspace.owner.id).toBe(owner.id);
  });

  it('filters by type, workspace and subscription state', async () => {
    const owner = await newOwner(t);
    await newStaff(t, owner.workspaceId, 'manager');
    const inWorkspace = (await api('GET', `/admin/users?workspaceId=${owner.workspaceId}`)).json();
    expect(inWorkspace.total).toBe(2);
    const staffOnly = (await api('GET', `/admin/users?workspaceId=${owner.workspaceId}&type=staff`)).json();
    expect(staffOnly.items.map((u: { type: string }) => u.type)).toEqual(['staff']);

    const expired = await newOwner(t);
    await t.db
      .update(subscriptions)
      .set({ endsAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.workspaceId, expired.workspaceId));
    const expiredIds = (await api('GET', '/admin/users?subscription=expired&pageSize=100')).json();
    expect(expiredIds.items.map((u: { id: string }) => u.id)).toContain(expired.id);
    expect(expiredIds.items.map((u: { id: string }) => u.id)).not.toContain(owner.id);
    const trial = (await api('GET', '/admin/users?subscription=trial&pageSize=100')).json();
    expect(trial.items.map((u: { id: string }) => u.id)).toContain(owner.id);
  });

  it('is for the super admin only: an owner and staff get 403', async () => {
    const owner = await newOwner(t);
    const manager = await newEmployee(t, owner.workspaceId, 'admin');
    expect((await api('GET', '/admin/users', undefined, owner.auth)).statusCode).toBe(403);
    expect((await api('GET', '/admin/users', undefined, manager.auth)).statusCode).toBe(403);
  });
});

describe('POST /admin/users', () => {
  it('creates an owner with a workspace and a trial, and logs create_user', async () => {
    const email = freshEmail('created-owner');
    const res = await api('POST', '/admin/users', { email, type: 'owner', name: 'Aigerim' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ type: 'owner', email, name: 'Aigerim', emailVerified: true });
    expect(body.workspace.subscription.status).toBe('trial');
    const [line] = await logLines(t, 'create_user', { userId: body.id });
    expect(line).toMatchObject({ userId: admin.id, ip: '127.0.0.1' });
    expect(line!.data).toMatchObject({ type: 'owner', email, workspaceId: body.workspace.id });
    // The new owner signs in to their own workspace.
    const signed = await t.signIn(email);
    expect(signed.user.id).toBe(body.id);
  });

  it('creates staff by phone without a workspace', async () => {
    const res = await api('POST', '/admin/users', { phone: '+77015550101', type: 'staff' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'staff', phone: '+77015550101', workspace: null, role: null });
  });

  it('refuses a user without e-mail and phone naming the field, and a taken contact with 409', async () => {
    const none = await api('POST', '/admin/users', { type: 'owner' });
    expect(none.statusCode).toBe(400);
    expect(none.json().details.fields[0]).toMatchObject({ path: 'body.email' });
    expect(none.json().details.fields[0].message).toBe('Give either an e-mail or a phone number.');

    const owner = await newOwner(t);
    const taken = await api('POST', '/admin/users', { email: owner.email.toUpperCase(), type: 'staff' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'contact_taken' });
    expect(taken.json().details.fields[0].path).toBe('body.email');
  });

  it('never makes a superuser', async () => {
    const res = await api('POST', '/admin/users', { email: freshEmail(), type: 'super' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].path).toBe('body.type');
  });
});

describe('PATCH /admin/users/:id', () => {
  it('changes names and contacts, ends the sessions of a changed contact, and logs each change', async () => {
    const owner = await newOwner(t);
    const email = freshEmail('renamed');
    const res = await api('PATCH', `/admin/users/${owner.id}`, { name: 'Dana', email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Dana', email });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, owner.id))).toEqual([]);
    const [line] = await logLines(t, 'update_user', { userId: owner.id });
    expect(line!.data).toMatchObject({
      workspaceId: owner.workspaceId,
      changes: { name: { from: null, to: 'Dana' }, email: { from: owner.email, to: email } },
    });
  });

  it('turns staff into an owner with a workspace and a trial, out of their old teams', async () => {
    const owner = await newOwner(t);
    // Staff who came by invitation never owned a workspace.
    const staff = await newEmployee(t, owner.workspaceId, 'cleaner');
    await t.db.delete(workspaces).where(eq(workspaces.ownerId, staff.id));
    const res = await api('PATCH', `/admin/users/${staff.id}`, { type: 'owner' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ type: 'owner', role: null });
    expect(body.workspace.id).not.toBe(owner.workspaceId);
    expect(body.workspace.subscription.status).toBe('trial');
    expect(await t.db.select().from(teamMembers).where(eq(teamMembers.userId, staff.id))).toEqual([]);
  });

  it('refuses owner to staff and any change to a superuser (409), removing both contacts (400)', async () => {
    const owner = await newOwner(t);
    const toStaff = (await api('PATCH', `/admin/users/${owner.id}`, { type: 'staff' })).json();
    expect(toStaff.code).toBe('account_protected');
    expect(toStaff.details.fields[0].path).toBe('body.type');
    const root = await api('PATCH', `/admin/users/${admin.id}`, { name: 'Root' });
    expect(root.statusCode).toBe(409);
    expect(root.json().details.fields[0].path).toBe('params.id');
    const bare = await api('PATCH', `/admin/users/${owner.id}`, { email: null });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().details.fields[0].path).toBe('body.email');
  });

  it('refuses a contact another account has (409) and answers 404 for an unknown id', async () => {
    const a = await newOwner(t);
    const b = await newOwner(t);
    const res = await api('PATCH', `/admin/users/${a.id}`, { email: b.email });
    expect(res.statusCode).toBe(409);
    expect((await api('PATCH', `/admin/users/${crypto.randomUUID()}`, { name: 'Nobody' })).statusCode).toBe(
      404,
    );
  });
});

describe('DELETE /admin/users/:id', () => {
  it('names what goes with an owner, then deletes the workspace and logs delete_user', async () => {
    const owner = await newOwner(t);
    const staff = await newEmployee(t, owner.workspaceId, 'cleaner');
    await t.db.insert(locations).values({
      workspaceId: owner.workspaceId,
      title: 'Flat 7',
      address: 'Abay 7',
      type: 'rental',
      timezone: 'Asia/Almaty',
    });
    const preview = await api('GET', `/admin/users/${owner.id}/deletion`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      effect: 'delete_workspace',
      workspace: { id: owner.workspaceId, locations: 1, teams: 1, staff: 1 },
    });

    expect((await api('DELETE', `/admin/users/${owner.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(workspaces).where(eq(workspaces.id, owner.workspaceId))).toEqual([]);
    const [left] = await t.db.select().from(users).where(eq(users.id, staff.id));
    expect(left).toMatchObject({ workspaceId: null, role: null });
    const [line] = await logLines(t, 'delete_user', { userId: owner.id });
    expect(line).toMatchObject({ userId: admin.id });
    expect(line!.data).toMatchObject({ effect: 'delete_workspace', contents: { locations: 1 } });
    expect((await t.app.inject({ url: '/api/profile', headers: owner.auth })).statusCode).toBe(401);
  });

  it('anonymises staff, keeping the account row for their reports', async () => {
    const owner = await newOwner(t);
    const staff = await newStaff(t, owner.workspaceId, 'cleaner');
    expect((await api('GET', `/admin/users/${staff.id}/deletion`)).json()).toMatchObject({
      effect: 'anonymise',
      workspace: null,
    });
    expect((await api('DELETE', `/admin/users/${staff.id}`)).statusCode).toBe(204);
    const [row] = await t.db.select().from(users).where(eq(users.id, staff.id));
    expect(row).toMatchObject({ email: null, name: null });
    expect(row!.deletedAt).not.toBeNull();
    // Gone from the list, and a second delete finds nobody.
    expect((await api('DELETE', `/admin/users/${staff.id}`)).statusCode).toBe(404);
  });

  it('never deletes a superuser or the caller', async () => {
    const other = await newSuper(t);
    expect((await api('DELETE', `/admin/users/${other.id}`)).json().code).toBe('account_protected');
    expect((await api('DELETE', `/admin/users/${admin.id}`)).statusCode).toBe(409);
  });
});

describe('POST /admin/users/:id/attach', () => {
  it("attaches staff between jobs to an owner's workspace with a role, into a team, and logs it", async () => {
    const owner = await newOwner(t);
    const [team] = await t.db
      .insert(teams)
      .values({ workspaceId: owner.workspaceId, name: 'Night shift' })
      .returning();
    const staff = (await api('POST', '/admin/users', { email: freshEmail('loose'), type: 'staff' })).json();
    const res = await api('POST', `/admin/users/${staff.id}/attach`, {
      ownerId: owner.id,
      role: 'manager',
      level: 'head',
      teamId: team!.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'manager', level: 'head', inTeam: true });
    expect(res.json().workspace.id).toBe(owner.workspaceId);
    const [line] = await logLines(t, 'attach_to_owner_users', { userId: staff.id });
    expect(line!.data).toMatchObject({ workspaceId: owner.workspaceId, ownerId: owner.id, role: 'manager' });
  });

  it('leaves staff attached without a team awaiting one', async () => {
    const owner = await newOwner(t);
    const staff = (await api('POST', '/admin/users', { email: freshEmail('await'), type: 'staff' })).json();
    const res = await api('POST', `/admin/users/${staff.id}/attach`, {
      workspaceId: owner.workspaceId,
      role: 'cleaner',
    });
    expect(res.json()).toMatchObject({ role: 'cleaner', level: 'regular', inTeam: false });
  });

  it('refuses an owner, a superuser and staff already in a workspace with 409', async () => {
    const owner = await newOwner(t);
    const other = await newOwner(t);
    const employed = await newStaff(t, other.workspaceId, 'cleaner');
    const body = { ownerId: owner.id, role: 'cleaner' };
    for (const notStaff of [other.id, admin.id]) {
      const res = await api('POST', `/admin/users/${notStaff}/attach`, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'attach_not_staff' });
      expect(res.json().details.fields).toEqual([
        { path: 'params.id', message: 'Only a staff user can be attached to an owner.' },
      ]);
    }
    const busy = await api('POST', `/admin/users/${employed.id}/attach`, body);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({
      code: 'already_employed',
      message: 'This user already works in a workspace. Remove them from it first.',
    });
    expect(busy.json().details.fields[0].path).toBe('params.id');
    // Nothing changed: the owner is still an owner, the employee still works where they did.
    const [kept] = await t.db.select().from(users).where(eq(users.id, employed.id));
    expect(kept!.workspaceId).toBe(other.workspaceId);
  });

  it('refuses a team of another workspace (400) and an owner that does not exist (404)', async () => {
    const owner = await newOwner(t);
    const other = await newOwner(t);
    const [foreign] = await t.db
      .insert(teams)
      .values({ workspaceId: other.workspaceId, name: 'X' })
      .returning();
    const staff = (await api('POST', '/admin/users', { email: freshEmail('t'), type: 'staff' })).json();
    const wrongTeam = await api('POST', `/admin/users/${staff.id}/attach`, {
      ownerId: owner.id,
      role: 'cleaner',
      teamId: foreign!.id,
    });
    expect(wrongTeam.statusCode).toBe(400);
    expect(wrongTeam.json().details.fields[0].path).toBe('body.teamId');
    const noOwner = await api('POST', `/admin/users/${staff.id}/attach`, {
      ownerId: crypto.randomUUID(),
      role: 'cleaner',
    });
    expect(noOwner.statusCode).toBe(404);
    const neither = await api('POST', `/admin/users/${staff.id}/attach`, { role: 'cleaner' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().details.fields[0].path).toBe('body.ownerId');
  });
});

describe('sign-up', () => {
  it('logs create_user for a new account made by a first code sign-in', async () => {
    const owner = await newOwner(t);
    const [line] = await logLines(t, 'create_user', { userId: owner.id });
    expect(line).toMatchObject({ userId: owner.id, ip: '127.0.0.1', workspaceId: owner.workspaceId });
    expect(line!.data).toMatchObject({ type: 'owner', by: 'sign_up' });
  });
});
