import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { WEBHOOK_EVENTS } from '@cleanops/contracts';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, locations, occurrences, rooms, tasks, webhookEndpoints } from './db/schema';
import { calendarServer, fixture, newFeed, newRentalWithTeam } from './modules/bookings/booking-test-kit';
import { cameraJpeg } from './modules/files/files.fixtures';
import { type AppProcess, startAppProcess } from './test/app-process';
import { startS3Server } from './test/s3-server';
import { startSmtpSink } from './test/smtp-sink';
import { createTestApp, type TestApp } from './test/test-app';
import { webhookReceiver } from './test/webhook-receiver';
import { newTeam, newWorkPlace } from './test/work-factories';

/**
 * Two processes, one product (DECISIONS.md §1: the API is stateless; the database, Redis
 * and the file store are the only shared state). Two real app processes, started from the server's
 * entry as production would run them, share one PostgreSQL database (a new one, dropped at the end),
 * Redis and a bucket on a local S3 server, and each has a DATA_DIR of its own. The test talks to
 * them over HTTP and watches what leaves them: mail at a local SMTP server, reads at a local
 * calendar server, rows in the database, and each process's own /metrics.
 *
 * It needs PostgreSQL (TEST_DATABASE_URL) and Redis on 127.0.0.1:6379, so it runs in the PostgreSQL
 * pass of the suite; there, a Redis that does not answer fails it (no silent skip).
 */
const POSTGRES = process.env.TEST_DATABASE_URL;
/**
 * The app has no key prefix of its own; a database of Redis apart from the default one keeps these
 * counters out of reach of tests that clear the rate-limit keys (app.test.ts) while this one runs.
 */
const REDIS_URL = 'redis://127.0.0.1:6379/3';
const METRICS_TOKEN = randomBytes(24).toString('hex');
const GUEST_LIMIT = 3;
const RECURRING_TASKS = 120;
const OVERDUE_JOBS = 8;
const UNPICKED_JOBS = 25;
const FEED_PATH = '/airbnb.ics';

/** A made-up client address per run (TRUST_PROXY, as behind a load balancer), so counters of earlier runs never count. */
const clientIp = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

async function redisAnswers(): Promise<void> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // The refusal is reported below; ioredis would also print it as an unhandled event.
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(
      `Redis does not answer at ${REDIS_URL} (${(error as Error).message}); the two-process test needs it ` +
        'whenever TEST_DATABASE_URL is set',
    );
  } finally {
    redis.disconnect();
  }
}

/** Polls until `check` holds (answering what it saw for the failure message) or the time is up. */
async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`still not true after ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A counter's value in a process's /metrics for the labels given (0 when it has none yet). */
async function metric(app: AppProcess, name: string, labels: Record<string, string>): Promise<number> {
  const res = await fetch(`${app.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.status).toBe(200);
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  let total = 0;
  for (const line of (await res.text()).split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    // Label values may hold spaces ("notification delivery"): the value is after the last one.
    const cut = line.lastIndexOf(' ');
    if (wanted.every((label) => line.slice(0, cut).includes(label))) total += Number(line.slice(cut + 1));
  }
  return total;
}

