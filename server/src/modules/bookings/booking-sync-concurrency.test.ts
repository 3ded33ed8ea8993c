import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { bookings, tasks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { syncFeed } from './booking-sync.service';
import {
  calendarServer,
  fixture,
  newFeed,
  newRentalWithTeam,
  SYNC_SETTINGS,
  turnoverJobs,
} from './booking-test-kit';

/**
 * Syncs of one rental at the same time, as two processes' schedulers would run them. On PostgreSQL
 * (TEST_DATABASE_URL) a second connection pool on the same database stands for the second process, and
 * only the location's row lock keeps them apart; on PGlite (one process by nature) they run in turn.
 */
let t: TestApp;
let calendars: Awaited<ReturnType<typeof calendarServer>>;
beforeAll(async () => {
  t = await createTestApp();
  calendars = await calendarServer();
});
afterAll(async () => {
  await calendars.close();
  await t.close();
});

const NOW = new Date('2027-03-01T00:00:00Z');

describe('syncing at once', () => {
  it('creates each turnover once, whoever syncs', async () => {
    const rental = await newRentalWithTeam(t);
    calendars.serve('/airbnb.ics', fixture('airbnb.ics'));
    calendars.serve('/pms.ics', fixture('pms-generic.ics'));
    // The same calendar added twice (an owner pasting one link twice) and a second calendar.
    const feeds = [
      await newFeed(t, rental.location, calendars.url('/airbnb.ics')),
      await newFeed(t, rental.location, calendars.url('/airbnb.ics?again')),
      await newFeed(t, rental.location, calendars.url('/pms.ics')),
    ];
    calendars.serve('/airbnb.ics?again', fixture('airbnb.ics'));
    let other: Database | null = null;
    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      const result = await t.db.execute(sql`select current_database() as name`);
      const [{ name }] = (result as unknown as { rows: [{ name: string }] }).rows;
      const own = new URL(url);
      own.pathname = `/${name}`;
      other = openDatabase({ databaseUrl: own.toString(), dataDir: null });
    }
    const processes = [t.db, other?.db ?? t.db];
    let runs: Awaited<ReturnType<typeof syncFeed>>[];
    try {
      runs = await Promise.all(
        [...feeds, ...feeds, ...feeds].map((feed, i) =>
          syncFeed(processes[i % 2]!, feed.id, SYNC_SETTINGS, NOW),
        ),
      );
    } finally {
      await other?.close();
    }
    expect(runs.every((r) => r?.ok)).toBe(true);

    const rows = await t.db.select().from(bookings).where(eq(bookings.locationId, rental.location.id));
    const stays = rows.filter((b) => b.kind === 'stay' && b.status === 'active');
    // 3 Airbnb stays twice over and 3 PMS stays: one row per (feed, uid), one job per checkout.
    expect(stays).toHaveLength(9);
    const jobs = await turnoverJobs(t, rental.location.id);
    expect(jobs.map((j) => j.startsAt.toISOString().slice(0, 10))).toEqual([
      '2027-03-09',
      '2027-03-11',
      '2027-03-12',
      '2027-03-15',
      '2027-03-22',
      '2027-03-23',
    ]);
    const turnoverTasks = await t.db.select().from(tasks).where(eq(tasks.locationId, rental.location.id));
    expect(turnoverTasks.filter((task) => task.deletedAt === null)).toHaveLength(6);
  });
});
