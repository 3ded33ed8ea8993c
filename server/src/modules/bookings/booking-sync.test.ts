import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFeeds, locations, notifications, occurrences, tasks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { syncFeed } from './booking-sync.service';
import {
  bookingsOf,
  calendarServer,
  fixture,
  newFeed,
  newRentalWithTeam,
  SYNC_SETTINGS,
  turnoverJobs,
} from './booking-test-kit';
import { markCheckedOutRentalsDirty } from './booking-turnovers';

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

/** Before every stay of the fixtures (March 2027), so each has a turnover to make. */
const NOW = new Date('2027-03-01T00:00:00Z');
const iso = (d: Date | null | undefined) => d?.toISOString();
let feedNo = 0;

async function airbnbRental() {
  const rental = await newRentalWithTeam(t);
  const path = `/airbnb-${++feedNo}.ics`;
  calendars.serve(path, fixture('airbnb.ics'));
  const feed = await newFeed(t, rental.location, calendars.url(path));
  return { ...rental, feed, path };
}

describe('syncing a feed from a local calendar server', () => {
  it('makes one turnover per stay, timed to checkout and the next check-in, and none on re-reading', async () => {
    const { location, feed, cleaner } = await airbnbRental();
    const first = await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW);
    expect(first).toMatchObject({ ok: true, created: 4, updated: 0, cancelled: 0 });

    const rows = await bookingsOf(t, location.id);
    expect(rows.map((b) => [b.checkIn, b.checkOut, b.kind])).toEqual([
      ['2027-03-08', '2027-03-12', 'stay'],
      ['2027-03-12', '2027-03-15', 'stay'],
      ['2027-03-18', '2027-03-22', 'stay'],
      ['2027-04-01', '2027-04-05', 'blocked'],
    ]);
    const jobs = await turnoverJobs(t, location.id);
    // Almaty is UTC+5: checkout 12:00 is 07:00Z, check-in 14:00 is 09:00Z.
    expect(jobs.map((j) => [iso(j.startsAt), iso(j.dueAt)])).toEqual([
      // Same-day: the next guest arrives the day this one leaves.
      ['2027-03-12T07:00:00.000Z', '2027-03-12T09:00:00.000Z'],
      ['2027-03-15T07:00:00.000Z', '2027-03-18T09:00:00.000Z'],
      // Nothing follows (blocked dates are no stay): within the cleaning duration, 3 hours.
      ['2027-03-22T07:00:00.000Z', '2027-03-22T10:00:00.000Z'],
    ]);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, cleaner.id));
    expect(told.filter((n) => n.event === 'taskAssignedTeam')).toHaveLength(3);

    const again = await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW);
    expect(again).toMatchObject({ ok: true, created: 0, updated: 0, cancelled: 0 });
    expect(await turnoverJobs(t, location.id)).toEqual(jobs);
    const [read] = await t.db.select().from(bookingFeeds).where(eq(bookingFeeds.id, feed.id));
    expect(read).toMatchObject({ lastStatus: 'ok', lastErrorCode: null });
  });

  it('answers 304 to a feed that has not changed, sending its ETag back', async () => {
    const { feed, path } = await airbnbRental();
    await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW);
    const second = await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW);
    expect(second).toMatchObject({ ok: true, notModified: true, created: 0 });
    const sent = calendars.requests.filter((r) => r.path === path);
    expect(sent.at(-1)?.headers['if-none-match']).toMatch(/^".+"$/);
  });

  it('moves the job of a stay moved by a day, and tells the team', async () => {
    const { location, feed, path, cleaner } = await airbnbRental();
    await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW);
    const before = await turnoverJobs(t, location.id);
    calendars.serve(
      path,
      fixture('airbnb.ics').replace('DTEND;VALUE=DATE:20270322', 'DTEND;VALUE=DATE:20270323'),
    );
    const result = await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW);
    expect(result).toMatchObject({ ok: true, created: 0, updated: 1 });
    const after = await turnoverJobs(t, location.id);
    expect(after).toHaveLength(3);
    expect(after[2]!.taskId).toBe(before[2]!.taskId);
    expect([iso(after[2]!.startsAt), iso(after[2]!.dueAt)]).toEqual([
      '2027-03-23T07:00:00.000Z',
      '2027-03-23T10:00:00.000Z',
    ]);
    const [task] = await t.db.select().from(tasks).where(eq(tasks.id, after[2]!.taskId));
    expect(iso(task!.startsAt)).toBe('2027-03-23T07:00:00.000Z');
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, cleaner.id));
    expect(told.filter((n) => n.event === 'turnoverMoved')).toHaveLength(1);
  });

  it('cancels a removed stay: its unstarted job goes, a started one stays with a warning', async () => {
    const { location, feed, path, cleaner } = await airbnbRental();
    await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW);
    const jobs = await turnoverJobs(t, location.id);
    // The cleaner has picked the second stay's job and started the first one's.
    await t.db
      .update(occurrences)
      .set({ pickedBy: cleaner.id })
      .where(eq(occurrences.id, jobs[1]!.occurrenceId));
    await t.db
      .update(occurrences)
      .set({ startedAt: NOW, startedBy: cleaner.id, state: 'in_progress' })
      .where(eq(occurrences.id, jobs[0]!.occurrenceId));

    const body = fixture('airbnb.ics');
    const withoutFirstTwo = body.replace(
      /BEGIN:VEVENT\r\n(?:(?!END:VEVENT)[\s\S])*?HMABCDEF12[\s\S]*?END:VEVENT\r\n/,
      '',
    );
    const withoutBoth = withoutFirstTwo.replace(
      /BEGIN:VEVENT\r\n(?:(?!END:VEVENT)[\s\S])*?HMXYZ98765[\s\S]*?END:VEVENT\r\n/,
      '',
    );
    expect(withoutBoth).not.toContain('HMXYZ98765');
    calendars.serve(path, withoutBoth);
    const result = await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW);
    expect(result).toMatchObject({ ok: true, cancelled: 2 });

    const rows = await bookingsOf(t, location.id);
    expect(rows.map((b) => [b.checkIn, b.status, b.warning])).toEqual([
      ['2027-03-08', 'cancelled', 'turnover_started'],
      ['2027-03-12', 'cancelled', null],
      ['2027-03-18', 'active', null],
      ['2027-04-01', 'active', null],
    ]);
    const left = await turnoverJobs(t, location.id);
    expect(left.map((j) => j.occurrenceId)).toEqual([jobs[0]!.occurrenceId, jobs[2]!.occurrenceId]);
    const [removedTask] = await t.db.select().from(tasks).where(eq(tasks.id, jobs[1]!.taskId));
    expect(removedTask!.deletedAt).not.toBeNull();
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, cleaner.id));
    expect(told.filter((n) => n.event === 'turnoverCancelled')).toHaveLength(1);

    // Re-reading the same feed neither brings the job back nor makes another.
    await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW);
    expect(await turnoverJobs(t, location.id)).toHaveLength(2);
  });

  it('reads a PMS feed with TZID times, a cancelled event and a recurring block', async () => {
    const rental = await newRentalWithTeam(t);
    calendars.serve('/pms.ics', fixture('pms-generic.ics'));
    const feed = await newFeed(t, rental.location, calendars.url('/pms.ics'));
    await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW);
    const rows = await bookingsOf(t, rental.location.id);
    expect(rows.filter((b) => b.kind === 'stay').map((b) => [b.checkIn, b.checkOut, b.guests])).toEqual([
      ['2027-03-05', '2027-03-09', 3],
      ['2027-03-09', '2027-03-11', 2],
      ['2027-03-20', '2027-03-23', 4],
    ]);
    expect(rows.filter((b) => b.kind === 'blocked')).toHaveLength(5);
    const jobs = await turnoverJobs(t, rental.location.id);
    expect(jobs.map((j) => iso(j.dueAt))).toEqual([
      '2027-03-09T09:00:00.000Z',
      '2027-03-20T09:00:00.000Z',
      '2027-03-23T10:00:00.000Z',
    ]);
  });

  it('turns the rental dirty when a stay checks out, without a second job', async () => {
    const { location, feed } = await airbnbRental();
    await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW);
    const stateAt = async (at: string) => {
      await markCheckedOutRentalsDirty(t.db, new Date(at));
      const [row] = await t.db.select().from(locations).where(eq(locations.id, location.id));
      return row!.state;
    };
    expect(await stateAt('2027-03-12T06:59:00Z')).toBe('clean');
    expect(await stateAt('2027-03-12T07:01:00Z')).toBe('dirty');
    expect(await turnoverJobs(t, location.id)).toHaveLength(3);
  });
});

