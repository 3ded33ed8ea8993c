import { randomUUID } from 'node:crypto';
import type {
  TWebhookDeliveriesPage,
  TWebhookEndpoint,
  TWebhookWithSecretResponse,
} from '@cleanops/contracts';
import { WEBHOOK_EVENTS } from '@cleanops/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { newOwner } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { webhookReceiver } from '../../test/webhook-receiver';
import { newTask, newTeam, newWorker, newWorkPlace } from '../../test/work-factories';
import { png, upload } from '../files/files.fixtures';
import { markOverdueOccurrences } from '../tasks/mark-overdue';
import { deliverDueWebhooks, pruneWebhookDeliveries } from './deliver-webhooks';

type Headers = Record<string, string>;

let t: TestApp;
let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOKS_ALLOW_LOOPBACK: 'true' });
  receiver = await webhookReceiver();
});
// The worker sends every due delivery of the database: each test starts with no endpoint but its own.
beforeEach(async () => {
  await t.db.delete(webhookEndpoints);
  receiver.answer(204);
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const OPTIONS = { allowLoopback: true, timeoutMs: 2_000 };
const deliver = (now = new Date(), options = OPTIONS) => deliverDueWebhooks(t.db, options, now);

const fieldsOf = (body: { details?: { fields?: { path: string; message: string }[] } }) =>
  body.details?.fields ?? [];

async function addEndpoint(auth: Headers, events: string[] = [...WEBHOOK_EVENTS], url = receiver.url()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: auth,
    payload: { url, description: 'PMS', events },
  });
  expect(res.statusCode, res.body).toBe(201);
  const made = res.json() as TWebhookWithSecretResponse;
  receiver.useSecret(made.secret);
  return made;
}

const deliveriesOf = async (auth: Headers, id: string, query = '') =>
  (
    await t.app.inject({ url: `/api/webhooks/${id}/deliveries${query}`, headers: auth })
  ).json() as TWebhookDeliveriesPage;

/** Deliveries to this endpoint by event, straight from the outbox. */
const rowsOf = (endpointId: string) =>
  t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

describe('webhook endpoints', () => {
  it('refuses addresses in private networks, plain http and unknown hosts, naming the field', async () => {
    const owner = await newOwner(t);
    for (const [url, message] of [
      ['https://10.0.0.1/hook', 'This address points into a private network. Use a public https address.'],
      [
        'https://169.254.169.254/latest',
        'This address points into a private network. Use a public https address.',
      ],
      ['https://[fd00::1]/hook', 'This address points into a private network. Use a public https address.'],
      ['http://93.184.216.34/hook', "Enter the receiver's full https:// address."],
      ['ftp://example.com/hook', "Enter the receiver's full https:// address."],
      ['https://user:pass@example.com/hook', "Enter the receiver's full https:// address."],
      ['https://no-such-host.invalid/hook', 'No server answers to this host name. Check the address.'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: owner.auth,
        payload: { url, events: ['job.finished'] },
      });
      expect(res.statusCode, url).toBe(400);
      expect(fieldsOf(res.json()), url).toEqual([{ path: 'body.url', message }]);
    }
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: owner.auth,
      payload: { url: receiver.url(), events: [] },
    });
    expect(empty.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: owner.auth,
      payload: { url: receiver.url(), events: ['job.eaten'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.workspaceId, owner.workspaceId)),
    ).toEqual([]);
  });

  it('shows the secret once, lists the endpoint without it, and edits, pauses and deletes it', async () => {
    const owner = await newOwner(t);
    const { endpoint, secret } = await addEndpoint(owner.auth, ['job.finished']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint).toMatchObject({ url: receiver.url(), enabled: true, events: ['job.finished'] });
    const list = await t.app.inject({ url: '/api/webhooks', headers: owner.auth });
    expect(list.body).not.toContain(secret);
    expect((list.json() as { items: TWebhookEndpoint[] }).items.map((e) => e.secretPrefix)).toEqual([
      secret.slice(0, 10),
    ]);

    const paused = await t.app.inject({
      method: 'PATCH',
      url: `/api/webhooks/${endpoint.id}`,
      headers: owner.auth,
      payload: { enabled: false, events: ['job.finished', 'job.missed'] },
    });
    expect(paused.json()).toMatchObject({
      enabled: false,
      pausedReason: 'manual',
      events: ['job.finished', 'job.missed'],
    });

    const renewed = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/secret`,
      headers: owner.auth,
    });
    expect((renewed.json() as TWebhookWithSecretResponse).secret).not.toBe(secret);

    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/webhooks/${endpoint.id}`,
      headers: owner.auth,
    });
    expect(gone.statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/webhooks', headers: owner.auth });
    expect(after.json()).toEqual({ items: [] });
  });
});

