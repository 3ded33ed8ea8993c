import { randomUUID } from 'node:crypto';
import type { TNotificationEvent, TNotificationPage } from '@cleanops/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema';
import { newOwner, newStaff } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The header bell's feed: GET /notifications and POST /notifications/read, each person's own rows only. */

let t: TestApp;
let owner: Awaited<ReturnType<typeof newOwner>>;
let admin: Awaited<ReturnType<typeof newStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await newOwner(t);
  admin = await newStaff(t, owner.workspaceId, 'admin');
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.delete(notifications);
});

const MINUTE = 60_000;
const start = Date.parse('2030-05-01T08:00:00Z');

/** A feed row as raising one leaves it, `minutes` after the start. */
async function feedRow(
  userId: string,
  minutes: number,
  event: TNotificationEvent = 'taskFinished',
  workspaceId: string | null = owner.workspaceId,
) {
  const [row] = await t.db
    .insert(notifications)
    .values({
      userId,
      workspaceId,
      event,
      data: { taskTitle: `Job ${minutes}`, actorName: 'Aigerim Sultan' },
      createdAt: new Date(start + minutes * MINUTE),
    })
    .returning();
  return row!.id;
}

async function feed(auth: Record<string, string>, query = ''): Promise<TNotificationPage> {
  const res = await t.app.inject({ url: `/api/notifications${query}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function markRead(auth: Record<string, string>, payload: object) {
  const res = await t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: auth, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Promise<{ unread: number }>;
}

describe('GET /notifications', () => {
  it('lists my own notifications newest first, with the total and the unread count', async () => {
    const first = await feedRow(owner.id, 1);
    const second = await feedRow(owner.id, 2);
    const third = await feedRow(owner.id, 3);
    await feedRow(admin.id, 4);

    const page = await feed(owner.auth);
    expect(page.items.map((n) => n.id)).toEqual([third, second, first]);
    expect(page).toMatchObject({ total: 3, unread: 3, page: 1, pageSize: 20 });
    expect(page.items[0]).toEqual({
      id: third,
      event: 'taskFinished',
      data: { taskTitle: 'Job 3', actorName: 'Aigerim Sultan' },
      readAt: null,
      createdAt: new Date(start + 3 * MINUTE).toISOString(),
    });

    const paged = await feed(owner.auth, '?page=2&pageSize=2');
    expect(paged.items.map((n) => n.id)).toEqual([first]);
    expect(paged).toMatchObject({ total: 3, unread: 3, page: 2, pageSize: 2 });
  });

  it('lists only the unread with ?unread=true, and the unread count stays that of the whole feed', async () => {
    const read = await feedRow(owner.id, 1);
    const unread = await feedRow(owner.id, 2);
    await markRead(owner.auth, { ids: [read] });

    const page = await feed(owner.auth, '?unread=true');
    expect(page.items.map((n) => n.id)).toEqual([unread]);
    expect(page).toMatchObject({ total: 1, unread: 1 });
    const all = await feed(owner.auth, '?unread=false');
    expect(all.items.map((n) => [n.id, n.readAt !== null])).toEqual([
      [unread, false],
      [read, true],
    ]);
  });

  it('shows an invitation to someone between jobs, and nothing of a workspace they have left', async () => {
    const former = await newStaff(t, owner.workspaceId, 'cleaner');
    const invitation = await feedRow(former.id, 1, 'inviteCreated');
    await feedRow(former.id, 2, 'taskPicked');
    // They leave: their workspace is gone from their account, as when the owner removes them.
    await t.db.update(users).set({ workspaceId: null }).where(eq(users.id, former.id));

    const page = await feed(former.auth);
    expect(page.items.map((n) => n.id)).toEqual([invitation]);
    expect(page).toMatchObject({ total: 1, unread: 1 });
  });

  it('answers 401 without a session and 400 for a page size out of range', async () => {
    expect((await t.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/notifications?pageSize=1000', headers: owner.auth });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /notifications/read', () => {
  it("marks the given rows of mine read and ignores other people's ids", async () => {
    const mine = await feedRow(owner.id, 1);
    const alsoMine = await feedRow(owner.id, 2);
    const theirs = await feedRow(admin.id, 3);

    expect(await markRead(owner.auth, { ids: [mine, theirs, randomUUID()] })).toEqual({ unread: 1 });

    const ownerFeed = await feed(owner.auth);
    expect(ownerFeed.items.map((n) => [n.id, n.readAt !== null])).toEqual([
      [alsoMine, false],
      [mine, true],
    ]);
    const adminFeed = await feed(admin.auth);
    expect(adminFeed.items).toMatchObject([{ id: theirs, readAt: null }]);
    expect(adminFeed.unread).toBe(1);
  });

  it('marks my whole feed read without ids, and keeps the first time a row was read', async () => {
    const earlier = await feedRow(owner.id, 1);
    await feedRow(owner.id, 2);
    await feedRow(admin.id, 3);
    await markRead(owner.auth, { ids: [earlier] });
    const firstRead = (await feed(owner.auth)).items.find((n) => n.id === earlier)?.readAt;
    expect(firstRead).toEqual(expect.any(String));

    expect(await markRead(owner.auth, {})).toEqual({ unread: 0 });
    const page = await feed(owner.auth);
    expect(page.unread).toBe(0);
    expect(page.items.every((n) => n.readAt !== null)).toBe(true);
    expect(page.items.find((n) => n.id === earlier)?.readAt).toBe(firstRead);
    expect((await feed(admin.auth)).unread).toBe(1);
  });

  it('refuses ids that are not ids, and needs a session', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: owner.auth,
      payload: { ids: ['not-an-id'] },
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/notifications/read', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
