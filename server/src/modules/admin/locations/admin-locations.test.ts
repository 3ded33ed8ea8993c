import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, subscriptions } from '../../../db/schema';
import { newEmployee, newOwner } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newTeam, newWorkPlace } from '../../../test/work-factories';
import { newSuper } from '../users/admin-users.fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof newSuper>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await newSuper(t);
});
afterAll(async () => t.close());

const list = async (query: string, headers = admin.auth) =>
  t.app.inject({ url: `/api/admin/locations?${query}`, headers });

describe('GET /admin/locations', () => {
  it("lists every workspace's locations with owner, type, rooms, team and subscription state", async () => {
    const a = await newOwner(t);
    const b = await newOwner(t);
    const cleaner = await newEmployee(t, a.workspaceId, 'cleaner');
    const team = await newTeam(t, a.workspaceId, [cleaner.id], 'Morning crew');
    const flat = await newWorkPlace(t, a.workspaceId, { title: 'Seaside flat', rooms: ['Kitchen', 'Bath'] });
    await t.db.update(locations).set({ teamId: team.id }).where(eq(locations.id, flat.location.id));
    await newWorkPlace(t, b.workspaceId, {
      title: 'Seaside cafe',
      type: 'commercial',
      commercialKind: 'cafe',
    });
    await t.db
      .update(subscriptions)
      .set({ endsAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.workspaceId, b.workspaceId));

    const res = await list('search=seaside&sortBy=title&sortDir=asc');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items[0]).toMatchObject({
      title: 'Seaside cafe',
      type: 'commercial',
      commercialKind: 'cafe',
      rooms: 1,
      team: null,
      workspace: { id: b.workspaceId, owner: { id: b.id }, subscription: { status: 'expired' } },
    });
    expect(body.items[1]).toMatchObject({
      title: 'Seaside flat',
      rooms: 2,
      team: { id: team.id, name: 'Morning crew', members: 1 },
      workspace: { id: a.workspaceId, subscription: { status: 'trial' } },
    });

    const expired = (await list('search=seaside&subscription=expired')).json();
    expect(expired.items.map((l: { title: string }) => l.title)).toEqual(['Seaside cafe']);
    const rentals = (await list('search=seaside&type=rental')).json();
    expect(rentals.items.map((l: { title: string }) => l.title)).toEqual(['Seaside flat']);
    const byOwner = (await list(`search=${encodeURIComponent(a.email)}`)).json();
    expect(byOwner.items.map((l: { title: string }) => l.title)).toEqual(['Seaside flat']);
  });

  it('refuses bad filters (400) and workspace users (403)', async () => {
    expect((await list('type=castle')).statusCode).toBe(400);
    const owner = await newOwner(t);
    expect((await list('', owner.auth)).statusCode).toBe(403);
  });
});
