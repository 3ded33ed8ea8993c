import { describe, expect, it } from 'vitest';
import {
  assignLanes,
  type CalendarBooking,
  dayBookings,
  daysOfMonth,
  gridRange,
  monthWeeks,
  parseMonth,
  partOf,
  shiftMonth,
  weekSpan,
} from './calendar-month';

const stay = (id: string, checkIn: string, checkOut: string): CalendarBooking => ({
  id,
  kind: 'stay',
  checkIn,
  checkOut,
});
const block = (id: string, checkIn: string, checkOut: string): CalendarBooking => ({
  id,
  kind: 'blocked',
  checkIn,
  checkOut,
});

describe('the month grid', () => {
  it('shows whole Monday-to-Sunday weeks around the month', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const weeks = monthWeeks('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]![0]).toBe('2026-10-26');
    expect(weeks[0]![6]).toBe('2026-11-01');
    expect(weeks[5]![0]).toBe('2026-11-30');
    expect(weeks[5]![6]).toBe('2026-12-06');
    expect(gridRange('2026-11')).toEqual({ from: '2026-10-26', to: '2026-12-07' });
  });

  it('knows a leap February and steps over the year', () => {
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(daysOfMonth('2027-02')).toHaveLength(28);
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });

  it('takes only a real month from the address bar', () => {
    expect(parseMonth('2026-11')).toBe('2026-11');
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth('x')).toBeNull();
    expect(parseMonth(null)).toBeNull();
  });
});

describe('how a booking covers a day', () => {
  it('a stay arrives, spends nights and leaves on its check-out morning', () => {
    const booking = stay('a', '2026-11-20', '2026-11-23');
    expect(partOf(booking, '2026-11-19')).toBeNull();
    expect(partOf(booking, '2026-11-20')).toBe('arrive');
    expect(partOf(booking, '2026-11-21')).toBe('night');
    expect(partOf(booking, '2026-11-23')).toBe('leave');
    expect(partOf(booking, '2026-11-24')).toBeNull();
  });

  it('a block covers whole days up to the day before its end (iCal DTEND is exclusive)', () => {
    const booking = block('b', '2026-11-20', '2026-11-22');
    expect(partOf(booking, '2026-11-20')).toBe('blocked');
    expect(partOf(booking, '2026-11-21')).toBe('blocked');
    expect(partOf(booking, '2026-11-22')).toBeNull();
  });
});

describe('lanes', () => {
  it('back-to-back stays share a lane; an overlapping one takes the next', () => {
    const lanes = assignLanes([
      stay('first', '2026-11-20', '2026-11-23'),
      stay('next', '2026-11-23', '2026-11-25'),
      stay('double', '2026-11-22', '2026-11-24'),
    ]);
    expect(lanes.get('first')).toBe(0);
    expect(lanes.get('next')).toBe(0);
    expect(lanes.get('double')).toBe(1);
  });

  it('a block starting on a departure day does not sit on the leaving guest', () => {
    const lanes = assignLanes([
      stay('s', '2026-11-20', '2026-11-23'),
      block('b', '2026-11-23', '2026-11-25'),
    ]);
    expect(lanes.get('s')).toBe(0);
    expect(lanes.get('b')).toBe(1);
  });

  it('lists a day’s bookings in lane order', () => {
    const bookings = [stay('next', '2026-11-23', '2026-11-25'), stay('first', '2026-11-20', '2026-11-23')];
    const lanes = assignLanes(bookings);
    expect(dayBookings('2026-11-23', bookings, lanes).map(({ booking, part }) => [booking.id, part])).toEqual(
      [
        ['next', 'arrive'],
        ['first', 'leave'],
      ],
    );
  });
});

describe('bars in a week of half-days', () => {
  const week = monthWeeks('2026-11')[3]!; // Mon 16 … Sun 22 November
  it('a stay starts in the afternoon of its check-in and ends in the morning of its check-out', () => {
    // Arrives Tuesday 17 (columns 3-4: from its afternoon), leaves Thursday 19 (columns 7-8: its
    // morning only): grid lines 4 to 8.
    expect(weekSpan(stay('a', '2026-11-17', '2026-11-19'), week)).toEqual({
      start: 4,
      end: 8,
      fromBefore: false,
      onAfter: false,
    });
  });

  it('is cut at the week’s edges and says it carries on', () => {
    expect(weekSpan(stay('a', '2026-11-10', '2026-11-30'), week)).toEqual({
      start: 1,
      end: 15,
      fromBefore: true,
      onAfter: true,
    });
    expect(weekSpan(stay('a', '2026-11-23', '2026-11-25'), week)).toBeNull();
    // A stay leaving on Monday 16 still shows its last morning.
    expect(weekSpan(stay('a', '2026-11-12', '2026-11-16'), week)).toMatchObject({ start: 1, end: 2 });
  });

  it('a block covers whole days', () => {
    expect(weekSpan(block('b', '2026-11-21', '2026-11-23'), week)).toEqual({
      start: 11,
      end: 15,
      fromBefore: false,
      onAfter: false,
    });
  });
});
