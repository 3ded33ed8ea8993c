import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { notificationDeliveries, teamMembers, teams, users } from '../../db/schema';
import { freshEmail, newEmployee, newOwner, newStaff } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMessaging } from '../messaging/messaging';
import type { Messaging } from '../messaging/messaging.types';
import { readOutbox } from '../messaging/outbox.driver';
import { deliverDueNotifications, MAX_DELIVERY_ATTEMPTS } from './deliver-notifications';

/**
 * The delivery worker (DECISIONS.md §1): a copy the provider refuses is retried with a
 * growing delay and goes out once when it is accepted; two processes running the worker at once
 * send each copy once; a channel without a driver fails the copy at once.
 */

let t: TestApp;
let owner: Awaited<ReturnType<typeof newOwner>>;
let erlan: Awaited<ReturnType<typeof newStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await newOwner(t);
  erlan = await newStaff(t, owner.workspaceId, 'cleaner', { name: 'Erlan', surname: 'Away' });
});
afterAll(async () => t?.close());
// The worker takes every due copy of the database: each test starts from none.
beforeEach(async () => {
  await t.db.delete(notificationDeliveries);
});

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

const silent = { info() {}, warn() {}, error() {} };
const SECOND = 1000;

function messagingWith(env: Record<string, string>): Messaging {
  const messaging = createMessaging(loadConfig({ LOG_LEVEL: 'silent', ...env }), silent);
  cleanups.push(() => messaging.close());
  return messaging;
}

/**
 * Erlan switches his availability off (POST /profile): the owner and every admin get a copy. Answers
 * when the copies became due.
 */
async function erlanGoesAway(): Promise<Date> {
  await t.db.update(users).set({ available: true, unavailableDate: null }).where(eq(users.id, erlan.id));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/profile',
    headers: erlan.auth,
    payload: { available: false },
  });
  expect(res.statusCode, res.body).toBe(200);
  const due = (await deliveries()).map((d) => d.nextAttemptAt.getTime());
  expect(due.length).toBeGreaterThan(0);
  // The database keeps microseconds, a Date milliseconds: round up so the copies are due by then.
  return new Date(Math.max(...due) + 1);
}

async function deliveries() {
  return t.db.select().from(notificationDeliveries);
}

