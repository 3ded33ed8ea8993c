import type { TNotificationFailuresResponse } from '@cleanops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries, notifications } from '../../../db/schema';
import { newEmployee, newOwner } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newSuper } from '../users/admin-users.fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof newSuper>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await newSuper(t);
});
afterAll(async () => t.close());

const HOUR = 3_600_000;

/** A notification with one copy in the state the delivery worker left it, dated `hoursAgo`. */
async function copy(
  owner: { id: string; workspaceId: string; email: string },
  state: 'failed' | 'sent' | 'pending',
  hoursAgo = 0,
) {
  const createdAt = new Date(Date.now() - hoursAgo * HOUR);
  const [notification] = await t.db
    .insert(notifications)
    .values({ workspaceId: owner.workspaceId, userId: owner.id, event: 'taskFinished', createdAt })
    .returning();
  const [row] = await t.db
    .insert(notificationDeliveries)
    .values({
      notificationId: notification!.id,
      channel: 'email',
      to: owner.email,
      language: 'en',
      state,
      attempts: state === 'failed' ? 5 : 1,
      lastError: state === 'failed' ? '550 mailbox unavailable' : null,
      createdAt,
    })
    .returning();
  return row!;
}

const failures = async (query = '', headers = admin.auth) =>
  t.app.inject({ url: `/api/admin/notification-failures${query}`, headers });

describe('GET /admin/notification-failures', () => {
  it("lists every workspace's failed copies newest first, with whom, where and the provider's answer", async () => {
    const first = await newOwner(t);
    const second = await newOwner(t);
    const older = await copy(first, 'failed', 30);
    const newer = await copy(second, 'failed', 1);
    await copy(first, 'sent');
    await copy(second, 'pending');

    const res = await failures('?pageSize=100');
    expect(res.statusCode).toBe(200);
    const page: TNotificationFailuresResponse = res.json();
    expect(page.items.map((f) => f.id)).toEqual([newer.id, older.id]);
    expect(page.total).toBe(2);
    expect(page.items[0]).toMatchObject({
      event: 'taskFinished',
      channel: 'email',
      to: second.email,
      attempts: 5,
      lastError: '550 mailbox unavailable',
      recipient: { id: second.id, email: second.email },
      workspace: { id: second.workspaceId, owner: { id: second.id } },
    });

    // The dashboard counts today's; its link opens the list from the same moment.
    const since = new Date(Date.now() - 12 * HOUR).toISOString();
    const today: TNotificationFailuresResponse = (await failures(`?from=${since}`)).json();
    expect(today.items.map((f) => f.id)).toEqual([newer.id]);
    const oldestFirst: TNotificationFailuresResponse = (await failures('?sortDir=asc')).json();
    expect(oldestFirst.items[0]!.id).toBe(older.id);
  });

  it('is counted on the dashboard as the failed copies of today', async () => {
    const before = (await t.app.inject({ url: '/api/admin/dashboard', headers: admin.auth })).json();
    await copy(await newOwner(t), 'failed');
    const after = (await t.app.inject({ url: '/api/admin/dashboard', headers: admin.auth })).json();
    expect(after.notificationCopiesFailed - before.notificationCopiesFailed).toBe(1);
  });

  it('answers 400 naming a bad date or filter, and 403 to an owner and their staff', async () => {
    const bad = await failures('?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields[0].path).toBe('query.from');
    expect((await failures('?status=sent')).statusCode).toBe(400);
    const owner = await newOwner(t);
    const admin2 = await newEmployee(t, owner.workspaceId, 'admin');
    expect((await failures('', owner.auth)).statusCode).toBe(403);
    expect((await failures('', admin2.auth)).statusCode).toBe(403);
  });
});
