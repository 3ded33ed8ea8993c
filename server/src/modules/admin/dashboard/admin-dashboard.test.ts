import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCodes, subscriptions } from '../../../db/schema';
import { freshEmail, newEmployee, newOwner } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newSuper } from '../users/admin-users.fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof newSuper>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await newSuper(t);
});
afterAll(async () => t.close());

const DAY = 86_400_000;
const dashboard = async (query = '', headers = admin.auth) =>
  t.app.inject({ url: `/api/admin/dashboard${query}`, headers });

describe('GET /admin/dashboard', () => {
  it('counts users, workspaces, subscriptions by state, waiting renewals and codes per channel', async () => {
    const before = (await dashboard()).json();

    const trial = await newOwner(t);
    const ending = await newOwner(t);
    await t.db
      .update(subscriptions)
      .set({ endsAt: new Date(Date.now() + 3 * DAY) })
      .where(eq(subscriptions.workspaceId, ending.workspaceId));
    const expired = await newOwner(t);
    await t.db
      .update(subscriptions)
      .set({ endsAt: new Date(Date.now() - DAY) })
      .where(eq(subscriptions.workspaceId, expired.workspaceId));
    await newEmployee(t, trial.workspaceId, 'cleaner');
    await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: expired.auth,
      payload: { months: 1 },
    });

    const res = await dashboard('?timezone=Asia/Almaty');
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.users.total - before.users.total).toBe(4);
    expect(after.users.newThisWeek - before.users.newThisWeek).toBe(4);
    expect(after.users.byType.owner - before.users.byType.owner).toBe(3);
    expect(after.users.byType.staff - before.users.byType.staff).toBe(1);
    // The employee signed in as an owner first, with a workspace of their own.
    expect(after.workspaces.total - before.workspaces.total).toBe(4);
    expect(after.subscriptions.trial - before.subscriptions.trial).toBe(3);
    expect(after.subscriptions.endingSoon - before.subscriptions.endingSoon).toBe(1);
    expect(after.subscriptions.expired - before.subscriptions.expired).toBe(1);
    expect(after.renewalsWaiting - before.renewalsWaiting).toBe(1);
    const email = (d: typeof after) =>
      d.codesToday.find((c: { channel: string }) => c.channel === 'email').sent;
    expect(email(after) - email(before)).toBe(4);
    expect(after.codesToday.map((c: { channel: string }) => c.channel).sort()).toEqual([
      'email',
      'phone',
      'whatsapp',
    ]);
  });

  it('counts a code the provider refused as a delivery failure', async () => {
    const before = (await dashboard()).json();
    const contact = freshEmail('refused');
    const now = new Date();
    await t.db.insert(loginCodes).values({
      contact,
      channel: 'email',
      purpose: 'login',
      codeHash: 'x',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 600_000),
      voidedAt: new Date(now.getTime() + 2_000),
    });
    const after = (await dashboard()).json();
    const failed = (d: typeof after) =>
      d.codesToday.find((c: { channel: string }) => c.channel === 'email').failed;
    expect(failed(after) - failed(before)).toBe(1);
  });

  it('refuses a zone that does not exist (400) and workspace users (403)', async () => {
    expect((await dashboard('?timezone=Mars/Base')).statusCode).toBe(400);
    const owner = await newOwner(t);
    expect((await dashboard('', owner.auth)).statusCode).toBe(403);
  });
});
