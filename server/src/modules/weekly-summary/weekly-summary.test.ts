import { randomBytes } from 'node:crypto';
import type { TNotificationPage } from '@cleanops/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendance,
  complaints,
  locations,
  notifications,
  occurrences,
  rooms,
  tasks,
  users,
  weeklySummarySubscribers,
} from '../../db/schema';
import { newEmployee, newOwner } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { workspaceSummary } from '../analytics/analytics.service';
import { readOutbox } from '../messaging/outbox.driver';
import { deliverDueNotifications } from '../notifications/deliver-notifications';
import { sendWeeklySummaries } from './send-weekly-summaries';

/**
 * The weekly summary: an opted-in owner or admin gets last week's figures once a week,
 * Monday morning in their zone, in their language, in-app and by e-mail; nobody else gets it.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let owner: Awaited<ReturnType<typeof newOwner>>;
let admin: Awaited<ReturnType<typeof newEmployee>>;
let quietAdmin: Awaited<ReturnType<typeof newEmployee>>;
let cleaner: Awaited<ReturnType<typeof newEmployee>>;
let locationId: string;

// Monday 23 November 2026: 09:00 in Almaty (UTC+5) is 04:00 UTC. Last week is 16–22 November.
const MONDAY_0900_ALMATY = new Date('2026-11-23T04:00:00Z');
const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

const run = (now: Date) =>
  sendWeeklySummaries(t.db, { now, summarize: workspaceSummary, publicUrl: 'https://app.example' });

async function summariesOf(userId: string) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.event, 'weeklySummary')));
}

const setting = (auth: Record<string, string>, enabled?: boolean) =>
  t.app.inject({
    method: enabled === undefined ? 'GET' : 'PUT',
    url: '/api/profile/weekly-summary',
    headers: auth,
    ...(enabled === undefined ? {} : { payload: { enabled } }),
  });

beforeAll(async () => {
  t = await createTestApp();
  owner = await newOwner(t);
  await t.db.update(users).set({ language: 'es', timezone: 'Asia/Almaty' }).where(eq(users.id, owner.id));
  admin = await newEmployee(t, owner.workspaceId, 'admin', { language: 'kk', timezone: 'Asia/Almaty' });
  quietAdmin = await newEmployee(t, owner.workspaceId, 'admin', { timezone: 'Asia/Almaty' });
  cleaner = await newEmployee(t, owner.workspaceId, 'cleaner', { timezone: 'Asia/Almaty' });

  // Last week at one Almaty location: three jobs (two done on time, one missed), two complaints
  // (4 and 2 stars), one 8-hour shift. The week before and the week after hold more, outside the range.
  const [location] = await t.db
    .insert(locations)
    .values({
      workspaceId: owner.workspaceId,
      title: 'Dostyk Plaza',
      address: 'Dostyk 1',
      type: 'commercial',
      commercialKind: 'restaurant',
      timezone: 'Asia/Almaty',
    })
    .returning();
  locationId = location!.id;
  const [room] = await t.db
    .insert(rooms)
    .values({
      workspaceId: owner.workspaceId,
      locationId,
      name: 'Hall',
      qrToken: randomBytes(16).toString('base64url'),
    })
    .returning();
  const [task] = await t.db
    .insert(tasks)
    .values({
      workspaceId: owner.workspaceId,
      locationId,
      title: 'Floors',
      kind: 'one_time',
      createdBy: owner.id,
    })
    .returning();
  const job = (startsAt: string, done: boolean) => ({
    workspaceId: owner.workspaceId,
    taskId: task!.id,
    locationId,
    startsAt: at(startsAt),
    dueAt: new Date(at(startsAt).getTime() + 2 * HOUR),
    state: done ? ('completed' as const) : ('overdue' as const),
    startedBy: done ? cleaner.id : null,
    startedAt: done ? at(startsAt) : null,
    finishedBy: done ? cleaner.id : null,
    finishedAt: done ? new Date(at(startsAt).getTime() + HOUR) : null,
  });
  await t.db.insert(occurrences).values([
    job('2026-11-16T04:00:00Z', true),
    job('2026-11-18T04:00:00Z', true),
    job('2026-11-20T04:00:00Z', false),
    job('2026-11-12T04:00:00Z', true), // the week before
    job('2026-11-23T05:00:00Z', true), // this week
  ]);
  await t.db.insert(complaints).values([
    {
      workspaceId: owner.workspaceId,
      locationId,
      roomId: room!.id,
      rating: 4,
      source: 'system',
      createdAt: at('2026-11-17T10:00:00Z'),
    },
    {
      workspaceId: owner.workspaceId,
      locationId,
      roomId: room!.id,
      rating: 2,
      source: 'google',
      createdAt: at('2026-11-21T10:00:00Z'),
    },
    {
      workspaceId: owner.workspaceId,
      locationId,
      roomId: room!.id,
      rating: 1,
      source: 'system',
      createdAt: at('2026-11-10T10:00:00Z'),
    },
  ]);
  await t.db.insert(attendance).values({
    workspaceId: owner.workspaceId,
    userId: cleaner.id,
    clockInAt: at('2026-11-19T03:00:00Z'),
    clockOutAt: at('2026-11-19T11:00:00Z'),
  });
});
afterAll(async () => t?.close());

describe('the weekly summary setting', () => {
  it('is off by default and turns on and off for an owner and an admin', async () => {
    expect((await setting(owner.auth)).json()).toEqual({ allowed: true, enabled: false });
    for (const person of [owner, admin]) {
      const on = await setting(person.auth, true);
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toEqual({ allowed: true, enabled: true });
    }
    expect((await setting(admin.auth)).json()).toEqual({ allowed: true, enabled: true });
  });

  it('is refused to a cleaner, and bad input is a 400 with the error shape', async () => {
    expect((await setting(cleaner.auth)).json()).toEqual({ allowed: false, enabled: false });
    const refused = await setting(cleaner.auth, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden' });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/weekly-summary',
      headers: owner.auth,
      payload: { enabled: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('the weekly summary job', () => {
  it('waits for Monday morning in the reader’s zone', async () => {
    // Sunday 23:00 and Monday 07:30 in Almaty.
    expect(await run(at('2026-11-22T18:00:00Z'))).toBe(0);
    expect(await run(at('2026-11-23T02:30:00Z'))).toBe(0);
    expect(await summariesOf(owner.id)).toHaveLength(0);
  });

  it('sends an opted-in owner and admin last week once, with the week’s figures', async () => {
    // A cleaner's stale opt-in (say, an admin made a cleaner since) gives them nothing.
    await t.db.insert(weeklySummarySubscribers).values({ userId: cleaner.id });
    expect(await run(MONDAY_0900_ALMATY)).toBe(2);
    expect(await run(new Date(MONDAY_0900_ALMATY.getTime() + 2 * HOUR))).toBe(0);

    const [mine, ...more] = await summariesOf(owner.id);
    expect(more).toHaveLength(0);
    expect(await summariesOf(admin.id)).toHaveLength(1);
    expect(await summariesOf(quietAdmin.id)).toHaveLength(0);
    expect(await summariesOf(cleaner.id)).toHaveLength(0);

    expect(mine!.data.summary).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
      planned: 3,
      done: 2,
      onTimeRate: 2 / 3,
      missed: 1,
      complaints: 2,
      meanRating: 3,
      hours: 8,
      best: { id: locationId, title: 'Dostyk Plaza' },
      worst: null,
      link: 'https://app.example/analytics?range=custom&from=2026-11-16&to=2026-11-22',
    });

    // In the feed, leading nowhere else than the notification's own data says.
    const feed = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: owner.auth });
    expect((feed.json() as TNotificationPage).items.map((n) => n.event)).toContain('weeklySummary');
  });

  it('sends each copy by e-mail in the reader’s language', async () => {
    // The copies were queued at the real clock's now, whatever Monday the job was told it was.
    await deliverDueNotifications(t.db, t.app.messaging, new Date(Date.now() + 60_000));
    // Intl puts a no-break space before % in Spanish: compared as a plain one.
    const outbox = (await readOutbox(t.dataDir))
      .filter((m) => m.code === null)
      .map((m) => ({ ...m, text: m.text.replace(/[\u00a0\u202f]/g, ' ') }));
    const toOwner = outbox.filter((m) => m.to === owner.email);
    const toAdmin = outbox.filter((m) => m.to === admin.email);
    expect(toOwner).toHaveLength(1);
    expect(toAdmin).toHaveLength(1);
    expect(toOwner[0]!.subject).toBe('Resumen semanal: 16 nov 2026 – 22 nov 2026');
    expect(toOwner[0]!.text).toContain('2 de 3 trabajos completados, a tiempo: 67 %, vencidos: 1.');
    expect(toOwner[0]!.text).toContain('Quejas: 2, valoración media: 3');
    expect(toOwner[0]!.text).toContain('Mejor ubicación: «Dostyk Plaza»');
    expect(toOwner[0]!.text).toContain(
      'https://app.example/analytics?range=custom&from=2026-11-16&to=2026-11-22',
    );
    expect(toAdmin[0]!.subject).toMatch(/^Апта қорытындысы: /);
    expect(toAdmin[0]!.text).toContain('3 жұмыстың 2 орындалды');
    expect(outbox.some((m) => m.to === quietAdmin.email || m.to === cleaner.email)).toBe(false);
  });

  it('sends the next week once more, and nothing after opting out', async () => {
    expect((await setting(admin.auth, false)).json()).toEqual({ allowed: true, enabled: false });
    const nextMonday = new Date(MONDAY_0900_ALMATY.getTime() + 7 * 24 * HOUR);
    expect(await run(nextMonday)).toBe(1);
    expect(await run(nextMonday)).toBe(0);
    const owners = await summariesOf(owner.id);
    expect(owners.map((n) => n.data.summary?.from).sort()).toEqual(['2026-11-16', '2026-11-23']);
    expect(await summariesOf(admin.id)).toHaveLength(1);
  });
});

describe('a workspace whose figures cannot be read', () => {
  it('holds back only its own readers, who get it on a later run', async () => {
    const other = await newOwner(t);
    await t.db.update(users).set({ timezone: 'Asia/Almaty' }).where(eq(users.id, other.id));
    expect((await setting(other.auth, true)).statusCode).toBe(200);
    const monday = new Date(MONDAY_0900_ALMATY.getTime() + 14 * 24 * HOUR);
    const failures: string[] = [];
    const raised = await sendWeeklySummaries(t.db, {
      now: monday,
      summarize: (db, workspaceId, range, now) =>
        workspaceId === other.workspaceId
          ? Promise.reject(new Error('figures unavailable'))
          : workspaceSummary(db, workspaceId, range, now),
      onError: (_, reader) => failures.push(reader.id),
    });
    expect(raised).toBe(1);
    expect(failures).toEqual([other.id]);
    expect(await summariesOf(other.id)).toHaveLength(0);

    expect(await run(new Date(monday.getTime() + HOUR))).toBe(1);
    expect(await summariesOf(other.id)).toHaveLength(1);
  });
});
