import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occurrences, subscriptions } from '../../../db/schema';
import { newEmployee, newOwner } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newTask, newWorkPlace } from '../../../test/work-factories';
import { logLines, newSuper } from '../users/admin-users.fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof newSuper>>;
let second: Awaited<ReturnType<typeof newSuper>>;
beforeAll(async () => {
  t = await createTestApp();
  [admin, second] = [await newSuper(t), await newSuper(t)];
});
afterAll(async () => t.close());

const DAY = 86_400_000;
const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers = admin.auth) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const LOCATION = {
  title: 'Flat on Abay',
  address: 'Abay 10, Almaty',
  type: 'rental',
  timezone: 'Asia/Almaty',
  checkoutTime: '12:00',
  cleaningDuration: 360,
  recleanAfter: 15,
  requirePhoto: false,
  requireReport: false,
  requireScan: false,
};

/** An owner whose trial ended a minute ago: read-only (DECISIONS.md §7). */
async function expiredOwner() {
  const owner = await newOwner(t);
  await t.db
    .update(subscriptions)
    .set({ startsAt: new Date(Date.now() - 15 * DAY), endsAt: new Date(Date.now() - 60_000) })
    .where(eq(subscriptions.workspaceId, owner.workspaceId));
  return owner;
}

async function askRenewal(owner: { auth: Record<string, string> }, months: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions',
    headers: owner.auth,
    payload: { months },
  });
  expect(res.statusCode).toBe(201);
  return res.json().renewals[0] as { id: string; status: string };
}