describe('webhook deliveries', () => {
  it('tells each event once, signed, with the object as the API returns it', async () => {
    const owner = await newOwner(t);
    const team = await newTeam(t, owner.workspaceId);
    await newWorker(t, owner.workspaceId, [team.id]);
    const { location, rooms } = await newWorkPlace(t, owner.workspaceId, {
      teamId: team.id,
      checkoutTime: '11:00',
    });
    const { endpoint } = await addEndpoint(owner.auth);
    const before = receiver.received.length;
    const post = async (url: string, payload: object, headers: Headers = owner.auth) => {
      const res = await t.app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
      return res.json();
    };

    // job.finished
    const done = await newTask(t, {
      workspaceId: owner.workspaceId,
      locationId: location.id,
      assigneeIds: [owner.id],
    });
    await post(`/api/occurrences/${done.occurrence.id}/start`, {});
    await post(`/api/occurrences/${done.occurrence.id}/finish`, {});
    // job.missed
    const late = await newTask(t, {
      workspaceId: owner.workspaceId,
      locationId: location.id,
      startsAt: new Date(Date.now() - 2 * 3_600_000),
      dueAt: new Date(Date.now() - 3_600_000),
    });
    await markOverdueOccurrences(t.db, new Date());
    // complaint.created, complaint.converted
    const complaint = await post('/api/complaints', {
      roomId: rooms[0]!.id,
      rating: 1,
      text: 'Dusty',
      source: 'google',
    });
    await post(`/api/complaints/${complaint.id}/convert`, {});
    // booking.changed and turnover.created, then both again and turnover.cancelled as it is removed
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const booking = await post(`/api/locations/${location.id}/bookings`, {
      checkIn: day(3),
      checkOut: day(5),
    });
    const turnoverId = booking.turnover.occurrenceId as string;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${booking.id}`,
      headers: owner.auth,
    });
    expect(removed.statusCode).toBe(204);
    // problem.created, problem.updated
    const uploaded = await upload(t, owner.auth, await png(), 'leak.png');
    const problem = await post('/api/problems', {
      locationId: location.id,
      roomId: rooms[0]!.id,
      kind: 'damage',
      severity: 'needs_attention',
      text: 'The tap is leaking',
      photoIds: [uploaded.json().id],
    });
    await post(`/api/problems/${problem.id}/resolve`, { comment: 'Fixed' });
    // member.joined
    const email = `joiner-${randomUUID()}@example.com`;
    await post('/api/invite', { contacts: [{ email }], role: 'cleaner' });
    const joiner = await t.signIn(email);
    const [invite] = (await t.app.inject({ url: '/api/invite', headers: joiner.auth })).json();
    await post(`/api/invite/${invite.id}`, {}, joiner.auth);

    expect(receiver.received.length).toBe(before);
    const result = await deliver();
    expect(result).toMatchObject({ failed: 0, retried: 0 });
    const got = receiver.received.slice(before);
    expect(got.every((r) => r.signed)).toBe(true);
    expect(got.map((r) => r.payload!.type).sort()).toEqual([...WEBHOOK_EVENTS, 'booking.changed'].sort());
    expect(new Set(got.map((r) => r.payload!.id)).size).toBe(got.length);
    const objectOf = (type: string) =>
      got.find((r) => r.payload!.type === type)!.payload!.data.object as Record<string, unknown>;
    expect(objectOf('job.finished')).toMatchObject({ id: done.occurrence.id, state: 'completed' });
    expect(objectOf('job.missed')).toMatchObject({ id: late.occurrence.id, state: 'overdue' });
    expect(objectOf('complaint.created')).toMatchObject({ id: complaint.id, text: 'Dusty', task: null });
    expect(objectOf('complaint.converted')).toMatchObject({
      id: complaint.id,
      task: { id: expect.any(String) },
    });
    expect(objectOf('turnover.created')).toMatchObject({ id: turnoverId, origin: 'turnover' });
    expect(objectOf('turnover.cancelled')).toMatchObject({ id: turnoverId });
    expect(objectOf('problem.created')).toMatchObject({ id: problem.id, state: 'open' });
    expect(objectOf('problem.updated')).toMatchObject({ id: problem.id, state: 'resolved' });
    expect(objectOf('member.joined')).toMatchObject({ id: joiner.user.id, role: 'cleaner' });
    const bookingStates = got
      .filter((r) => r.payload!.type === 'booking.changed')
      .map((r) => (r.payload!.data.object as { status: string }).status);
    expect(bookingStates).toEqual(['active', 'cancelled']);
    for (const r of got) {
      expect(r.headers['x-cleanops-event']).toBe(r.payload!.type);
      expect(r.payload!.workspaceId).toBe(owner.workspaceId);
    }

    // Nothing goes twice: a second run finds nothing due.
    expect(await deliver()).toEqual({ sent: 0, failed: 0, retried: 0, paused: 0 });
    const log = await deliveriesOf(owner.auth, endpoint.id);
    expect(log.total).toBe(got.length);
    expect(log.items.every((d) => d.state === 'sent' && d.responseCode === 204 && d.attempts === 1)).toBe(
      true,
    );
  });

  it('sends only the events an endpoint chose, and nothing from another workspace', async () => {
    const owner = await newOwner(t);
    const other = await newOwner(t);
    const { endpoint } = await addEndpoint(owner.auth, ['job.missed']);
    const { location } = await newWorkPlace(t, owner.workspaceId);
    const { location: theirs } = await newWorkPlace(t, other.workspaceId);
    const past = { startsAt: new Date(Date.now() - 7_200_000), dueAt: new Date(Date.now() - 3_600_000) };
    await newTask(t, { workspaceId: owner.workspaceId, locationId: location.id, ...past });
    await newTask(t, { workspaceId: other.workspaceId, locationId: theirs.id, ...past });
    const done = await newTask(t, {
      workspaceId: owner.workspaceId,
      locationId: location.id,
      assigneeIds: [owner.id],
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/occurrences/${done.occurrence.id}/start`,
      headers: owner.auth,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/occurrences/${done.occurrence.id}/finish`,
      headers: owner.auth,
      payload: {},
    });
    await markOverdueOccurrences(t.db, new Date());
    const rows = await rowsOf(endpoint.id);
    expect(rows.map((r) => r.event)).toEqual(['job.missed']);
  });

  it('tells of the turnover a rental marked dirty gets, and of its removal when marked clean', async () => {
    const owner = await newOwner(t);
    const { endpoint } = await addEndpoint(owner.auth, ['turnover.created', 'turnover.cancelled']);
    const { location } = await newWorkPlace(t, owner.workspaceId, { state: 'clean' });
    const mark = async (state: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/locations/${location.id}/state`,
        headers: owner.auth,
        payload: { state },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await mark('dirty');
    await mark('clean');
    const before = receiver.received.length;
    await deliver();
    const got = receiver.received.slice(before).map((r) => r.payload!);
    expect(got.map((p) => p.type)).toEqual(['turnover.created', 'turnover.cancelled']);
    const [made, removed] = got.map(
      (p) => p.data.object as { id: string; origin: string; location: { id: string } },
    );
    expect(made).toMatchObject({ origin: 'turnover', location: { id: location.id } });
    expect(removed!.id).toBe(made!.id);
    expect((await rowsOf(endpoint.id)).every((r) => r.state === 'sent')).toBe(true);
  });

  it('writes nothing when the change is rolled back', async () => {
    const owner = await newOwner(t);
    const { endpoint } = await addEndpoint(owner.auth, ['job.finished']);
    const team = await newTeam(t, owner.workspaceId);
    const cleaner = await newWorker(t, owner.workspaceId, [team.id]);
    const { location } = await newWorkPlace(t, owner.workspaceId);
    const job = await newTask(t, {
      workspaceId: owner.workspaceId,
      locationId: location.id,
      assigneeIds: [cleaner.id],
    });
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/occurrences/${job.occurrence.id}/start`,
      headers: cleaner.auth,
    });
    expect(start.statusCode, start.body).toBe(200);
    // A finish with a comment writes its job.finished delivery, then the comment's notice to the owner;
    // the database refuses that notice, so the whole finish is rolled back after its event was written.
    await t.db.execute(sql`
      create function refuse_task_message() returns trigger language plpgsql as $$
      begin
        if new.event = 'taskMessage' then raise exception 'notice refused'; end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger refuse_task_message before insert on notifications for each row execute function refuse_task_message()`,
    );
    try {
      const finish = await t.app.inject({
        method: 'POST',
        url: `/api/occurrences/${job.occurrence.id}/finish`,
        headers: cleaner.auth,
        payload: { comment: 'All done' },
      });
      expect(finish.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_task_message on notifications`);
      await t.db.execute(sql`drop function refuse_task_message()`);
    }
    expect(await rowsOf(endpoint.id)).toEqual([]);
    const detail = await t.app.inject({ url: `/api/occurrences/${job.occurrence.id}`, headers: owner.auth });
    expect(detail.json()).toMatchObject({ state: 'in_progress' });

    // The same finish once the database takes it: one delivery.
    const finish = await t.app.inject({
      method: 'POST',
      url: `/api/occurrences/${job.occurrence.id}/finish`,
      headers: cleaner.auth,
      payload: { comment: 'All done' },
    });
    expect(finish.statusCode, finish.body).toBe(200);
    expect((await rowsOf(endpoint.id)).map((r) => r.event)).toEqual(['job.finished']);
  });

  it('retries a receiver that is down and delivers once when it is back, then gives up after 24 hours', async () => {
    const owner = await newOwner(t);
    const { endpoint } = await addEndpoint(owner.auth, ['job.missed']);
    const { location } = await newWorkPlace(t, owner.workspaceId);
    await newTask(t, {
      workspaceId: owner.workspaceId,
      locationId: location.id,
      startsAt: new Date(Date.now() - 7_200_000),
      dueAt: new Date(Date.now() - 3_600_000),
    });
    await markOverdueOccurrences(t.db, new Date());
    const before = receiver.received.length;

    receiver.answer(503);
    const now = Date.now();
    expect(await deliver(new Date(now))).toMatchObject({ sent: 0, retried: 1 });
    // Not due again before its backoff.
    expect(await deliver(new Date(now + 10_000))).toMatchObject({ sent: 0, retried: 0 });
    receiver.answer('hang');
    expect(await deliver(new Date(now + 31_000), { ...OPTIONS, timeoutMs: 300 })).toMatchObject({
      retried: 1,
    });
    let [row] = await rowsOf(endpoint.id);
    expect(row).toMatchObject({
      state: 'pending',
      attempts: 2,
      error: 'no answer in 300 ms',
      responseCode: null,
    });
    receiver.answer(200);
    expect(await deliver(new Date(now + 120_000))).toMatchObject({ sent: 1 });
    const got = receiver.received.slice(before);
    expect(got.map((r) => r.status)).toEqual([503, 0, 200]);
    expect(new Set(got.map((r) => r.payload!.id)).size).toBe(1);
    expect(receiver.accepted().filter((r) => r.payload!.id === got[0]!.payload!.id)).toHaveLength(1);
    [row] = await rowsOf(endpoint.id);
    expect(row).toMatchObject({ state: 'sent', attempts: 3, responseCode: 200 });
    const [healthy] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(healthy!.failingSince).toBeNull();

    // A delivery failing past its window is failed, not retried.
    receiver.answer(500);
    await t.app.inject({ method: 'POST', url: `/api/webhooks/${endpoint.id}/test`, headers: owner.auth });
    const dayLater = Date.now() + 25 * 3_600_000;
    expect(await deliver(new Date(dayLater))).toMatchObject({ failed: 1 });
    const log = await deliveriesOf(owner.auth, endpoint.id, '?state=failed');
    expect(log.items).toMatchObject([
      { event: 'ping', state: 'failed', responseCode: 500, responseExcerpt: 'answer 500' },
    ]);
    receiver.answer(204);
  });

  it('never follows a redirect, and refuses at sending an address it may not reach', async () => {
    const owner = await newOwner(t);
    const { endpoint } = await addEndpoint(owner.auth, ['job.missed']);
    receiver.answer(302);
    const before = receiver.received.length;
    const tried = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/test`,
      headers: owner.auth,
    });
    expect(tried.statusCode).toBe(202);
    // The test event is tried at once: its reply tells how that went.
    expect(tried.json()).toMatchObject({
      state: 'pending',
      attempts: 1,
      responseCode: 302,
      error: 'HTTP 302: redirects are not followed',
    });
    expect(receiver.received.slice(before).map((r) => r.path)).toEqual(['/hook']);
    receiver.answer(204);
    await t.db.delete(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));

    // A process that may not reach loopback (production) refuses it at sending, as DNS may change.
    const { location } = await newWorkPlace(t, owner.workspaceId);
    await newTask(t, {
      workspaceId: owner.workspaceId,
      locationId: location.id,
      startsAt: new Date(Date.now() - 7_200_000),
      dueAt: new Date(Date.now() - 3_600_000),
    });
    await markOverdueOccurrences(t.db, new Date());
    await deliver(new Date(), { ...OPTIONS, allowLoopback: false });
    expect(receiver.received.length).toBe(before + 1);
    const [row] = await rowsOf(endpoint.id);
    expect(row).toMatchObject({ state: 'pending', attempts: 1, error: '127.0.0.1 resolves to 127.0.0.1' });
  });

  it('pauses an endpoint failing for 3 days, tells the owner once, and sends what waited when enabled', async () => {
    const owner = await newOwner(t);
    const { endpoint } = await addEndpoint(owner.auth, ['job.missed']);
    const ping = () =>
      t.app.inject({ method: 'POST', url: `/api/webhooks/${endpoint.id}/test`, headers: owner.auth });
    receiver.answer(500);
    await ping();
    const start = Date.now();
    await deliver(new Date(start));
    const [failing] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(failing!.failingSince).not.toBeNull();
    expect(failing!.pausedReason).toBeNull();
    // Three days on, still failing (a fresh event, as the first one's window has passed).
    await ping();
    expect(await deliver(new Date(start + 3 * 86_400_000 + 60_000))).toMatchObject({ paused: 1 });
    const listed = (await t.app.inject({ url: '/api/webhooks', headers: owner.auth })).json() as {
      items: TWebhookEndpoint[];
    };
    expect(listed.items[0]).toMatchObject({ enabled: false, pausedReason: 'failing' });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.event, 'webhookPaused')));
    expect(told).toHaveLength(1);
    expect(told[0]!.data.text).toBe(receiver.url());

    // Paused: what is pending waits, and no new event is written for it.
    receiver.answer(204);
    await ping();
    const waiting = (await rowsOf(endpoint.id)).filter((r) => r.state === 'pending');
    expect(waiting.length).toBeGreaterThan(0);
    const before = receiver.received.length;
    await deliver(new Date(start + 3 * 86_400_000 + 3_600_000));
    expect(receiver.received.length).toBe(before);
    const enabled = await t.app.inject({
      method: 'PATCH',
      url: `/api/webhooks/${endpoint.id}`,
      headers: owner.auth,
      payload: { enabled: true },
    });
    expect(enabled.json()).toMatchObject({ enabled: true, pausedReason: null, failingSince: null });
    await deliver(new Date(start + 3 * 86_400_000 + 3_600_000));
    expect(receiver.received.length).toBeGreaterThan(before);
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, owner.id), eq(notifications.event, 'webhookPaused'))),
    ).toHaveLength(1);
  });

  it('sends a delivery again with the same event id and body, kept apart in the log', async () => {
    const owner = await newOwner(t);
    const { endpoint } = await addEndpoint(owner.auth, ['job.missed']);
    await t.app.inject({ method: 'POST', url: `/api/webhooks/${endpoint.id}/test`, headers: owner.auth });
    const [first] = (await deliveriesOf(owner.auth, endpoint.id)).items;
    expect(first).toMatchObject({ state: 'sent', responseCode: 204 });
    const before = receiver.received.length;
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/deliveries/${first!.id}/resend`,
      headers: owner.auth,
    });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ eventId: first!.eventId, state: 'sent', resendOf: first!.id });
    const [repeat] = receiver.received.slice(before);
    expect(repeat!.signed).toBe(true);
    expect(repeat!.payload!.id).toBe(first!.eventId);
    const log = await deliveriesOf(owner.auth, endpoint.id);
    expect(log.items.map((d) => d.state)).toEqual(['sent', 'sent']);

    // Another workspace's owner reaches neither the endpoint nor its log.
    const stranger = await newOwner(t);
    for (const url of [`/api/webhooks/${endpoint.id}/deliveries`]) {
      expect((await t.app.inject({ url, headers: stranger.auth })).statusCode).toBe(404);
    }
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/deliveries/${first!.id}/resend`,
      headers: stranger.auth,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id)),
    ).toEqual([{ n: 2 }]);
  });

  it('drops log lines that ended more than 30 days ago, never one still waiting', async () => {
    const owner = await newOwner(t);
    const { endpoint } = await addEndpoint(owner.auth, ['job.missed']);
    const old = new Date(Date.now() - 31 * 86_400_000);
    const line = (state: 'pending' | 'sent' | 'failed', createdAt: Date) => ({
      endpointId: endpoint.id,
      eventId: randomUUID(),
      event: 'ping',
      body: '{}',
      state,
      createdAt,
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    });
    await t.db
      .insert(webhookDeliveries)
      .values([line('sent', old), line('failed', old), line('pending', old), line('sent', new Date())]);
    expect(await pruneWebhookDeliveries(t.db, new Date())).toBe(2);
    expect((await rowsOf(endpoint.id)).map((r) => r.state).sort()).toEqual(['pending', 'sent']);
  });
});