/** A local SMTP server that refuses the first `refusals` messages with 451 and keeps the rest. */
async function smtpRefusing(refusals: number) {
  const accepted: string[] = [];
  let calls = 0;
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      stream.on('data', () => {});
      stream.on('end', () => {
        calls += 1;
        if (calls <= refusals) {
          done(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        accepted.push(...session.envelope.rcptTo.map((r) => r.address));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => smtp.close(resolve)));
  const messaging = messagingWith({
    EMAIL_DRIVER: 'smtp',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String((smtp.server.address() as AddressInfo).port),
  });
  return { messaging, accepted };
}

describe('deliverDueNotifications', () => {
  it('retries a refused copy with a growing delay and sends it exactly once when the provider accepts', async () => {
    const { messaging, accepted } = await smtpRefusing(2);
    const dueAt = await erlanGoesAway();
    const at = (seconds: number) => new Date(dueAt.getTime() + seconds * SECOND);

    expect(await deliverDueNotifications(t.db, messaging, at(0))).toEqual({ sent: 0, failed: 0, retried: 1 });
    // Not due again before its 30 s are up.
    expect(await deliverDueNotifications(t.db, messaging, at(20))).toEqual({
      sent: 0,
      failed: 0,
      retried: 0,
    });
    expect(await deliverDueNotifications(t.db, messaging, at(30))).toEqual({
      sent: 0,
      failed: 0,
      retried: 1,
    });
    // The second wait is twice as long.
    expect(await deliverDueNotifications(t.db, messaging, at(80))).toEqual({
      sent: 0,
      failed: 0,
      retried: 0,
    });
    expect(await deliverDueNotifications(t.db, messaging, at(90))).toEqual({
      sent: 1,
      failed: 0,
      retried: 0,
    });
    expect(await deliverDueNotifications(t.db, messaging, at(3600))).toEqual({
      sent: 0,
      failed: 0,
      retried: 0,
    });

    expect(accepted).toEqual([owner.email]);
    const [row] = await deliveries();
    expect(row).toMatchObject({ state: 'sent', attempts: 3, to: owner.email, sentAt: at(90) });
    expect(row!.lastError).toContain('SMTP delivery failed');
  });

  it(`gives a copy up after ${MAX_DELIVERY_ATTEMPTS} refusals`, async () => {
    const { messaging, accepted } = await smtpRefusing(Number.POSITIVE_INFINITY);
    const dueAt = await erlanGoesAway();
    const results = [];
    for (let hour = 1; hour <= MAX_DELIVERY_ATTEMPTS + 1; hour += 1) {
      results.push(
        await deliverDueNotifications(t.db, messaging, new Date(dueAt.getTime() + hour * 3_600_000)),
      );
    }
    expect(results.map((r) => r.retried)).toEqual([1, 1, 1, 1, 1, 0, 0]);
    expect(results.map((r) => r.failed)).toEqual([0, 0, 0, 0, 0, 1, 0]);
    expect(accepted).toEqual([]);
    const [row] = await deliveries();
    expect(row).toMatchObject({ state: 'failed', attempts: MAX_DELIVERY_ATTEMPTS, sentAt: null });
  });

  it('fails a copy at once when its channel has no driver in this process', async () => {
    const messaging = messagingWith({ EMAIL_DRIVER: 'off', SMS_DRIVER: 'off', WHATSAPP_DRIVER: 'off' });
    const dueAt = await erlanGoesAway();
    const result = await deliverDueNotifications(t.db, messaging, dueAt);
    expect(result).toEqual({ sent: 0, failed: 1, retried: 0 });
    const [row] = await deliveries();
    expect(row).toMatchObject({ state: 'failed', attempts: 1, channel: 'email' });
    expect(row!.lastError).toContain('No delivery driver for email');
  });

  it('sends a copy for a phone by WhatsApp when only WhatsApp has a driver', async () => {
    const phone = `+7701${String(Date.now()).slice(-7)}`;
    const admin = await newEmployee(t, owner.workspaceId, 'admin');
    await t.db
      .update(users)
      .set({ email: null, emailVerified: false, phone, phoneVerified: true, language: 'es' })
      .where(eq(users.id, admin.id));
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cleanops-notify-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const messaging = messagingWith({
      DATA_DIR: dataDir,
      EMAIL_DRIVER: 'outbox',
      SMS_DRIVER: 'off',
      WHATSAPP_DRIVER: 'outbox',
    });
    const dueAt = await erlanGoesAway();
    expect(await deliverDueNotifications(t.db, messaging, dueAt)).toMatchObject({
      sent: 2,
    });
    const sent = await readOutbox(dataDir);
    expect(sent.find((m) => m.to === phone)).toMatchObject({
      channel: 'whatsapp',
      subject: 'Erlan Away no está disponible',
    });
    expect(sent.find((m) => m.to === owner.email)).toMatchObject({ channel: 'email' });
    await t.db.update(users).set({ workspaceId: null }).where(eq(users.id, admin.id));
  });

  /**
   * DECISIONS.md §1: every process runs the worker. Against PostgreSQL, two connection pools (two
   * processes) deliver at once from the same queue; on PGlite (one process by nature) the second run
   * follows the first.
   */
  it('sends each copy once when two processes deliver at the same time', async () => {
    const admins = await t.db
      .insert(users)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          type: 'staff' as const,
          role: 'admin' as const,
          workspaceId: owner.workspaceId,
          name: `Admin ${i}`,
          email: freshEmail(`admin${i}-${randomBytes(2).toString('hex')}`),
          emailVerified: true,
        })),
      )
      .returning({ id: users.id });
    // Approved admins work in a team (DECISIONS.md §5).
    const [team] = await t.db
      .insert(teams)
      .values({ workspaceId: owner.workspaceId, name: 'Admins' })
      .returning();
    await t.db.insert(teamMembers).values(admins.map((a) => ({ teamId: team!.id, userId: a.id })));
    const dueAt = await erlanGoesAway();
    const now = dueAt;
    const expected = (await deliveries()).map((d) => d.to).sort();
    expect(expected.length).toBeGreaterThanOrEqual(31);
    const sentBefore = (await readOutbox(t.dataDir)).length;

    const url = process.env.TEST_DATABASE_URL;
    let results: { sent: number }[];
    if (url) {
      const [{ name }] = (await t.db
        .select({ name: sql<string>`current_database()` })
        .from(sql`(select 1) as one`)) as [{ name: string }];
      const own = new URL(url);
      own.pathname = `/${name}`;
      const other = openDatabase({ databaseUrl: own.toString(), dataDir: null });
      try {
        results = await Promise.all([
          deliverDueNotifications(t.db, t.app.messaging, now, 4),
          deliverDueNotifications(other.db, t.app.messaging, now, 4),
        ]);
      } finally {
        await other.close();
      }
    } else {
      results = [
        await deliverDueNotifications(t.db, t.app.messaging, now, 4),
        await deliverDueNotifications(t.db, t.app.messaging, now, 4),
      ];
    }

    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(expected.length);
    const sent = (await readOutbox(t.dataDir)).slice(sentBefore).filter((m) => m.code === null);
    expect(sent.map((m) => m.to).sort()).toEqual(expected);
    const rows = await deliveries();
    expect(rows.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
  });
});