describe('GET /admin/workspaces/:id', () => {
  it('shows the owner, the subscription, its periods and renewal requests, counts and teams', async () => {
    const owner = await newOwner(t);
    await newEmployee(t, owner.workspaceId, 'cleaner');
    await askRenewal(owner, 6);
    const res = await api('GET', `/admin/workspaces/${owner.workspaceId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.owner).toMatchObject({ id: owner.id, email: owner.email });
    expect(body.subscription.status).toBe('trial');
    expect(body.daysLeft).toBe(14);
    expect(body.periods).toHaveLength(1);
    expect(body.periods[0]).toMatchObject({ kind: 'trial', createdBy: null, renewalId: null });
    expect(body.renewals[0]).toMatchObject({ months: 6, status: 'waiting', requestedBy: { id: owner.id } });
    expect(body.counts).toMatchObject({ staff: 1, teams: 1, locations: 0 });
    expect(body.teams).toHaveLength(1);
    expect((await api('GET', `/admin/workspaces/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('POST /admin/workspaces/:id/subscriptions', () => {
  it('grants days to an expired workspace, which can create a location again at once, and logs add_subscription', async () => {
    const owner = await expiredOwner();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/locations',
      headers: owner.auth,
      payload: LOCATION,
    });
    expect(refused.statusCode).toBe(402);

    const res = await api('POST', `/admin/workspaces/${owner.workspaceId}/subscriptions`, {
      days: 30,
      start: 'after_current',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.subscription.status).toBe('active');
    expect(body.daysLeft).toBe(30);
    expect(body.periods[0]).toMatchObject({ kind: 'custom', createdBy: { id: admin.id } });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/locations',
      headers: owner.auth,
      payload: LOCATION,
    });
    expect(created.statusCode).toBe(201);
    const [line] = await logLines(t, 'add_subscription', { workspaceId: owner.workspaceId });
    expect(line).toMatchObject({ userId: admin.id, ip: '127.0.0.1', workspaceId: owner.workspaceId });
    expect(line!.data).toMatchObject({ kind: 'custom', days: 30 });
  });

  it('starts after the current period when asked, and now otherwise', async () => {
    const owner = await newOwner(t);
    const after = (
      await api('POST', `/admin/workspaces/${owner.workspaceId}/subscriptions`, {
        days: 10,
        start: 'after_current',
      })
    ).json();
    // The trial's 14 days, then 10 more.
    expect(after.daysLeft).toBe(24);
    expect(after.periods[0].startsAt).toBe(after.periods[1].endsAt);
    const now = (
      await api('POST', `/admin/workspaces/${owner.workspaceId}/subscriptions`, { days: 40 })
    ).json();
    expect(now.daysLeft).toBe(40);
  });

  it('takes a from–to range', async () => {
    const owner = await newOwner(t);
    const from = new Date().toISOString();
    const to = new Date(Date.now() + 90 * DAY).toISOString();
    const res = await api('POST', `/admin/workspaces/${owner.workspaceId}/subscriptions`, { from, to });
    expect(res.statusCode).toBe(201);
    expect(res.json().periods[0]).toMatchObject({ startsAt: from, endsAt: to });
  });

  it.each([
    ['2 days', { days: 2 }, 'body.days', 'A subscription lasts at least 3 days.'],
    ['731 days', { days: 731 }, 'body.days', 'A subscription lasts at most 2 years.'],
    ['3.5 days', { days: 3.5 }, 'body.days', 'A subscription is granted in whole days.'],
    ['nothing', {}, 'body.days', undefined],
    [
      'days and a range',
      { days: 5, from: new Date().toISOString(), to: new Date(Date.now() + 9 * DAY).toISOString() },
      'body.days',
      undefined,
    ],
    [
      'a range over 2 years',
      { from: new Date().toISOString(), to: new Date(Date.now() + 731 * DAY).toISOString() },
      'body.to',
      'A subscription lasts at most 2 years.',
    ],
    [
      'a range under 3 days',
      { from: new Date().toISOString(), to: new Date(Date.now() + 2 * DAY).toISOString() },
      'body.to',
      'A subscription lasts at least 3 days.',
    ],
    [
      'a range already over',
      {
        from: new Date(Date.now() - 30 * DAY).toISOString(),
        to: new Date(Date.now() - 20 * DAY).toISOString(),
      },
      'body.to',
      undefined,
    ],
  ])('refuses %s with 400 naming the field', async (_, payload, path, message) => {
    const owner = await newOwner(t);
    const res = await api('POST', `/admin/workspaces/${owner.workspaceId}/subscriptions`, payload);
    expect(res.statusCode).toBe(400);
    const field = res.json().details.fields[0];
    expect(field.path).toBe(path);
    if (message) expect(field.message).toBe(message);
  });

  it('refuses a range that starts after the current period ends, which would leave a gap', async () => {
    const owner = await newOwner(t);
    const from = new Date(Date.now() + 20 * DAY).toISOString();
    const to = new Date(Date.now() + 60 * DAY).toISOString();
    const res = await api('POST', `/admin/workspaces/${owner.workspaceId}/subscriptions`, { from, to });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].path).toBe('body.from');
    // Starting the day the 14-day trial ends is fine.
    const onTime = await api('POST', `/admin/workspaces/${owner.workspaceId}/subscriptions`, {
      from: new Date(Date.now() + 14 * DAY).toISOString(),
      to,
    });
    expect(onTime.statusCode).toBe(201);
  });

  it('grants exactly 3 days and exactly 2 years', async () => {
    const owner = await newOwner(t);
    for (const days of [3, 730]) {
      const res = await api('POST', `/admin/workspaces/${owner.workspaceId}/subscriptions`, { days });
      expect(res.statusCode).toBe(201);
    }
  });
});

