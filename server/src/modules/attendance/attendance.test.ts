import { randomUUID } from 'node:crypto';
import { DEVICE_TIME_WINDOW_MS } from '@cleanops/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, teamMembers, teams, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
type Role = 'admin' | 'manager' | 'cleaner';

let n = 0;
const call = (headers: Headers, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers });
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

async function newOwner() {
  const signed = await t.signIn(`att-owner${++n}-${Date.now()}@example.com`);
  const [row] = await t.db.select().from(users).where(eq(users.id, signed.user.id));
  return { ...signed, id: signed.user.id, workspaceId: row!.workspaceId! };
}

/** Staff of the workspace working in a team of it (as an approved invitee is). */
async function newStaff(workspaceId: string, role: Role) {
  const signed = await t.signIn(`att-staff${++n}-${Date.now()}@example.com`);
  await t.db
    .update(users)
    .set({ type: 'staff', role, workspaceId, joinedAt: new Date() })
    .where(eq(users.id, signed.user.id));
  const [team] = await t.db
    .insert(teams)
    .values({ workspaceId, name: `Crew ${n}` })
    .returning();
  await t.db.insert(teamMembers).values({ teamId: team!.id, userId: signed.user.id });
  return { ...signed, id: signed.user.id };
}

async function shift(workspaceId: string, userId: string, clockInAt: Date, clockOutAt: Date | null) {
  await t.db.insert(attendance).values({ workspaceId, userId, clockInAt, clockOutAt });
}

describe('clock in and out', () => {
  it('opens a shift, refuses a second clock-in, closes it, and refuses a clock-out with none open', async () => {
    const owner = await newOwner();
    const ann = await newStaff(owner.workspaceId, 'cleaner');
    const opened = await call(ann.auth, 'POST', '/api/attendance/clock-in');
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ userId: ann.id, clockOutAt: null });
    expect(Date.now() - Date.parse(opened.json().clockInAt)).toBeLessThan(60_000);

    const twice = await call(ann.auth, 'POST', '/api/attendance/clock-in');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      code: 'conflict',
      message: 'You are already clocked in. Clock out first.',
    });

    const employee = (await call(owner.auth, 'GET', `/api/employees/${ann.id}`)).json();
    expect(employee.attendance.clockedInAt).toBe(opened.json().clockInAt);

    const closed = await call(ann.auth, 'POST', '/api/attendance/clock-out');
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ id: opened.json().id, clockInAt: opened.json().clockInAt });
    expect(closed.json().clockOutAt).not.toBeNull();

    const none = await call({ ...ann.auth, 'accept-language': 'ru' }, 'POST', '/api/attendance/clock-out');
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Вы не отмечали начало работы.');
    expect((await call(ann.auth, 'POST', '/api/attendance/clock-in')).statusCode).toBe(200);
  });

  it('opens one shift when two clock-ins arrive at once', async () => {
    const owner = await newOwner();
    const ann = await newStaff(owner.workspaceId, 'cleaner');
    const replies = await Promise.all(
      [1, 2, 3].map(() => call(ann.auth, 'POST', '/api/attendance/clock-in')),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await t.db.select().from(attendance).where(eq(attendance.userId, ann.id))).toHaveLength(1);
  });

  it('refuses an owner (403) and someone outside any workspace (404)', async () => {
    const owner = await newOwner();
    expect((await call(owner.auth, 'POST', '/api/attendance/clock-in')).statusCode).toBe(403);
    const loose = await newStaff(owner.workspaceId, 'cleaner');
    await t.db.update(users).set({ workspaceId: null, role: null }).where(eq(users.id, loose.id));
    expect((await call(loose.auth, 'POST', '/api/attendance/clock-in')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/attendance/clock-in' })).statusCode).toBe(401);
  });
});

