import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs, subscriptions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ensureSuperuser } from '../users/accounts.service';
import { sendSubscriptionEndingNotices } from './subscription-notices';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let n = 0;
const freshEmail = () => `sub${++n}-${Date.now()}@example.com`;

async function ownerAndManager() {
  const owner = await t.signIn(freshEmail());
  const manager = await t.signIn(freshEmail());
  const [row] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
  await t.db
    .update(users)
    .set({ type: 'staff', role: 'manager', workspaceId: row!.workspaceId })
    .where(eq(users.id, manager.user.id));
  return { owner, manager, workspaceId: row!.workspaceId! };
}

describe('GET /subscriptions', () => {
  it("shows a new owner's 14-day trial with the days left", async () => {
    const { owner } = await ownerAndManager();
    const res = await t.app.inject({ url: '/api/subscriptions', headers: owner.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.current.status).toBe('trial');
    expect(body.daysLeft).toBe(14);
    expect(body.periods).toHaveLength(1);
    expect(body.periods[0].kind).toBe('trial');
    expect(body.renewals).toEqual([]);
  });

  it('says expired with 0 days left once the period has ended', async () => {
    const { owner, workspaceId } = await ownerAndManager();
    await t.db
      .update(subscriptions)
      .set({ startsAt: new Date(Date.now() - 20 * 86_400_000), endsAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.workspaceId, workspaceId));
    const body = (await t.app.inject({ url: '/api/subscriptions', headers: owner.auth })).json();
    expect(body.current.status).toBe('expired');
    expect(body.daysLeft).toBe(0);
  });

  it('is for the owner only (SPEC.md §6)', async () => {
    const { manager } = await ownerAndManager();
    const res = await t.app.inject({ url: '/api/subscriptions', headers: manager.auth });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/subscriptions' })).statusCode).toBe(401);
  });
});

describe('POST /subscriptions', () => {
  it("records the owner's renewal request and logs it, without extending the period before payment", async () => {
    const { owner, workspaceId } = await ownerAndManager();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: owner.auth,
      payload: { months: 3 },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.renewals).toHaveLength(1);
    expect(body.renewals[0]).toMatchObject({ months: 3, status: 'waiting' });
    expect(body.periods).toHaveLength(1);
    const logged = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.userId, owner.user.id), eq(logs.action, 'request_subscription_renewal')));
    expect(logged[0]?.data).toMatchObject({ workspaceId, months: 3 });
  });

  it.each([
    ['an unlisted period', { months: 2 }],
    ['no period', {}],
    ['an unknown field', { months: 1, price: 0 }],
  ])('refuses %s with 400', async (_, payload) => {
    const { owner } = await ownerAndManager();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: owner.auth,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].path).toMatch(/^body/);
  });

  it('keeps one waiting request per workspace: a second is refused with the reason, and the owner can cancel the first', async () => {
    const { owner, manager, workspaceId } = await ownerAndManager();
    const ask = (months: number, headers = owner.auth) =>
      t.app.inject({ method: 'POST', url: '/api/subscriptions', headers, payload: { months } });
    const first = await ask(3);
    expect(first.statusCode).toBe(201);
    const waiting = first.json().renewals[0];

    const again = await ask(6);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'You already have a renewal request waiting. Cancel it to ask for another period.',
    );
    // Two sent at once: the index lets one through.
    const other = await ownerAndManager();
    const both = await Promise.all([ask(1, other.owner.auth), ask(1, other.owner.auth)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);

    const cancel = (id: string, headers = owner.auth) =>
      t.app.inject({ method: 'DELETE', url: `/api/subscriptions/renewals/${id}`, headers });
    // Not the manager's, nor another owner's to cancel.
    expect((await cancel(waiting.id, manager.auth)).statusCode).toBe(403);
    expect((await cancel(waiting.id, other.owner.auth)).statusCode).toBe(404);
    const cancelled = await cancel(waiting.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().renewals).toEqual([]);
    const logged = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.userId, owner.user.id), eq(logs.action, 'cancel_subscription_renewal')));
    expect(logged[0]?.data).toMatchObject({ workspaceId, renewalId: waiting.id, months: 3 });
    expect((await cancel(waiting.id)).statusCode).toBe(404);
    expect((await ask(6)).statusCode).toBe(201);
  });

  it('shows the trial as the running period and a granted paid period as upcoming', async () => {
    const { owner, workspaceId } = await ownerAndManager();
    const [trial] = await t.db.select().from(subscriptions).where(eq(subscriptions.workspaceId, workspaceId));
    const paidEnd = new Date(trial!.endsAt.getTime() + 90 * 86_400_000);
    await t.db
      .insert(subscriptions)
      .values({ workspaceId, kind: 'paid', startsAt: trial!.endsAt, endsAt: paidEnd });
    const body = (await t.app.inject({ url: '/api/subscriptions', headers: owner.auth })).json();
    expect(body.running).toMatchObject({ kind: 'trial', endsAt: trial!.endsAt.toISOString() });
    expect(body.upcoming).toEqual([
      expect.objectContaining({ kind: 'paid', startsAt: trial!.endsAt.toISOString() }),
    ]);
    // Access runs to the end of the last period.
    expect(body.current.endsAt).toBe(paidEnd.toISOString());
  });

  it('refuses staff: only owners renew', async () => {
    const { manager } = await ownerAndManager();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: manager.auth,
      payload: { months: 1 },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('notices to the owner (DECISIONS.md §11)', () => {
  const DAY = 86_400_000;
  const feed = async (auth: Record<string, string>) =>
    (await t.app.inject({ url: '/api/notifications', headers: auth })).json().items as {
      event: string;
      data: { endsAt?: string; text?: string };
    }[];
  const endIn = (workspaceId: string, ms: number) =>
    t.db
      .update(subscriptions)
      .set({ endsAt: new Date(Date.now() + ms) })
      .where(eq(subscriptions.workspaceId, workspaceId));

  it('says the subscription ends 7 days and 1 day ahead, each once', async () => {
    const { owner, workspaceId } = await ownerAndManager();
    await endIn(workspaceId, 5 * DAY);
    expect(await sendSubscriptionEndingNotices(t.db, new Date())).toBeGreaterThanOrEqual(1);
    await sendSubscriptionEndingNotices(t.db, new Date());
    let ending = (await feed(owner.auth)).filter((n) => n.event === 'subscriptionEnding');
    expect(ending).toHaveLength(1);

    await endIn(workspaceId, 12 * 3_600_000);
    await sendSubscriptionEndingNotices(t.db, new Date());
    await sendSubscriptionEndingNotices(t.db, new Date());
    ending = (await feed(owner.auth)).filter((n) => n.event === 'subscriptionEnding');
    expect(ending).toHaveLength(2);
  });

  it('tells nobody whose next period is already granted, nor a manager', async () => {
    const { owner, manager, workspaceId } = await ownerAndManager();
    await endIn(workspaceId, 3 * DAY);
    const [trial] = await t.db.select().from(subscriptions).where(eq(subscriptions.workspaceId, workspaceId));
    await t.db.insert(subscriptions).values({
      workspaceId,
      kind: 'paid',
      startsAt: trial!.endsAt,
      endsAt: new Date(trial!.endsAt.getTime() + 30 * DAY),
    });
    await sendSubscriptionEndingNotices(t.db, new Date());
    expect((await feed(owner.auth)).filter((n) => n.event === 'subscriptionEnding')).toEqual([]);
    expect(await feed(manager.auth)).toEqual([]);
  });

  it('tells the owner a renewal was granted (with the new end) or declined (with the reason)', async () => {
    const { owner } = await ownerAndManager();
    const superEmail = freshEmail();
    await ensureSuperuser(t.db, { email: superEmail });
    const admin = await t.signIn(superEmail);
    const ask = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/subscriptions',
          headers: owner.auth,
          payload: { months: 1 },
        })
      ).json().renewals[0].id as string;
    const first = await ask();
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/renewals/${first}/decline`,
      headers: admin.auth,
      payload: { reason: 'Invoice not paid' },
    });
    const second = await ask();
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/renewals/${second}/grant`,
      headers: admin.auth,
      payload: {},
    });
    const lines = await feed(owner.auth);
    expect(lines.find((n) => n.event === 'subscriptionDeclined')?.data.text).toBe('Invoice not paid');
    const granted = lines.find((n) => n.event === 'subscriptionGranted');
    const current = (await t.app.inject({ url: '/api/subscriptions', headers: owner.auth })).json().current;
    expect(granted?.data.endsAt).toBe(current.endsAt);
  });
});