describe('revoking a grant and ending a subscription', () => {
  it('revokes a granted period: the trial decides again, the line is logged, and the trial itself cannot be revoked', async () => {
    const owner = await newOwner(t);
    const granted = await api('POST', `/admin/workspaces/${owner.workspaceId}/subscriptions`, {
      days: 30,
      start: 'after_current',
    });
    const [period, trial] = granted.json().periods;
    expect(period.kind).toBe('custom');
    expect(granted.json().daysLeft).toBe(44);

    const res = await api('DELETE', `/admin/workspaces/${owner.workspaceId}/subscriptions/${period.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().periods).toEqual([expect.objectContaining({ id: trial.id, kind: 'trial' })]);
    expect(res.json()).toMatchObject({ subscription: { status: 'trial' }, daysLeft: 14 });
    const [line] = await logLines(t, 'revoke_subscription', { periodId: period.id });
    expect(line).toMatchObject({ userId: admin.id });
    expect(line!.data).toMatchObject({
      workspaceId: owner.workspaceId,
      kind: 'custom',
      endsAt: period.endsAt,
    });

    const again = await api('DELETE', `/admin/workspaces/${owner.workspaceId}/subscriptions/${period.id}`);
    expect(again.statusCode).toBe(404);
    const refused = await api('DELETE', `/admin/workspaces/${owner.workspaceId}/subscriptions/${trial.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('period_not_revocable');
    // A period of another workspace is not found through this one.
    const other = await newOwner(t);
    expect(
      (await api('DELETE', `/admin/workspaces/${other.workspaceId}/subscriptions/${trial.id}`)).statusCode,
    ).toBe(404);
  });

  it('ends a running subscription now: the owner is read-only at once, a later period goes, and it is logged', async () => {
    const owner = await newOwner(t);
    await api('POST', `/admin/workspaces/${owner.workspaceId}/subscriptions`, {
      days: 30,
      start: 'after_current',
    });
    const res = await api('POST', `/admin/workspaces/${owner.workspaceId}/subscriptions/end`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ subscription: { status: 'expired' }, daysLeft: 0 });
    expect(res.json().periods).toHaveLength(1);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/locations',
      headers: owner.auth,
      payload: LOCATION,
    });
    expect(create.statusCode).toBe(402);
    const [line] = await logLines(t, 'end_subscription', { workspaceId: owner.workspaceId });
    expect(line).toMatchObject({ userId: admin.id });
    expect((line!.data as { periods: unknown[] }).periods).toHaveLength(2);

    const nothing = await api('POST', `/admin/workspaces/${owner.workspaceId}/subscriptions/end`);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().code).toBe('subscription_not_running');
  });
});

describe('renewal requests', () => {
  it('are listed for the super admins, granted for the months asked, and the owner sees "granted"', async () => {
    const owner = await expiredOwner();
    const renewal = await askRenewal(owner, 3);
    const waiting = (await api('GET', '/admin/renewals?status=waiting&pageSize=100')).json();
    const listed = waiting.items.find((r: { id: string }) => r.id === renewal.id);
    expect(listed).toMatchObject({ months: 3, status: 'waiting', workspace: { id: owner.workspaceId } });
    expect(listed.workspace.subscription.status).toBe('expired');

    const res = await api('POST', `/admin/renewals/${renewal.id}/grant`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'granted', decidedBy: { id: admin.id } });

    const mine = (await t.app.inject({ url: '/api/subscriptions', headers: owner.auth })).json();
    expect(mine.current.status).toBe('active');
    expect(mine.renewals[0]).toMatchObject({ id: renewal.id, status: 'granted', reason: null });
    expect(mine.renewals[0].periodId).toBe(mine.periods[0].id);
    expect(mine.periods[0].kind).toBe('paid');
    // Three calendar months from now.
    expect(mine.daysLeft).toBeGreaterThanOrEqual(89);
    expect(mine.daysLeft).toBeLessThanOrEqual(93);
    const [line] = await logLines(t, 'add_subscription', { renewalId: renewal.id });
    expect(line!.data).toMatchObject({ workspaceId: owner.workspaceId, months: 3, kind: 'paid' });
  });

  it('are declined with a reason the owner reads, and logged', async () => {
    const owner = await newOwner(t);
    const renewal = await askRenewal(owner, 12);
    const res = await api('POST', `/admin/renewals/${renewal.id}/decline`, { reason: 'No payment received' });
    expect(res.statusCode).toBe(200);
    const mine = (await t.app.inject({ url: '/api/subscriptions', headers: owner.auth })).json();
    expect(mine.renewals[0]).toMatchObject({ status: 'declined', reason: 'No payment received' });
    expect(mine.periods).toHaveLength(1);
    const [line] = await logLines(t, 'decline_subscription_renewal', { renewalId: renewal.id });
    expect(line).toMatchObject({ userId: admin.id, workspaceId: owner.workspaceId });
    expect((await api('POST', `/admin/renewals/${renewal.id}/decline`, { reason: ' ' })).statusCode).toBe(
      400,
    );
  });

  it('answered by two super admins at once: one wins, the other gets 409, and one period is made', async () => {
    const owner = await newOwner(t);
    const renewal = await askRenewal(owner, 1);
    const [a, b] = await Promise.all([
      api('POST', `/admin/renewals/${renewal.id}/grant`, {}, admin.auth),
      api('POST', `/admin/renewals/${renewal.id}/decline`, { reason: 'Duplicate' }, second.auth),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().code).toBe('renewal_answered');
    const again = await api('POST', `/admin/renewals/${renewal.id}/grant`, {});
    expect(again.statusCode).toBe(409);
    const periods = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.workspaceId, owner.workspaceId));
    expect(periods.length).toBe(a.statusCode === 200 ? 2 : 1);
  });

  it('answer 404 for an unknown request', async () => {
    expect((await api('POST', `/admin/renewals/${crypto.randomUUID()}/grant`, {})).statusCode).toBe(404);
  });
});