describe.runIf(POSTGRES)('two app processes on one PostgreSQL, Redis and bucket', () => {
  let seed: TestApp;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let calendars: Awaited<ReturnType<typeof calendarServer>>;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  let a: AppProcess;
  let b: AppProcess;
  let owner: Awaited<ReturnType<typeof newRentalWithTeam>>['owner'];
  let rental: Awaited<ReturnType<typeof newRentalWithTeam>>['location'];
  let qrToken: string;
  let nextGuestFlat: string;
  const started: AppProcess[] = [];

  beforeAll(async () => {
    await redisAnswers();
    s3 = await startS3Server();
    smtp = await startSmtpSink();
    calendars = await calendarServer();
    receiver = await webhookReceiver();
    // The seeding app runs in this process on the new database (NODE_ENV=test: no jobs of its own).
    seed = await createTestApp();
    if (!seed.databaseUrl) throw new Error('the seeding app is not on PostgreSQL');

    // A rental with a cleaning team, a room guests reach by QR, and a booking calendar to read.
    const made = await newRentalWithTeam(seed);
    owner = made.owner;
    rental = made.location;
    qrToken = randomBytes(16).toString('base64url');
    await seed.db
      .insert(rooms)
      .values({ workspaceId: owner.workspaceId, locationId: rental.id, name: 'Bedroom', qrToken });
    // Each guest complaint here is looked for by its own text: none joins another's.
    await seed.db.update(locations).set({ complaintMergeMinutes: 0 }).where(eq(locations.id, rental.id));
    calendars.serve(FEED_PATH, fixture('airbnb.ics'));
    // An integration listening to every event: both processes' workers send its deliveries.
    const secret = `whsec_${randomBytes(32).toString('base64url')}`;
    receiver.useSecret(secret);
    await seed.db.insert(webhookEndpoints).values({
      workspaceId: owner.workspaceId,
      url: receiver.url(),
      events: [...WEBHOOK_EVENTS],
      secret,
    });
    await newFeed(seed, rental, calendars.url(FEED_PATH));

    // A dirty rental whose next guest checks in two hours from now: inside its three hours of warning.
    const checkIn = new Date(Date.now() + 2 * 3_600_000);
    const { location: flat } = await newWorkPlace(seed, owner.workspaceId, {
      title: 'Next guest flat',
      timezone: 'Etc/UTC',
      state: 'dirty',
      checkInTime: checkIn.toISOString().slice(11, 16),
      checkInWarningHours: 3,
    });
    nextGuestFlat = flat.id;
    const checkInDay = checkIn.toISOString().slice(0, 10);
    await seed.db.insert(bookings).values({
      workspaceId: owner.workspaceId,
      locationId: flat.id,
      uid: `next-guest-${checkInDay}`,
      kind: 'stay',
      checkIn: checkInDay,
      checkOut: new Date(checkIn.getTime() + 86_400_000).toISOString().slice(0, 10),
    });

    // An office with recurring tasks whose jobs nobody generated yet, jobs past their due time, and
    // team jobs that started ten minutes ago with nobody picking them.
    const { location: office } = await newWorkPlace(seed, owner.workspaceId, {
      type: 'commercial',
      commercialKind: 'office',
      rooms: ['Hall'],
    });
    const crew = await newTeam(seed, owner.workspaceId, [], 'Office crew');
    const now = Date.now();
    await seed.db.insert(tasks).values(
      Array.from({ length: RECURRING_TASKS }, (_, i) => ({
        workspaceId: owner.workspaceId,
        locationId: office.id,
        title: `Daily round ${i + 1}`,
        type: 'working' as const,
        kind: 'recurring' as const,
        schedule: {
          frequency: 'daily' as const,
          startDate: '2026-01-01',
          endDate: null,
          startTime: `${String(8 + (i % 10)).padStart(2, '0')}:00`,
          endTime: null,
          interval: 1,
          weekDays: [],
          monthDay: null,
        },
      })),
    );
    const oneTime = async (title: string, teamId: string | null, startsAt: Date, dueAt: Date | null) => {
      const [task] = await seed.db
        .insert(tasks)
        .values({
          workspaceId: owner.workspaceId,
          locationId: office.id,
          title,
          type: 'working',
          kind: 'one_time',
          startsAt,
          dueAt,
          teamId,
        })
        .returning();
      await seed.db
        .insert(occurrences)
        .values({ workspaceId: owner.workspaceId, locationId: office.id, taskId: task!.id, startsAt, dueAt });
    };
    for (let i = 0; i < OVERDUE_JOBS; i++)
      await oneTime(`Overdue ${i + 1}`, null, new Date(now - 2 * 3_600_000), new Date(now - 3_600_000));
    for (let i = 0; i < UNPICKED_JOBS; i++)
      await oneTime(`Unpicked ${i + 1}`, crew.id, new Date(now - 10 * 60_000), null);

    const env = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://127.0.0.1:8080',
      LOG_LEVEL: 'info',
      DATABASE_URL: seed.databaseUrl,
      REDIS_URL,
      FILES_URL: s3.filesUrl,
      TRUST_PROXY: 'true',
      METRICS_TOKEN,
      GUEST_COMPLAINTS_PER_IP_PER_HOUR: String(GUEST_LIMIT),
      WORK_JOBS_INTERVAL_SECONDS: '5',
      NOTIFICATION_DELIVERY_INTERVAL_SECONDS: '1',
      BOOKING_FEEDS_ALLOW_LOOPBACK: 'true',
      WEBHOOKS_ALLOW_LOOPBACK: 'true',
      WEBHOOK_DELIVERY_INTERVAL_SECONDS: '1',
      SMS_DRIVER: 'off',
      WHATSAPP_DRIVER: 'off',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...smtp.env,
    };
    // Started together, as a deploy starts its processes: their first job runs meet.
    const [first, second] = await Promise.allSettled([startAppProcess('a', env), startAppProcess('b', env)]);
    for (const settled of [first, second]) if (settled.status === 'fulfilled') started.push(settled.value);
    for (const settled of [first, second]) if (settled.status === 'rejected') throw settled.reason;
    [a, b] = started as [AppProcess, AppProcess];
  }, 180_000);

  afterAll(async () => {
    await Promise.all(started.map((app) => app.stop()));
    await seed?.close();
    await Promise.all([s3?.close(), smtp?.close(), calendars?.close(), receiver?.close()]);
  }, 60_000);

  const complain = (app: AppProcess, ip: string, text: string, photo?: Buffer) => {
    const form = new FormData();
    form.append('rating', '2');
    form.append('text', text);
    if (photo) form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'sink.jpg');
    return fetch(`${app.base}/api/public/rooms/${qrToken}/complaints`, {
      method: 'POST',
      headers: { 'x-forwarded-for': ip },
      body: form,
    });
  };
  const asOwner = (app: AppProcess, url: string) =>
    fetch(app.base + url, { headers: { ...owner.auth, 'x-forwarded-for': clientIp() } });

  it('serves a photo a guest sent through one process from the other, from the shared bucket', async () => {
    const sent = await complain(b, clientIp(), 'Hair in the sink', await cameraJpeg(1200, 900));
    expect(sent.status).toBe(201);

    const list = await asOwner(a, '/api/complaints?page=1&pageSize=20');
    expect(list.status).toBe(200);
    const complaint = (
      (await list.json()) as { items: { text: string; photos: { url: string; thumbUrl: string }[] }[] }
    ).items.find((c) => c.text === 'Hair in the sink');
    expect(complaint?.photos).toHaveLength(1);
    const { url, thumbUrl } = complaint!.photos[0]!;

    const throughA = await asOwner(a, url);
    const throughB = await asOwner(b, url);
    expect([throughA.status, throughA.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const bytes = Buffer.from(await throughA.arrayBuffer());
    expect(Buffer.from(await throughB.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await sharp(bytes).metadata()).width).toBe(1200);
    // The thumbnail B made at upload, by its signed link, read through A without a session.
    const thumb = await fetch(a.base + thumbUrl);
    expect(thumb.status).toBe(200);
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBeLessThan(1200);

    // The bytes are in the bucket; neither process keeps files on its own disk.
    expect(s3.objects().size).toBeGreaterThanOrEqual(2);
    for (const app of [a, b])
      expect(await fs.readdir(path.join(app.dataDir, 'files')).catch(() => [])).toEqual([]);
  });

  it('counts a guest limit across both processes', async () => {
    const ip = clientIp();
    const statuses: number[] = [];
    // Alternating processes: each sees fewer posts than the limit, together they reach it.
    for (const [i, app] of [a, b, a, b, a].entries()) {
      const res = await complain(app, ip, `Dusty shelf ${i + 1}`);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(((await res.json()) as { code: string }).code).toBe('rate_limited');
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    // Another guest is not held back by that one.
    expect((await complain(b, clientIp(), 'Broken lamp')).status).toBe(201);
    // Both processes refused (and counted) one each.
    for (const app of [a, b])
      expect(await metric(app, 'cleanops_rate_limit_refusals_total', {})).toBeGreaterThanOrEqual(1);
  });

  it('runs the background jobs once across both: every job made, marked and sent once', async () => {
    const count = async (query: ReturnType<typeof sql>) =>
      ((await seed.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    await eventually('the jobs of both processes have done their work', async () => {
      const [ungenerated, open, unreported, booked, pending, warned, hooks] = await Promise.all([
        count(sql`select count(*)::int as n from tasks where kind = 'recurring' and generated_until is null`),
        count(sql`select count(*)::int as n from occurrences o join tasks t on t.id = o.task_id
                  where t.title like 'Overdue %' and o.state <> 'overdue'`),
        count(sql`select count(*)::int as n from occurrences where not_picked_notified_at is null
                  and task_id in (select id from tasks where title like 'Unpicked %')`),
        count(sql`select count(*)::int as n from bookings where location_id = ${rental.id}`),
        count(sql`select count(*)::int as n from notification_deliveries where state = 'pending'`),
        count(sql`select count(*)::int as n from notifications where event = 'checkInNotReady'`),
        count(sql`select count(*)::int as n from webhook_deliveries where state = 'pending'`),
      ]);
      return (
        ungenerated === 0 &&
        open === 0 &&
        unreported === 0 &&
        booked === 4 &&
        pending === 0 &&
        warned > 0 &&
        hooks === 0
      );
    });
    // Two more delivery rounds of each process, for a copy that would go twice.
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    // Both processes ran every job, and neither failed.
    for (const app of [a, b]) {
      for (const job of [
        'generate occurrences',
        'mark overdue occurrences',
        'report team jobs nobody picked',
        'notification delivery',
        'sync booking feeds',
        'check-in warnings',
        'webhook delivery',
      ])
        expect(
          await metric(app, 'cleanops_job_runs_total', { job, outcome: 'ok' }),
          `${app.name}: ${job}`,
        ).toBeGreaterThan(0);
      expect(await metric(app, 'cleanops_job_runs_total', { outcome: 'failed' }), app.name).toBe(0);
    }

    // Horizon: each task's days once, and the jobs the two processes report making are the rows there are.
    const generated =
      await count(sql`select count(*)::int as n from occurrences o join tasks t on t.id = o.task_id
                                      where t.kind = 'recurring'`);
    expect(generated).toBeGreaterThanOrEqual(RECURRING_TASKS * 13);
    const made = [a, b]
      .flatMap((app) => app.logged('work job done'))
      .filter((line) => line.job === 'generate occurrences')
      .reduce((sum, line) => sum + Number(line.changed), 0);
    expect(made).toBe(generated);
    const perDay = await count(sql`select count(*)::int as n from (
        select o.task_id, (o.starts_at at time zone 'Asia/Almaty')::date from occurrences o
        join tasks t on t.id = o.task_id where t.kind = 'recurring' group by 1, 2 having count(*) > 1) twice`);
    expect(perDay).toBe(0);

    // Overdue: every late job marked once between the two.
    const marked = [a, b]
      .flatMap((app) => app.logged('work job done'))
      .filter((line) => line.job === 'mark overdue occurrences')
      .reduce((sum, line) => sum + Number(line.changed), 0);
    expect(marked).toBe(OVERDUE_JOBS);

    // Webhooks: every event written once and received once between the two processes, signed.
    const written = await count(sql`select count(*)::int as n from webhook_deliveries where state = 'sent'`);
    expect(await count(sql`select count(*)::int as n from webhook_deliveries where state <> 'sent'`)).toBe(0);
    expect(receiver.received.every((r) => r.signed)).toBe(true);
    const ids = receiver.received.map((r) => r.payload!.id);
    expect(ids).toHaveLength(written);
    expect(new Set(ids).size).toBe(written);
    const missed = receiver.received.filter((r) => r.payload!.type === 'job.missed');
    expect(new Set(missed.map((r) => (r.payload!.data.object as { id: string }).id)).size).toBe(OVERDUE_JOBS);
    expect(missed).toHaveLength(OVERDUE_JOBS);
    expect(receiver.received.filter((r) => r.payload!.type === 'booking.changed')).toHaveLength(4);
    expect(receiver.received.filter((r) => r.payload!.type === 'complaint.created')).toHaveLength(
      await count(sql`select count(*)::int as n from complaints`),
    );

    // The check-in warning: both processes looked at the rental every minute, and its owner was warned once.
    const warnings = await count(sql`select count(*)::int as n from notifications
                                     where event = 'checkInNotReady' and data->>'locationId' = ${nextGuestFlat}`);
    expect(warnings).toBe(1);

    // Not picked: one notice per job and person, and one e-mail per notice at the SMTP server.
    const notices = await count(
      sql`select count(*)::int as n from notifications where event = 'taskNotPicked'`,
    );
    const perJob = await count(sql`select count(distinct data->>'occurrenceId')::int as n from notifications
                                   where event = 'taskNotPicked' and user_id = ${owner.id}`);
    expect(perJob).toBe(UNPICKED_JOBS);
    expect(notices).toBe(
      await count(sql`select count(*)::int as n from (select distinct user_id, data->>'occurrenceId'
                      from notifications where event = 'taskNotPicked') once`),
    );
    const sent = await count(
      sql`select count(*)::int as n from notification_deliveries where state = 'sent'`,
    );
    expect(
      await count(sql`select count(*)::int as n from notification_deliveries where state <> 'sent'`),
    ).toBe(0);
    // A notice for each job nobody picked and each guest's complaint, to the owner at least.
    const complained = await count(sql`select count(*)::int as n from complaints`);
    expect(sent).toBeGreaterThanOrEqual(UNPICKED_JOBS + complained);
    expect(smtp.received).toHaveLength(sent);
    const toOwner = smtp.received.filter((mail) => mail.to.includes(owner.email));
    expect(toOwner).toHaveLength(
      await count(sql`select count(*)::int as n from notifications where user_id = ${owner.id}`),
    );
    // Each unpicked job's e-mail reached the owner once (its subject names the job).
    const unpicked = toOwner.map((mail) => /Unpicked (\d+)/.exec(mail.subject)?.[1]).filter(Boolean);
    expect(unpicked.sort((x, y) => Number(x) - Number(y))).toEqual(
      Array.from({ length: UNPICKED_JOBS }, (_, i) => String(i + 1)),
    );
    const sentByProcesses =
      (await metric(a, 'cleanops_notification_deliveries_total', { outcome: 'sent' })) +
      (await metric(b, 'cleanops_notification_deliveries_total', { outcome: 'sent' }));
    expect(sentByProcesses).toBe(sent);

    // Calendar feed: read once, its four stays stored once, three turnovers (the block has none).
    expect(calendars.requests.filter((r) => r.path === FEED_PATH)).toHaveLength(1);
    expect(await count(sql`select count(*)::int as n from bookings where location_id = ${rental.id}`)).toBe(
      4,
    );
    expect(
      await count(
        sql`select count(*)::int as n from tasks where location_id = ${rental.id} and origin = 'turnover'`,
      ),
    ).toBe(3);
  });
});
