import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFeeds, locations, notifications, occurrences, tasks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { renderNotification } from '../notifications/notification-texts';
import { syncDueFeeds, syncFeed } from './booking-sync.service';
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
    // Three turnovers from one read: one message per person, not one per stay.
    expect(told.filter((n) => n.event === 'taskAssignedTeam')).toHaveLength(0);
    expect(told.filter((n) => n.event === 'turnoversAssigned').map((n) => n.data)).toEqual([
      expect.objectContaining({ count: 3, startsAt: '2027-03-12T07:00:00.000Z', taskTitleKey: 'turnover' }),
    ]);

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
    const moved = told.filter((n) => n.event === 'turnoverMoved');
    expect(moved).toHaveLength(1);
    // The e-mail says which turnover: when it now starts, in the reader's language and zone.
    const mail = renderNotification({
      event: 'turnoverMoved',
      data: moved[0]!.data,
      language: 'en',
      timeZone: 'Asia/Almaty',
    });
    expect(mail.text).toContain('it starts 23 Mar 2027, 12:00');
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
    // Two of the three stays gone at once is held as suspicious; the next read, still without them,
    // confirms it.
    expect(await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW)).toMatchObject({
      ok: true,
      held: 2,
      cancelled: 0,
    });
    const result = await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW);
    expect(result).toMatchObject({ ok: true, held: 0, cancelled: 2 });

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
      // The weekly block on Thursday 18 March lies before the next check-in (20 March): the cleaning
      // is due within its duration, 3 hours.
      '2027-03-11T10:00:00.000Z',
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

/** The fixture without the events whose text matches `marker` (a reservation code or a UID). */
const withoutEvent = (body: string, marker: string) =>
  body.replace(
    new RegExp(`BEGIN:VEVENT\r\n(?:(?!END:VEVENT)[\\s\\S])*?${marker}[\\s\\S]*?END:VEVENT\r\n`),
    '',
  );
const EMPTY_CALENDAR =
  'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN\r\nEND:VCALENDAR\r\n';

describe('a stay that goes and comes back', () => {
  it('gets its turnover again when it reappears in the next read', async () => {
    const { location, feed, path } = await airbnbRental();
    await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW);
    const before = await turnoverJobs(t, location.id);
    calendars.serve(path, withoutEvent(fixture('airbnb.ics'), 'HMQRS45678'));
    expect(await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW)).toMatchObject({ cancelled: 1, held: 0 });
    expect(await turnoverJobs(t, location.id)).toHaveLength(2);

    calendars.serve(path, fixture('airbnb.ics'));
    expect(await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW)).toMatchObject({ ok: true, updated: 1 });
    const after = await turnoverJobs(t, location.id);
    expect(after.map((j) => [iso(j.startsAt), iso(j.dueAt)])).toEqual(
      before.map((j) => [iso(j.startsAt), iso(j.dueAt)]),
    );
    const rows = await bookingsOf(t, location.id);
    expect(rows.find((b) => b.checkIn === '2027-03-18')).toMatchObject({ status: 'active' });
    expect(rows.find((b) => b.checkIn === '2027-03-18')!.occurrenceId).toBe(after[2]!.occurrenceId);
  });

  it('does not get back a job the owner deleted by hand', async () => {
    const { location, feed, path } = await airbnbRental();
    await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW);
    const jobs = await turnoverJobs(t, location.id);
    // Deleted by hand as tasks.service deletes: the task soft-deleted, its occurrence gone.
    await t.db.update(tasks).set({ deletedAt: NOW }).where(eq(tasks.id, jobs[2]!.taskId));
    await t.db.delete(occurrences).where(eq(occurrences.id, jobs[2]!.occurrenceId));
    calendars.serve(path, withoutEvent(fixture('airbnb.ics'), 'HMQRS45678'));
    await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW);
    calendars.serve(path, fixture('airbnb.ics'));
    await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW);
    expect(await turnoverJobs(t, location.id)).toHaveLength(2);
  });
});

describe('a read that would cancel most of the future stays at once', () => {
  it('is held: nothing cancelled, the feed says so, and a good read after it clears it', async () => {
    const { location, feed, path } = await airbnbRental();
    await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW);
    const jobs = await turnoverJobs(t, location.id);
    const rowsBefore = await bookingsOf(t, location.id);

    calendars.serve(path, EMPTY_CALENDAR);
    expect(await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW)).toMatchObject({
      ok: true,
      held: 3,
      cancelled: 0,
    });
    expect(await bookingsOf(t, location.id)).toEqual(rowsBefore);
    expect(await turnoverJobs(t, location.id)).toEqual(jobs);
    const [held] = await t.db.select().from(bookingFeeds).where(eq(bookingFeeds.id, feed.id));
    expect(held).toMatchObject({ lastStatus: 'ok', lastHeldCancellations: 3 });

    // The next good read decides: here the stays are back, so nothing is lost.
    calendars.serve(path, fixture('airbnb.ics'));
    expect(await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW)).toMatchObject({ held: 0, cancelled: 0 });
    expect(await turnoverJobs(t, location.id)).toEqual(jobs);
    const [cleared] = await t.db.select().from(bookingFeeds).where(eq(bookingFeeds.id, feed.id));
    expect(cleared!.lastHeldCancellations).toBeNull();
  });

  it('is confirmed by the next good read when that one lacks the stays too', async () => {
    const { location, feed, path } = await airbnbRental();
    await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW);
    calendars.serve(path, EMPTY_CALENDAR);
    expect(await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW)).toMatchObject({ held: 3 });
    // A failed read in between decides nothing.
    calendars.route(path, (_req, res) => void res.writeHead(503).end());
    expect(await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW)).toMatchObject({ ok: false });
    calendars.serve(path, EMPTY_CALENDAR);
    expect(await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW)).toMatchObject({ held: 0, cancelled: 4 });
    expect(await turnoverJobs(t, location.id)).toHaveLength(0);
  });

  it('is not held for one stay, nor for past stays dropping off the feed', async () => {
    const { location, feed, path } = await airbnbRental();
    await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW);
    // Later than the first two stays' checkouts: only the third is still ahead, and it goes.
    const later = new Date('2027-03-16T00:00:00Z');
    const onlyBlocked = withoutEvent(
      withoutEvent(withoutEvent(fixture('airbnb.ics'), 'HMABCDEF12'), 'HMXYZ98765'),
      'HMQRS45678',
    );
    calendars.serve(path, onlyBlocked);
    expect(await syncFeed(t.db, feed.id, SYNC_SETTINGS, later)).toMatchObject({ held: 0, cancelled: 3 });
    expect((await bookingsOf(t, location.id)).filter((b) => b.status === 'active')).toHaveLength(1);
  });
});