describe('clock in and out sent later from an offline queue', () => {
  const MINUTE = 60_000;
  const send = (auth: Headers, url: string, at: Date, key: string = randomUUID()) =>
    call({ ...auth, 'idempotency-key': key, 'x-device-time': at.toISOString() }, 'POST', url);

  it("keeps the device's times of a shift clocked in and out without signal", async () => {
    const owner = await newOwner();
    const ann = await newStaff(owner.workspaceId, 'cleaner');
    const inAt = ago(3 * HOUR);
    const outAt = ago(HOUR);
    const opened = await send(ann.auth, '/api/attendance/clock-in', inAt);
    expect(opened.statusCode, opened.body).toBe(200);
    const closed = await send(ann.auth, '/api/attendance/clock-out', outAt);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ clockInAt: inAt.toISOString(), clockOutAt: outAt.toISOString() });
    const employee = (await call(owner.auth, 'GET', `/api/employees/${ann.id}`)).json();
    expect(employee.attendance.hoursLast7Days).toBeCloseTo(2, 2);
  });

  it('opens one shift for a clock-in sent twice, or three times at once, with the same key', async () => {
    const owner = await newOwner();
    const ann = await newStaff(owner.workspaceId, 'cleaner');
    const key = randomUUID();
    const at = ago(30 * MINUTE);
    const replies = await Promise.all(
      [1, 2, 3].map(() => send(ann.auth, '/api/attendance/clock-in', at, key)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const later = await send(ann.auth, '/api/attendance/clock-in', at, key);
    expect(later.statusCode).toBe(200);
    for (const reply of [...replies, later]) expect(reply.json()).toEqual(replies[0]!.json());
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(await t.db.select().from(attendance).where(eq(attendance.userId, ann.id))).toHaveLength(1);

    const otherStep = await send(ann.auth, '/api/attendance/clock-out', at, key);
    expect(otherStep.statusCode).toBe(422);
    expect(otherStep.json().code).toBe('idempotency_key_reused');
  });

  it('clamps a clock-out before its clock-in, a clock-in before the last shift ended, and a future time', async () => {
    const owner = await newOwner();
    const ann = await newStaff(owner.workspaceId, 'cleaner');
    const inAt = ago(2 * HOUR);
    await send(ann.auth, '/api/attendance/clock-in', inAt);
    const closed = (await send(ann.auth, '/api/attendance/clock-out', ago(5 * HOUR))).json();
    expect(closed.clockOutAt).toBe(inAt.toISOString());

    const reopened = (await send(ann.auth, '/api/attendance/clock-in', ago(4 * HOUR))).json();
    expect(reopened.clockInAt).toBe(inAt.toISOString());
    const before = Date.now();
    const future = (await send(ann.auth, '/api/attendance/clock-out', new Date(Date.now() + HOUR))).json();
    expect(Date.parse(future.clockOutAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(future.clockOutAt)).toBeLessThanOrEqual(Date.now());
  });

  it('never backdates a clock-in beyond 48 hours, even for a first shift with no clock-out before it', async () => {
    const owner = await newOwner();
    const ann = await newStaff(owner.workspaceId, 'cleaner');
    const before = Date.now();
    const opened = await send(ann.auth, '/api/attendance/clock-in', new Date('2020-01-01T08:00:00Z'));
    expect(opened.statusCode, opened.body).toBe(200);
    const clockedIn = Date.parse(opened.json().clockInAt);
    expect(clockedIn).toBeGreaterThanOrEqual(before - DEVICE_TIME_WINDOW_MS);
    expect(clockedIn).toBeLessThanOrEqual(Date.now() - DEVICE_TIME_WINDOW_MS);
    // A clock-out dated as far back is held to the same window: the shift lasts moments, not years.
    const closed = await send(ann.auth, '/api/attendance/clock-out', new Date('2020-01-01T17:00:00Z'));
    const clockedOut = Date.parse(closed.json().clockOutAt);
    expect(clockedOut).toBeGreaterThanOrEqual(clockedIn);
    expect(clockedOut).toBeLessThanOrEqual(Date.now() - DEVICE_TIME_WINDOW_MS);
    // Within the window a device's time is kept as it was.
    const inAt = ago(47 * HOUR);
    await t.db.delete(attendance).where(eq(attendance.userId, ann.id));
    expect((await send(ann.auth, '/api/attendance/clock-in', inAt)).json().clockInAt).toBe(
      inAt.toISOString(),
    );
  });

  it('refuses a clock-out with no shift open (409) and keeps no key, so it applies once one is', async () => {
    const owner = await newOwner();
    const ann = await newStaff(owner.workspaceId, 'cleaner');
    const key = randomUUID();
    const outAt = ago(10 * MINUTE);
    expect((await send(ann.auth, '/api/attendance/clock-out', outAt, key)).statusCode).toBe(409);
    await send(ann.auth, '/api/attendance/clock-in', ago(HOUR));
    const closed = await send(ann.auth, '/api/attendance/clock-out', outAt, key);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().clockOutAt).toBe(outAt.toISOString());
  });

  it('names a key that is not a UUID (400)', async () => {
    const owner = await newOwner();
    const ann = await newStaff(owner.workspaceId, 'cleaner');
    const res = await call({ ...ann.auth, 'idempotency-key': '42' }, 'POST', '/api/attendance/clock-in');
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].path).toBe('headers.idempotency-key');
  });
});