describe('POST /admin/workspaces/:id/remove-overdue', () => {
  it('deletes overdue jobs never started that were due before the date, and logs the count', async () => {
    const owner = await newOwner(t);
    const { location, rooms } = await newWorkPlace(t, owner.workspaceId);
    const at = (days: number) => new Date(Date.now() + days * DAY);
    await newTask(t, {
      workspaceId: owner.workspaceId,
      locationId: location.id,
      roomIds: [rooms[0]!.id],
      kind: 'recurring',
      occurrences: [
        { startsAt: at(-10), dueAt: at(-9.9), state: 'overdue' },
        { startsAt: at(-8), dueAt: at(-7.9) },
        { startsAt: at(-6), dueAt: at(-5.9), state: 'in_progress', startedAt: at(-6) },
        { startsAt: at(-2), dueAt: at(-1.9), state: 'overdue' },
        { startsAt: at(1), dueAt: at(1.1) },
      ],
    });
    const before = (await api('GET', `/admin/workspaces/${owner.workspaceId}`)).json();
    expect(before.counts.overdueNotStarted).toBe(3);

    const res = await api('POST', `/admin/workspaces/${owner.workspaceId}/remove-overdue`, {
      before: at(-3).toISOString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ removed: 2 });
    const left = await t.db.select().from(occurrences).where(eq(occurrences.workspaceId, owner.workspaceId));
    expect(left).toHaveLength(3);
    const [line] = await logLines(t, 'delete_overdue_tasks', { workspaceId: owner.workspaceId });
    expect(line).toMatchObject({ userId: admin.id });
    expect(line!.data).toMatchObject({ removed: 2 });
  });

  it('needs a date (400) and a workspace that exists (404)', async () => {
    const owner = await newOwner(t);
    const none = await api('POST', `/admin/workspaces/${owner.workspaceId}/remove-overdue`, {});
    expect(none.json().details.fields[0].path).toBe('body.before');
    const missing = await api('POST', `/admin/workspaces/${crypto.randomUUID()}/remove-overdue`, {
      before: new Date().toISOString(),
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('rights', () => {
  it('an owner and staff get 403 on the workspace, grant and renewal routes', async () => {
    const owner = await newOwner(t);
    const manager = await newEmployee(t, owner.workspaceId, 'manager');
    for (const headers of [owner.auth, manager.auth]) {
      expect(
        (await api('GET', `/admin/workspaces/${owner.workspaceId}`, undefined, headers)).statusCode,
      ).toBe(403);
      expect(
        (await api('POST', `/admin/workspaces/${owner.workspaceId}/subscriptions`, { days: 30 }, headers))
          .statusCode,
      ).toBe(403);
      expect((await api('GET', '/admin/renewals', undefined, headers)).statusCode).toBe(403);
      expect(
        (await api('POST', `/admin/workspaces/${owner.workspaceId}/subscriptions/end`, undefined, headers))
          .statusCode,
      ).toBe(403);
      const period = crypto.randomUUID();
      expect(
        (
          await api(
            'DELETE',
            `/admin/workspaces/${owner.workspaceId}/subscriptions/${period}`,
            undefined,
            headers,
          )
        ).statusCode,
      ).toBe(403);
    }
  });
});
