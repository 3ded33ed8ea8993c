import type {
  TBooking,
  TBookingCalendar,
  TBookingFeed,
  TFetchBookingFeedResponse,
  TTurnoversWeek,
} from '@cleanops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as factories from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { calendarServer, fixture, newRentalWithTeam } from './booking-test-kit';
import { maskFeedUrl } from './bookings.service';

let t: TestApp;
let calendars: Awaited<ReturnType<typeof calendarServer>>;
beforeAll(async () => {
  t = await createTestApp({ BOOKING_FEEDS_ALLOW_LOOPBACK: 'true', BOOKING_FEED_TIMEOUT_MS: '15000' });
  calendars = await calendarServer();
  calendars.serve('/airbnb.ics', fixture('airbnb.ics'));
});
afterAll(async () => {
  await calendars.close();
  await t.close();
});

/** The fixtures' stays are in March 2027; "now" is earlier, so every stay gets its turnover. */
async function ownerWithRental() {
  const rental = await newRentalWithTeam(t);
  const owner = rental.owner;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...owner.auth, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  return { ...rental, call };
}

describe('calendar feeds through the API', () => {
  it('adds a feed, reads it at once, never shows its address whole, and lays the month out', async () => {
    const { location, call } = await ownerWithRental();
    const url = calendars.url('/airbnb.ics?s=secret-token-123');
    calendars.serve('/airbnb.ics?s=secret-token-123', fixture('airbnb.ics'));
    const created = await call('POST', `/api/locations/${location.id}/booking-feeds`, {
      name: 'Airbnb',
      url,
    });
    expect(created.statusCode, created.body).toBe(201);
    const feed = created.json() as TBookingFeed;
    expect(feed).toMatchObject({ name: 'Airbnb', lastStatus: 'ok', lastErrorCode: null, activeBookings: 4 });
    expect(created.body).not.toContain('secret-token-123');
    expect(feed.urlMasked).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/….*\*\*\*\*\.ics$/);

    const month = await call('GET', `/api/locations/${location.id}/bookings?month=2027-03`);
    expect(month.statusCode, month.body).toBe(200);
    const calendar = month.json() as TBookingCalendar;
    expect(calendar).toMatchObject({ month: '2027-03', checkoutTime: '12:00', checkInTime: '14:00' });
    const stays = calendar.bookings.filter((b) => b.kind === 'stay');
    expect(stays.map((b) => [b.checkIn, b.turnover?.sameDay])).toEqual([
      ['2027-03-08', true],
      ['2027-03-12', false],
      ['2027-03-18', false],
    ]);
    expect(stays[0]!.turnover).toMatchObject({
      startsAt: '2027-03-12T07:00:00.000Z',
      dueAt: '2027-03-12T09:00:00.000Z',
      state: 'pending',
    });

    const week = await call('GET', '/api/turnovers/week?from=2027-03-10');
    const items = (week.json() as TTurnoversWeek).items;
    expect(
      items.map((i) => [i.location.title, i.booking.checkOut, i.nextCheckIn, i.turnover.sameDay]),
    ).toEqual([
      ['Flat 7', '2027-03-12', '2027-03-12', true],
      ['Flat 7', '2027-03-15', '2027-03-18', false],
    ]);

    const fetched = await call('POST', `/api/booking-feeds/${feed.id}/fetch`);
    expect(fetched.json()).toMatchObject({
      created: 0,
      updated: 0,
      cancelled: 0,
    } satisfies Partial<TFetchBookingFeedResponse>);
  });

  it('shows a failing feed with its error in words', async () => {
    const { location, call } = await ownerWithRental();
    const created = await call('POST', `/api/locations/${location.id}/booking-feeds`, {
      name: 'Old link',
      url: calendars.url('/gone.ics'),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      lastStatus: 'error',
      lastErrorCode: 'not_found',
      lastHttpStatus: 404,
      lastErrorMessage: 'The calendar address answered 404: the link is wrong or was turned off.',
    });
  });

  it('refuses bad input with 400 and field errors', async () => {
    const { location, call } = await ownerWithRental();
    const cases: [string, string, object, string][] = [
      [
        'POST',
        `/api/locations/${location.id}/booking-feeds`,
        { name: 'A', url: 'ftp://example.com/a.ics' },
        'body.url',
      ],
      [
        'POST',
        `/api/locations/${location.id}/booking-feeds`,
        { name: '', url: 'https://example.com/a.ics' },
        'body.name',
      ],
      [
        'POST',
        `/api/locations/${location.id}/booking-feeds`,
        { name: 'A', url: 'https://u:p@example.com/a' },
        'body.url',
      ],
      // Plain http is for loopback only, even with the loopback setting on.
      [
        'POST',
        `/api/locations/${location.id}/booking-feeds`,
        { name: 'A', url: 'http://example.com/a.ics' },
        'body.url',
      ],
      [
        'POST',
        `/api/locations/${location.id}/bookings`,
        { checkIn: '2027-03-10', checkOut: '2027-03-10' },
        'body.checkOut',
      ],
      [
        'POST',
        `/api/locations/${location.id}/bookings`,
        { checkIn: '2027-02-30', checkOut: '2027-03-02' },
        'body.checkIn',
      ],
      [
        'POST',
        `/api/locations/${location.id}/bookings`,
        { checkIn: '2027-03-01', checkOut: '2027-03-02', guests: 0 },
        'body.guests',
      ],
      [
        'POST',
        `/api/locations/${location.id}/bookings`,
        { checkIn: '2027-03-01', checkOut: '2027-03-02', kind: 'party' },
        'body.kind',
      ],
      // Dates the database or the calendar cannot hold are refused, never a 500.
      [
        'POST',
        `/api/locations/${location.id}/bookings`,
        { checkIn: '0000-01-01', checkOut: '0000-01-05' },
        'body.checkIn',
      ],
      ['GET', `/api/locations/${location.id}/bookings?month=2027-13`, {}, 'query.month'],
      ['GET', `/api/locations/${location.id}/bookings?month=0000-01`, {}, 'query.month'],
      ['GET', '/api/turnovers/week?from=2027-02-30', {}, 'query.from'],
      ['GET', '/api/turnovers/week?from=9999-12-31', {}, 'query.from'],
    ];
    for (const [method, url, body, field] of cases) {
      const res = await call(method as 'POST', url, method === 'GET' ? undefined : body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
      const fields = (res.json() as { details?: { fields?: { path: string }[] } }).details?.fields ?? [];
      // Paths name where the field was, as every module's do (`body.url`, `query.month`).
      expect(
        fields.some((f) => f.path === field),
        `${url}: ${JSON.stringify(fields)}`,
      ).toBe(true);
    }
  });

  it('keeps a commercial location out of bookings', async () => {
    const { location, call } = await ownerWithRental();
    const { locations } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await t.db
      .update(locations)
      .set({ type: 'commercial', commercialKind: 'cafe' })
      .where(eq(locations.id, location.id));
    const res = await call('POST', `/api/locations/${location.id}/bookings`, {
      checkIn: '2027-03-01',
      checkOut: '2027-03-02',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('manual bookings', () => {
  it('makes, moves and cancels the turnover of a stay entered by hand', async () => {
    const { location, call } = await ownerWithRental();
    const created = await call('POST', `/api/locations/${location.id}/bookings`, {
      checkIn: '2027-05-01',
      checkOut: '2027-05-04',
      summary: 'Friends of the owner',
      guests: 2,
    });
    expect(created.statusCode, created.body).toBe(201);
    const booking = created.json() as TBooking;
    expect(booking).toMatchObject({ feedId: null, kind: 'stay', status: 'active', guests: 2 });
    expect(booking.turnover).toMatchObject({
      startsAt: '2027-05-04T07:00:00.000Z',
      dueAt: '2027-05-04T10:00:00.000Z',
    });

    // The next guest arrives the same day: the job is now due by their check-in, and same-day.
    const next = await call('POST', `/api/locations/${location.id}/bookings`, {
      checkIn: '2027-05-04',
      checkOut: '2027-05-06',
    });
    expect(next.statusCode).toBe(201);
    const month = (
      await call('GET', `/api/locations/${location.id}/bookings?month=2027-05`)
    ).json() as TBookingCalendar;
    expect(month.bookings[0]!.turnover).toMatchObject({
      taskId: booking.turnover!.taskId,
      dueAt: '2027-05-04T09:00:00.000Z',
      sameDay: true,
    });

    const moved = await call('PATCH', `/api/bookings/${booking.id}`, { checkOut: '2027-05-03' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as TBooking).turnover).toMatchObject({
      taskId: booking.turnover!.taskId,
      startsAt: '2027-05-03T07:00:00.000Z',
      dueAt: '2027-05-04T09:00:00.000Z',
      sameDay: false,
    });
    const bad = await call('PATCH', `/api/bookings/${booking.id}`, { checkIn: '2027-05-05' });
    expect(bad.statusCode).toBe(400);

    expect((await call('DELETE', `/api/bookings/${booking.id}`)).statusCode).toBe(204);
    const task = await call('GET', `/api/tasks/${booking.turnover!.taskId}`);
    expect(task.statusCode).toBe(404);
  });

  it("moves the turnovers when the location's check-in time changes", async () => {
    const { location, call } = await ownerWithRental();
    await call('POST', `/api/locations/${location.id}/bookings`, {
      checkIn: '2027-07-01',
      checkOut: '2027-07-04',
    });
    await call('POST', `/api/locations/${location.id}/bookings`, {
      checkIn: '2027-07-04',
      checkOut: '2027-07-06',
    });
    const patched = await call('PATCH', `/api/locations/${location.id}`, { checkInTime: '16:00' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ checkInTime: '16:00' });
    const month = (
      await call('GET', `/api/locations/${location.id}/bookings?month=2027-07`)
    ).json() as TBookingCalendar;
    expect(month.bookings[0]!.turnover).toMatchObject({ dueAt: '2027-07-04T11:00:00.000Z', sameDay: true });
  });

  it("refuses to change a feed's booking by hand (409)", async () => {
    const { location, call } = await ownerWithRental();
    await call('POST', `/api/locations/${location.id}/booking-feeds`, {
      name: 'Airbnb',
      url: calendars.url('/airbnb.ics'),
    });
    const month = (
      await call('GET', `/api/locations/${location.id}/bookings?month=2027-03`)
    ).json() as TBookingCalendar;
    const res = await call('PATCH', `/api/bookings/${month.bookings[0]!.id}`, { summary: 'Mine' });
    expect(res.statusCode).toBe(409);
  });
});

describe('another workspace', () => {
  it('gets 404 for the feeds, bookings and calendar of the first', async () => {
    const { location, call } = await ownerWithRental();
    const feed = (
      await call('POST', `/api/locations/${location.id}/booking-feeds`, {
        name: 'Airbnb',
        url: calendars.url('/airbnb.ics'),
      })
    ).json() as TBookingFeed;
    const booking = (
      await call('POST', `/api/locations/${location.id}/bookings`, {
        checkIn: '2027-06-01',
        checkOut: '2027-06-03',
      })
    ).json() as TBooking;
    const intruder = await factories.newOwner(t);
    const attempts: [string, string, object | undefined][] = [
      ['GET', `/api/locations/${location.id}/booking-feeds`, undefined],
      [
        'POST',
        `/api/locations/${location.id}/booking-feeds`,
        { name: 'X', url: 'https://example.com/x.ics' },
      ],
      ['PATCH', `/api/booking-feeds/${feed.id}`, { name: 'Mine' }],
      ['POST', `/api/booking-feeds/${feed.id}/fetch`, undefined],
      ['DELETE', `/api/booking-feeds/${feed.id}`, undefined],
      ['GET', `/api/locations/${location.id}/bookings?month=2027-06`, undefined],
      ['POST', `/api/locations/${location.id}/bookings`, { checkIn: '2027-06-05', checkOut: '2027-06-07' }],
      ['PATCH', `/api/bookings/${booking.id}`, { summary: 'Mine' }],
      ['DELETE', `/api/bookings/${booking.id}`, undefined],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: intruder.auth,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const week = await t.app.inject({ url: '/api/turnovers/week?from=2027-03-08', headers: intruder.auth });
    expect((week.json() as TTurnoversWeek).items).toEqual([]);
    // Still there for its owner.
    expect((await call('GET', `/api/locations/${location.id}/booking-feeds`)).json()).toHaveLength(1);
  });
});

describe('a feed address shown after saving', () => {
  it.each([
    [
      'https://www.airbnb.com/calendar/ical/12345678.ics?s=abcdef',
      'https://www.airbnb.com/calendar/ical/…/****.ics',
    ],
    ['https://www.avito.ru/ical/9f8e7d6c5b4a/cal.ics', 'https://www.avito.ru/ical/…/****.ics'],
    [
      'https://admin.booking.com/hotel/hoteladmin/ical.html?t=4f6c1e0a',
      'https://admin.booking.com/hotel/hoteladmin/…/****.html',
    ],
  ])('masks %s', (url, masked) => {
    expect(maskFeedUrl(url)).toBe(masked);
  });
});

describe('double bookings', () => {
  it('flags overlapping stays from a feed and by hand on the calendar, the week and the stay, and tells the owner once', async () => {
    const { location, call, owner } = await ownerWithRental();
    calendars.serve('/overlap.ics', fixture('airbnb.ics'));
    const created = await call('POST', `/api/locations/${location.id}/booking-feeds`, {
      name: 'Airbnb',
      url: calendars.url('/overlap.ics'),
    });
    expect(created.statusCode, created.body).toBe(201);
    // By hand over the feed's 18-22 March stay; and one on exactly the dates of the 12-15 March stay
    // (the same stay seen twice, which shares its cleaning: no double booking).
    const manual = await call('POST', `/api/locations/${location.id}/bookings`, {
      checkIn: '2027-03-20',
      checkOut: '2027-03-24',
      summary: 'Phone booking',
    });
    expect(manual.statusCode, manual.body).toBe(201);
    expect((manual.json() as TBooking).overlapsWith).toHaveLength(1);
    await call('POST', `/api/locations/${location.id}/bookings`, {
      checkIn: '2027-03-12',
      checkOut: '2027-03-15',
    });

    const month = (
      await call('GET', `/api/locations/${location.id}/bookings?month=2027-03`)
    ).json() as TBookingCalendar;
    const flagged = month.bookings.filter((b) => b.overlapsWith.length > 0);
    expect(flagged.map((b) => [b.checkIn, b.checkOut])).toEqual([
      ['2027-03-18', '2027-03-22'],
      ['2027-03-20', '2027-03-24'],
    ]);
    expect(flagged[0]!.overlapsWith).toEqual([flagged[1]!.id]);

    const week = (await call('GET', '/api/turnovers/week?from=2027-03-22')).json() as TTurnoversWeek;
    expect(week.items.map((i) => [i.booking.checkOut, i.booking.overlapsWith.length])).toEqual([
      ['2027-03-22', 1],
      ['2027-03-24', 1],
    ]);

    // Told once, in the owner's feed, however often the calendar is read again.
    const feed = created.json() as TBookingFeed;
    await call('POST', `/api/booking-feeds/${feed.id}/fetch`);
    await call('POST', `/api/booking-feeds/${feed.id}/fetch`);
    const { notifications } = await import('../../db/schema');
    const { and, eq } = await import('drizzle-orm');
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.event, 'bookingsOverlap')));
    expect(told).toHaveLength(1);
    expect(told[0]!.data).toMatchObject({
      locationTitle: 'Flat 7',
      overlap: { from: '2027-03-20', to: '2027-03-22' },
    });
  });
});