describe('a feed that fails leaves the bookings as they were and shows the error', () => {
  async function syncedThenBroken(route: Parameters<typeof calendars.route>[1] | null, timeoutMs = 15_000) {
    const rental = await airbnbRental();
    await syncFeed(t.db, rental.feed.id, SYNC_SETTINGS, NOW);
    const before = await bookingsOf(t, rental.location.id);
    const jobs = await turnoverJobs(t, rental.location.id);
    if (route) calendars.route(rental.path, route);
    const settings = { ...SYNC_SETTINGS, BOOKING_FEED_TIMEOUT_MS: timeoutMs };
    const result = await syncFeed(t.db, rental.feed.id, settings, NOW);
    expect(result?.ok).toBe(false);
    expect(await bookingsOf(t, rental.location.id)).toEqual(before);
    expect(await turnoverJobs(t, rental.location.id)).toEqual(jobs);
    const [feed] = await t.db.select().from(bookingFeeds).where(eq(bookingFeeds.id, rental.feed.id));
    expect(feed!.lastStatus).toBe('error');
    return feed!;
  }

  it('404', async () => {
    const feed = await syncedThenBroken((_req, res) => void res.writeHead(404).end('gone'));
    expect(feed).toMatchObject({ lastErrorCode: 'not_found', lastHttpStatus: 404 });
  });

  it('a timeout', async () => {
    // Headers sent, then the body never comes.
    const feed = await syncedThenBroken(
      (_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }),
      1000,
    );
    expect(feed.lastErrorCode).toBe('timeout');
  });

  it('a 50 MB body, refused once past the cap without being held', async () => {
    let sent = 0;
    const feed = await syncedThenBroken((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      const chunk = Buffer.alloc(64 * 1024, 'A');
      const pump = () => {
        while (sent < 50 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('close', () => undefined);
      pump();
    });
    expect(feed.lastErrorCode).toBe('too_large');
    // The reader stopped long before the 50 MB were sent.
    expect(sent).toBeLessThan(50 * 1024 * 1024);
  });

  it('a body that is not iCal', async () => {
    const feed = await syncedThenBroken(
      (_req, res) => void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Sign in</html>'),
    );
    expect(feed.lastErrorCode).toBe('not_ical');
  });
});
