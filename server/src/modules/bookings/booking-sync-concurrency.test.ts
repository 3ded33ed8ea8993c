import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * Two syncs of one rental at the same time, as two processes' schedulers would run them. Meant for
 * PostgreSQL (TEST_DATABASE_URL=postgres://…/bookings), where the app's pool gives each its own
 * connection and only the location's row lock keeps them apart; on PGlite it still passes, serially.
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
    const runs = await Promise.all(
      [...feeds, ...feeds, ...feeds].map((feed) => syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW)),
    );
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
