import { randomUUID } from 'node:crypto';
import type { TAdminLogEntry, TAdminLogsResponse } from '@cleanops/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs } from '../../../db/schema';
import { freshEmail, newOwner } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { recordLog } from '../../logs/logs.repository';
import { ensureSuperuser } from '../../users/accounts.service';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const email = freshEmail('super');
  await ensureSuperuser(t.db, { email });
  admin = (await t.signIn(email)).auth;
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const rental = {
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
};

async function send(
  headers: Headers,
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  ip: string,
  payload?: object,
) {
  const res = await t.app.inject({ method, url, headers, payload, remoteAddress: ip });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.statusCode === 204 ? null : res.json();
}

async function readLogs(query: string, headers = admin) {
  return t.app.inject({ method: 'GET', url: `/api/admin/logs?${query}`, headers });
}
async function logPage(query: string): Promise<TAdminLogsResponse> {
  const res = await readLogs(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** An owner who, from their own IP, creates a location, edits it and adds, renames and deletes a room. */
async function busyOwner(ip: string) {
  const owner = await newOwner(t);
  const location = await send(owner.auth, 'POST', '/api/locations', ip, rental);
  await send(owner.auth, 'PATCH', `/api/locations/${location.id}`, ip, { title: 'Flat on Abay 12' });
  const room = await send(owner.auth, 'POST', `/api/locations/${location.id}/rooms`, ip, { name: 'Kitchen' });
  await send(owner.auth, 'PATCH', `/api/rooms/${room.id}`, ip, { name: 'Big kitchen' });
  await send(owner.auth, 'DELETE', `/api/rooms/${room.id}`, ip);
  return { ...owner, locationId: location.id as string, roomId: room.id as string };
}

describe('GET /admin/logs', () => {
  it('files each SPEC §9 place action under its actor, workspace and IP, with the data that changed', async () => {
    const owner = await busyOwner('10.20.0.1');
    const page = await logPage(`workspaceId=${owner.workspaceId}&pageSize=100`);
    // The sign-up's own line (create_user) is another helper's subject; the place actions are these.
    const places = page.items.filter((e) => e.action !== 'create_user');
    const actions = places.map((e) => e.action);
    // Newest first.
    expect(actions).toEqual([
      'delete_room',
      'update_room',
      'create_room',
      'update_location',
      'create_location',
    ]);
    for (const entry of places) {
      expect(entry.actor).toMatchObject({ id: owner.id, email: owner.email, type: 'owner' });
      expect(entry.workspace?.id).toBe(owner.workspaceId);
      expect(entry.ip).toBe('10.20.0.1');
    }
    const byAction = (a: string) => page.items.find((e) => e.action === a)!;
    expect(byAction('create_location').data).toMatchObject({ locationId: owner.locationId, type: 'rental' });
    expect(byAction('update_location').data).toMatchObject({
      locationId: owner.locationId,
      changed: ['title'],
    });
    expect(byAction('update_room').data).toMatchObject({ roomId: owner.roomId, name: 'Big kitchen' });
    expect(byAction('delete_room').data).toMatchObject({ roomId: owner.roomId });
  });

  it('logs update_user where people change their own name or contact, with before and after, not their settings', async () => {
    const owner = await newOwner(t);
    const ip = '10.40.0.9';
    // The fill-profile step after a first sign-in, then a rename; a language change is a setting.
    await send(owner.auth, 'POST', '/api/profile', ip, { name: 'Aruzhan', surname: 'Seitova' });
    await send(owner.auth, 'POST', '/api/profile', ip, { surname: 'Bekova', language: 'kk' });
    await send(owner.auth, 'POST', '/api/profile', ip, { language: 'ru', name: 'Aruzhan' });
    const email = freshEmail('moved');
    await send(owner.auth, 'POST', '/api/profile/change/email', ip, { email });
    const code = await t.lastCode(email);
    await send(owner.auth, 'POST', '/api/profile/change/email/verify', ip, { email, code });

    const page = await logPage(`action=update_user&userId=${owner.id}`);
    expect(page.items.map((e) => e.data?.changes)).toEqual([
      { email: { from: owner.email, to: email } },
      { surname: { from: 'Seitova', to: 'Bekova' } },
      { name: { from: null, to: 'Aruzhan' }, surname: { from: null, to: 'Seitova' } },
    ]);
    for (const entry of page.items) {
      expect(entry).toMatchObject({ ip, workspace: { id: owner.workspaceId } });
      expect(entry.data).toMatchObject({ userId: owner.id, by: 'self' });
    }
  });

  it('logs update_location when a location’s notification settings change, naming the switches', async () => {
    const owner = await busyOwner('10.41.0.3');
    const url = `/api/locations/${owner.locationId}/notification-settings`;
    const current = (await t.app.inject({ url, headers: owner.auth })).json();
    const next = { enabled: true, events: { ...current.events, taskFinished: false } };
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url, headers: owner.auth, payload, remoteAddress: '10.41.0.3' });
    expect((await put(next)).statusCode).toBe(200);
    // The same settings again change nothing and write nothing.
    expect((await put(next)).statusCode).toBe(200);
    const page = await logPage(`action=update_location&userId=${owner.id}&pageSize=100`);
    const switched = page.items.filter((e) =>
      ((e.data?.changed ?? []) as string[]).includes('notificationSettings'),
    );
    expect(switched).toHaveLength(1);
    expect(switched[0]).toMatchObject({ ip: '10.41.0.3', workspace: { id: owner.workspaceId } });
    expect(switched[0]!.data).toMatchObject({
      locationId: owner.locationId,
      notifications: { taskFinished: false },
    });
  });

  it('filters by action, user, workspace and IP prefix, and every filter together', async () => {
    const first = await busyOwner('10.30.1.7');
    const second = await busyOwner('10.31.2.8');

    const rooms = await logPage(`action=create_room&pageSize=100`);
    expect(rooms.items.every((e) => e.action === 'create_room')).toBe(true);
    expect(rooms.items.map((e) => e.actor?.id)).toEqual(expect.arrayContaining([first.id, second.id]));

    const mine = await logPage(`userId=${second.id}&pageSize=100`);
    expect(mine.items.length).toBeGreaterThanOrEqual(5);
    expect(mine.items.every((e) => e.actor?.id === second.id)).toBe(true);

    const theirs = await logPage(`workspaceId=${first.workspaceId}`);
    expect(new Set(theirs.items.map((e) => e.workspace?.id))).toEqual(new Set([first.workspaceId]));

    const fromIp = await logPage('ip=10.30.&pageSize=100');
    expect(fromIp.items.length).toBeGreaterThanOrEqual(5);
    expect(fromIp.items.every((e) => e.ip?.startsWith('10.30.'))).toBe(true);
    // A `%` is a character, not "anything".
    expect((await logPage('ip=10.3%25')).total).toBe(0);

    const narrow = await logPage(
      `action=update_location&userId=${first.id}&workspaceId=${first.workspaceId}&ip=10.30.1.7`,
    );
    expect(narrow.total).toBe(1);
    expect(narrow.items[0]?.data).toMatchObject({ locationId: first.locationId });
    expect(
      (await logPage(`action=update_location&userId=${first.id}&workspaceId=${second.workspaceId}`)).total,
    ).toBe(0);
  });

  it('filters by a date range and pages newest first without overlap', async () => {
    const owner = await newOwner(t);
    const tag = randomUUID();
    // Ten lines, one a day back from now, written where they happen and then dated.
    for (let day = 0; day < 10; day++) {
      await recordLog(t.db, {
        action: 'update_location',
        userId: owner.id,
        data: { workspaceId: owner.workspaceId, tag, day },
      });
    }
    await t.db.execute(
      sql`update logs set created_at = now() - make_interval(days => (data->>'day')::int) where data->>'tag' = ${tag}`,
    );
    const days = (items: TAdminLogEntry[]) => items.map((e) => (e.data as { day: number }).day);

    const from = new Date(Date.now() - 5.5 * 86_400_000).toISOString();
    const to = new Date(Date.now() - 2.5 * 86_400_000).toISOString();
    const range = await logPage(`action=update_location&userId=${owner.id}&from=${from}&to=${to}`);
    expect(days(range.items)).toEqual([3, 4, 5]);

    const first = await logPage(`action=update_location&userId=${owner.id}&pageSize=4&page=1`);
    const second = await logPage(`action=update_location&userId=${owner.id}&pageSize=4&page=2`);
    const third = await logPage(`action=update_location&userId=${owner.id}&pageSize=4&page=3`);
    expect(first.total).toBe(10);
    expect([...days(first.items), ...days(second.items), ...days(third.items)]).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    const oldest = await logPage(`action=update_location&userId=${owner.id}&pageSize=2&sortDir=asc`);
    expect(days(oldest.items)).toEqual([9, 8]);
  });

  it('keeps a line whose workspace is gone, without its workspace', async () => {
    const gone = randomUUID();
    await recordLog(t.db, {
      action: 'delete_location',
      data: { workspaceId: gone, locationId: randomUUID() },
    });
    const [line] = await t.db.select().from(logs).where(sql`${logs.data}->>'workspaceId' = ${gone}`);
    expect(line?.workspaceId).toBeNull();
    expect((await logPage(`workspaceId=${gone}`)).total).toBe(0);
  });

  it('answers 400 naming the field for an end before the start, a bad id or an unknown filter', async () => {
    const backwards = await readLogs('from=2026-05-02T00:00:00Z&to=2026-05-01T00:00:00Z');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details.fields).toEqual([{ path: 'query.to', message: expect.any(String) }]);
    const badId = await readLogs('userId=nobody');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().details.fields[0].path).toBe('query.userId');
    expect((await readLogs('action=DROP TABLE')).statusCode).toBe(400);
    expect((await readLogs('secret=1')).statusCode).toBe(400);
  });

  it('is refused to a workspace owner and without a session', async () => {
    const owner = await newOwner(t);
    expect((await readLogs('', owner.auth)).statusCode).toBe(403);
    expect((await readLogs('', {})).statusCode).toBe(401);
  });
});
