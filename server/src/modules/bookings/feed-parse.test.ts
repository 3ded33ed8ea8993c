import { describe, expect, it } from 'vitest';
import { fixture } from './booking-test-kit';
import { bookingKindOf, NotICalError, parseBookingFeed, readBookingFeed } from './feed-parse';

const NOW = new Date('2027-03-01T00:00:00Z');
const read = (name: string, timezone = 'Asia/Almaty') =>
  parseBookingFeed(fixture(name), { timezone, now: NOW });
const rows = (name: string) => read(name).map((b) => [b.kind, b.checkIn, b.checkOut, b.guests]);

describe('parsing real-shaped feeds', () => {
  it('Airbnb: all-day reservations are stays, "Airbnb (Not available)" blocked dates', () => {
    expect(rows('airbnb.ics')).toEqual([
      ['stay', '2027-03-08', '2027-03-12', null],
      ['stay', '2027-03-12', '2027-03-15', null],
      ['stay', '2027-03-18', '2027-03-22', null],
      ['blocked', '2027-04-01', '2027-04-05', null],
    ]);
    expect(read('airbnb.ics')[0]!.uid).toBe('1418fb94e984-8a3b1f2c7d9e0b4a5c6d7e8f9a0b1c2d@airbnb.com');
  });

  it('Booking.com: "CLOSED - Not available" is how it exports reservations, so they are stays', () => {
    expect(rows('booking-com.ics')).toEqual([
      ['stay', '2027-03-10', '2027-03-14', null],
      ['stay', '2027-03-14', '2027-03-16', null],
    ]);
  });

  it('a PMS: TZID and UTC times to local dates, guests, a cancelled event dropped, a weekly block expanded without its EXDATE', () => {
    const parsed = read('pms-generic.ics');
    expect(
      parsed.filter((b) => b.kind === 'stay').map((b) => [b.checkIn, b.checkOut, b.guests, b.summary]),
    ).toEqual([
      ['2027-03-05', '2027-03-09', 3, 'Бронь: Иван П.'],
      ['2027-03-09', '2027-03-11', 2, 'Booking: Anna K.'],
      // 09:00Z and 06:00Z are 14:00 and 11:00 in Almaty.
      ['2027-03-20', '2027-03-23', 4, 'Guest: Maria L.'],
    ]);
    expect(parsed.some((b) => b.uid.startsWith('pms-res-20270315'))).toBe(false);
    const blocks = parsed.filter((b) => b.kind === 'blocked');
    expect(blocks.map((b) => b.checkIn)).toEqual([
      '2027-03-04',
      '2027-03-11',
      '2027-03-25',
      '2027-04-01',
      '2027-04-08',
    ]);
    expect(blocks[0]!.uid).toBe('pms-block-weekly-cleaning@realty-calendar.example#2027-03-04');
  });

  it("reads a DATE-TIME in the location's own zone: a late UTC check-in is the next local day", () => {
    const honolulu = read('pms-generic.ics', 'Pacific/Honolulu').find((b) => b.summary === 'Guest: Maria L.');
    // 09:00Z is 23:00 the day before in Honolulu.
    expect(honolulu).toMatchObject({ checkIn: '2027-03-19', checkOut: '2027-03-22' });
  });

  it('refuses what is not a calendar', () => {
    expect(() =>
      parseBookingFeed('<html><body>Sign in</body></html>', { timezone: 'UTC', now: NOW }),
    ).toThrow(NotICalError);
    expect(() => parseBookingFeed('BEGIN:VCALENDAR\r\nBROKEN', { timezone: 'UTC', now: NOW })).toThrow(
      NotICalError,
    );
  });

  it('tells blocked dates from stays by the documented rule', () => {
    expect(bookingKindOf('Not available', '', null)).toBe('blocked');
    expect(bookingKindOf('Закрыто', '', null)).toBe('blocked');
    expect(bookingKindOf('Reserved', '', null)).toBe('stay');
    // A reservation detail makes it a stay whatever the summary says.
    expect(bookingKindOf('Not available', 'Reservation URL: https://x', null)).toBe('stay');
    expect(bookingKindOf('Blocked', '', 2)).toBe('stay');
  });
});

describe('events that cannot be read', () => {
  const event = (uid: string, start: string, end = '20270320') =>
    `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTART;VALUE=DATE:${start}\r\nDTEND;VALUE=DATE:${end}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n`;
  const calendar = (...events: string[]) =>
    `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${events.join('')}END:VCALENDAR\r\n`;

  it('are skipped and counted, the good ones read: no date, a date that rolls over, year 0000', () => {
    const parsed = readBookingFeed(
      calendar(
        event('good-1', '20270310'),
        event('banana', 'banana'),
        event('rolls-over', '20261345'),
        event('feb-30', '20270230', '20270305'),
        event('year-0', '00000101', '00000105'),
        event('good-2', '20270318', '20270322'),
      ),
      { timezone: 'Asia/Almaty', now: NOW },
    );
    expect(parsed.skipped).toBe(4);
    expect(parsed.bookings.map((b) => [b.uid, b.checkIn, b.checkOut])).toEqual([
      ['good-1', '2027-03-10', '2027-03-20'],
      ['good-2', '2027-03-18', '2027-03-22'],
    ]);
  });

  it('a UTF-8 byte order mark before BEGIN:VCALENDAR is no reason to refuse the feed', () => {
    const parsed = readBookingFeed(`\uFEFF${fixture('airbnb.ics')}`, { timezone: 'Asia/Almaty', now: NOW });
    expect(parsed).toMatchObject({ skipped: 0 });
    expect(parsed.bookings).toHaveLength(4);
  });
});
