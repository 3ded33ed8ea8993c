/**
 * The month grid of a rental's bookings calendar, on plain local dates (`YYYY-MM-DD`): a booking's
 * check-in and check-out are dates of the location, not instants, so no time zone enters here.
 * Weeks start on Monday (DECISIONS.md §7).
 */
import { addDays, dayNumber, daysBetween, weekdayIndex } from '@/shared/time/local-dates';

/** `YYYY-MM` of a date. */
export const monthOf = (date: string): string => date.slice(0, 7);

export function shiftMonth(month: string, by: number): string {
  const [year = 1970, m = 1] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A valid `YYYY-MM` (from the address bar), or null. */
export function parseMonth(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return null;
  return value;
}

/** The days of the month itself, first to last. */
export function daysOfMonth(month: string): string[] {
  const first = `${month}-01`;
  const length = daysBetween(first, `${shiftMonth(month, 1)}-01`);
  return Array.from({ length }, (_, i) => addDays(first, i));
}

/** Whole weeks (Monday to Sunday) covering the month, with the neighbouring months' days. */
export function monthWeeks(month: string): string[][] {
  const days = daysOfMonth(month);
  const start = addDays(days[0]!, -weekdayIndex(days[0]!));
  const last = days[days.length - 1]!;
  const end = addDays(last, 6 - weekdayIndex(last));
  const weeks: string[][] = [];
  for (let day = start; daysBetween(day, end) >= 0; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)));
  }
  return weeks;
}

/** The dates the grid shows, to ask the server for: `from` inclusive, `to` exclusive. */
export function gridRange(month: string): { from: string; to: string } {
  const weeks = monthWeeks(month);
  const lastWeek = weeks[weeks.length - 1]!;
  return { from: weeks[0]![0]!, to: addDays(lastWeek[6]!, 1) };
}

export interface CalendarBooking {
  id: string;
  kind: 'stay' | 'blocked';
  /** The first night (a stay's guests arrive that afternoon; a block starts that day). */
  checkIn: string;
  /** A stay's departure morning; a block's first free day (iCal's exclusive DTEND). */
  checkOut: string;
}

/**
 * How a booking covers one day. A stay takes the afternoon of its check-in day and the morning of its
 * check-out day, so one guest leaving and the next arriving share a day (and a lane). A block takes
 * whole days, check-in up to the day before check-out.
 */
export type DayPart = 'arrive' | 'night' | 'leave' | 'blocked';

export function partOf(booking: CalendarBooking, day: string): DayPart | null {
  if (booking.kind === 'blocked') {
    const lastDay =
      daysBetween(booking.checkIn, booking.checkOut) > 0 ? addDays(booking.checkOut, -1) : booking.checkIn;
    return day >= booking.checkIn && day <= lastDay ? 'blocked' : null;
  }
  if (day === booking.checkIn) return 'arrive';
  if (day === booking.checkOut) return 'leave';
  return day > booking.checkIn && day < booking.checkOut ? 'night' : null;
}

/** Half-days since the epoch: a day's morning is 2n, its afternoon 2n + 1. */
function halfDays(booking: CalendarBooking): { first: number; last: number } {
  const checkIn = dayNumber(booking.checkIn);
  const checkOut = dayNumber(booking.checkOut);
  if (booking.kind === 'blocked')
    return { first: 2 * checkIn, last: Math.max(2 * checkOut - 1, 2 * checkIn + 1) };
  return { first: 2 * checkIn + 1, last: 2 * checkOut };
}

/**
 * A lane (row) per booking so bars line up from day to day; back-to-back stays share one, since the
 * first guest leaves in the morning of the day the next arrives.
 */
export function assignLanes(bookings: readonly CalendarBooking[]): Map<string, number> {
  const spans = bookings
    .map((booking) => ({ id: booking.id, ...halfDays(booking) }))
    .sort((a, b) => a.first - b.first || a.last - b.last || a.id.localeCompare(b.id));
  /** The last half-day each lane holds so far. */
  const laneEnds: number[] = [];
  const lanes = new Map<string, number>();
  for (const span of spans) {
    let lane = laneEnds.findIndex((end) => end < span.first);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = span.last;
    lanes.set(span.id, lane);
  }
  return lanes;
}

/** Each day's bookings in lane order, with how the booking covers that day. */
export function dayBookings<T extends CalendarBooking>(
  day: string,
  bookings: readonly T[],
  lanes: ReadonlyMap<string, number>,
): { booking: T; part: DayPart; lane: number }[] {
  const found: { booking: T; part: DayPart; lane: number }[] = [];
  for (const booking of bookings) {
    const part = partOf(booking, day);
    if (part) found.push({ booking, part, lane: lanes.get(booking.id) ?? 0 });
  }
  return found.sort((a, b) => a.lane - b.lane);
}

/**
 * Where a booking's bar sits in a week of 14 half-day columns (morning, afternoon of each day):
 * CSS grid lines `start` to `end`, and whether it carries on before or after the week. Null when the
 * booking does not touch the week.
 */
export function weekSpan(
  booking: CalendarBooking,
  week: readonly string[],
): { start: number; end: number; fromBefore: boolean; onAfter: boolean } | null {
  const { first, last } = halfDays(booking);
  const weekFirst = 2 * dayNumber(week[0]!);
  const weekLast = weekFirst + 2 * week.length - 1;
  if (last < weekFirst || first > weekLast) return null;
  const from = Math.max(first, weekFirst);
  const to = Math.min(last, weekLast);
  return {
    start: from - weekFirst + 1,
    end: to - weekFirst + 2,
    fromBefore: first < weekFirst,
    onAfter: last > weekLast,
  };
}