describe('events that cannot be read, and feeds that break', () => {
  it('skips a bad event, counts it on the feed, and reads the others', async () => {
    const { location, feed, path } = await airbnbRental();
    const bad =
      'BEGIN:VEVENT\r\nUID:bad-1@example.com\r\nDTSTART;VALUE=DATE:banana\r\nDTEND;VALUE=DATE:20270320\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n' +
      'BEGIN:VEVENT\r\nUID:bad-2@example.com\r\nDTSTART;VALUE=DATE:20261345\r\nDTEND;VALUE=DATE:20270320\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n';
    calendars.serve(path, fixture('airbnb.ics').replace('END:VCALENDAR', `${bad}END:VCALENDAR`));
    expect(await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW)).toMatchObject({
      ok: true,
      created: 4,
      skipped: 2,
    });
    expect(await turnoverJobs(t, location.id)).toHaveLength(3);
    const [read] = await t.db.select().from(bookingFeeds).where(eq(bookingFeeds.id, feed.id));
    expect(read).toMatchObject({ lastStatus: 'ok', lastSkippedEvents: 2 });
  });

  it("goes on with the other feeds when one feed's read breaks in the background pass", async () => {
    const broken = await airbnbRental();
    const fine = await airbnbRental();
    // The broken feed is the oldest, so the pass meets it first; its bookings cannot be written.
    await t.db
      .update(bookingFeeds)
      .set({ lastFetchedAt: new Date('2000-01-01T00:00:00Z') })
      .where(eq(bookingFeeds.id, broken.feed.id));
    await t.db
      .update(bookingFeeds)
      .set({ lastFetchedAt: new Date('2000-01-02T00:00:00Z') })
      .where(eq(bookingFeeds.id, fine.feed.id));
    await t.db.execute(
      sql.raw(`create or replace function refuse_booking() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_booking before insert on bookings for each row
        when (new.location_id = '${broken.location.id}') execute function refuse_booking()`),
    );
    try {
      const failures: string[] = [];
      await syncDueFeeds(
        t.db,
        { ...SYNC_SETTINGS, BOOKING_SYNC_MINUTES: 15 },
        new Date('2000-01-03T00:00:00Z'),
        2,
        (feedId) => failures.push(feedId),
      );
      expect(failures).toEqual([broken.feed.id]);
      expect(await bookingsOf(t, fine.location.id)).toHaveLength(4);
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_booking on bookings'));
      await t.db.execute(sql.raw('drop function refuse_booking()'));
    }
  });
});

describe('turnovers that would have started in the past', () => {
  it('makes no job for a stay that checked out before today, though its next check-in is ahead', async () => {
    const rental = await newRentalWithTeam(t);
    const path = `/late-${++feedNo}.ics`;
    calendars.serve(path, fixture('airbnb.ics'));
    const feed = await newFeed(t, rental.location, calendars.url(path));
    // The feed is added on 16 March: the stay that left on the 15th is long gone, the next arrives on the 18th.
    await syncFeed(t.db, feed.id, SYNC_SETTINGS, new Date('2027-03-16T03:00:00Z'));
    const jobs = await turnoverJobs(t, rental.location.id);
    expect(jobs.map((j) => iso(j.startsAt))).toEqual(['2027-03-22T07:00:00.000Z']);
  });
});

describe('blocked dates between a checkout and the next check-in', () => {
  it('make the turnover due within the cleaning duration, not months later', async () => {
    const rental = await newRentalWithTeam(t);
    const path = `/blocked-${++feedNo}.ics`;
    // The last stay leaves on 22 March; the calendar is closed from 1 April; the next guests come in July.
    const july =
      'BEGIN:VEVENT\r\nUID:july@airbnb.com\r\nDTSTART;VALUE=DATE:20270701\r\nDTEND;VALUE=DATE:20270705\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n';
    calendars.serve(path, fixture('airbnb.ics').replace('END:VCALENDAR', `${july}END:VCALENDAR`));
    const feed = await newFeed(t, rental.location, calendars.url(path));
    await syncFeed(t.db, feed.id, SYNC_SETTINGS, NOW);
    const jobs = await turnoverJobs(t, rental.location.id);
    expect(jobs.map((j) => [iso(j.startsAt), iso(j.dueAt)])).toEqual([
      ['2027-03-12T07:00:00.000Z', '2027-03-12T09:00:00.000Z'],
      ['2027-03-15T07:00:00.000Z', '2027-03-18T09:00:00.000Z'],
      // Blocked 1-5 April lies before the July stay: three hours, the cleaning duration.
      ['2027-03-22T07:00:00.000Z', '2027-03-22T10:00:00.000Z'],
      ['2027-07-05T07:00:00.000Z', '2027-07-05T10:00:00.000Z'],
    ]);
  });
});