describe('the attendance summary on the employee', () => {
  it('sums the closed shifts of the last 7 days, counting one that began before the window from its start', async () => {
    const owner = await newOwner();
    const ann = await newStaff(owner.workspaceId, 'cleaner');
    const lastOut = ago(2 * 24 * HOUR);
    await shift(owner.workspaceId, ann.id, ago(3 * 24 * HOUR), ago(3 * 24 * HOUR - 2 * HOUR)); // 2 h
    await shift(owner.workspaceId, ann.id, ago(2 * 24 * HOUR + 1.5 * HOUR), lastOut); // 1.5 h
    await shift(owner.workspaceId, ann.id, ago(7 * 24 * HOUR + HOUR), ago(7 * 24 * HOUR - HOUR)); // 1 h inside
    await shift(owner.workspaceId, ann.id, ago(10 * 24 * HOUR), ago(10 * 24 * HOUR - 5 * HOUR)); // too old
    const res = await call(owner.auth, 'GET', `/api/employees/${ann.id}`);
    const summary = res.json().attendance;
    expect(summary.hoursLast7Days).toBeCloseTo(4.5, 1);
    expect(summary).toMatchObject({ clockedInAt: null, lastClockOutAt: lastOut.toISOString() });
    // The list shows the same figures.
    const listed = (await call(owner.auth, 'GET', '/api/employees')).json().items[0];
    expect(listed.attendance).toEqual(summary);
  });
});

describe('GET /attendance', () => {
  it("lists my own shifts newest first, filtered by time; the owner reads an employee's with userId", async () => {
    const owner = await newOwner();
    const ann = await newStaff(owner.workspaceId, 'cleaner');
    const bob = await newStaff(owner.workspaceId, 'cleaner');
    await shift(owner.workspaceId, ann.id, ago(30 * HOUR), ago(28 * HOUR));
    await shift(owner.workspaceId, ann.id, ago(6 * HOUR), ago(4 * HOUR));
    await shift(owner.workspaceId, ann.id, ago(HOUR), null);
    await shift(owner.workspaceId, bob.id, ago(2 * HOUR), ago(HOUR));

    const mine = (await call(ann.auth, 'GET', '/api/attendance')).json();
    expect(mine).toHaveLength(3);
    expect(mine[0]).toMatchObject({ userId: ann.id, clockOutAt: null });
    expect(mine.map((e: { clockInAt: string }) => Date.parse(e.clockInAt))).toEqual(
      [...mine.map((e: { clockInAt: string }) => Date.parse(e.clockInAt))].sort((a, b) => b - a),
    );
    const from = encodeURIComponent(ago(10 * HOUR).toISOString());
    const to = encodeURIComponent(ago(2 * HOUR).toISOString());
    const window = (await call(ann.auth, 'GET', `/api/attendance?from=${from}&to=${to}`)).json();
    expect(window).toHaveLength(1);

    const byOwner = (await call(owner.auth, 'GET', `/api/attendance?userId=${bob.id}`)).json();
    expect(byOwner).toMatchObject([{ userId: bob.id }]);
    expect((await call(owner.auth, 'GET', '/api/attendance')).json()).toEqual([]);
  });

  it("refuses a cleaner reading a colleague's shifts (403) and bad times (400)", async () => {
    const owner = await newOwner();
    const ann = await newStaff(owner.workspaceId, 'cleaner');
    const bob = await newStaff(owner.workspaceId, 'cleaner');
    expect((await call(ann.auth, 'GET', `/api/attendance?userId=${bob.id}`)).statusCode).toBe(403);
    expect((await call(ann.auth, 'GET', `/api/attendance?userId=${ann.id}`)).statusCode).toBe(200);
    expect((await call(ann.auth, 'GET', '/api/attendance?from=yesterday')).statusCode).toBe(400);
  });

  it("answers 404 to another owner asking for the first workspace's employee", async () => {
    const first = await newOwner();
    const ann = await newStaff(first.workspaceId, 'cleaner');
    await shift(first.workspaceId, ann.id, ago(2 * HOUR), ago(HOUR));
    const second = await newOwner();
    expect((await call(second.auth, 'GET', `/api/attendance?userId=${ann.id}`)).statusCode).toBe(404);
  });
});
