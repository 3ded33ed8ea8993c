import type { TBooking, TBookingTurnover } from '@cleanops/contracts';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { addDays } from '@/shared/time/local-dates';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The local date (`YYYY-MM-DD`) `zone`'s clocks show at an instant. */
export function localDate(iso: string | Date, zone: string): string {
  return dayjs(iso).tz(zone).format('YYYY-MM-DD');
}

/** What the grid draws: bookings still on (a cancelled one is listed below it, struck out). */
export const activeBookings = (bookings: readonly TBooking[]) =>
  bookings.filter((b) => b.status === 'active');

export interface DayTurnover {
  booking: TBooking;
  turnover: TBookingTurnover;
}

/** Each active stay's turnover under the local day it starts on (its check-out day, as a rule). */
export function turnoversByDay(bookings: readonly TBooking[], zone: string): Map<string, DayTurnover[]> {
  const days = new Map<string, DayTurnover[]>();
  for (const booking of activeBookings(bookings)) {
    if (!booking.turnover) continue;
    const day = localDate(booking.turnover.startsAt, zone);
    const list = days.get(day) ?? [];
    list.push({ booking, turnover: booking.turnover });
    days.set(day, list);
  }
  for (const list of days.values())
    list.sort((a, b) => a.turnover.startsAt.localeCompare(b.turnover.startsAt));
  return days;
}

/** One day of the phone's list: who leaves, who arrives, what is blocked from it, which turnovers. */
export interface CalendarDay {
  day: string;
  leaving: TBooking[];
  arriving: TBooking[];
  blocked: TBooking[];
  turnovers: DayTurnover[];
}

/**
 * The days of `days` on which something happens, for the phone's list: a departure, an arrival, the
 * start of blocked dates (or the first listed day of a block that began earlier) and turnovers.
 */
export function eventfulDays(
  days: readonly string[],
  bookings: readonly TBooking[],
  zone: string,
): CalendarDay[] {
  const active = activeBookings(bookings);
  const turnovers = turnoversByDay(bookings, zone);
  const first = days[0];
  const result: CalendarDay[] = [];
  for (const day of days) {
    const entry: CalendarDay = {
      day,
      leaving: active.filter((b) => b.kind === 'stay' && b.checkOut === day),
      arriving: active.filter((b) => b.kind === 'stay' && b.checkIn === day),
      blocked: active.filter(
        (b) =>
          b.kind === 'blocked' &&
          (b.checkIn === day || (day === first && b.checkIn < day && addDays(b.checkOut, -1) >= day)),
      ),
      turnovers: turnovers.get(day) ?? [],
    };
    if (entry.leaving.length + entry.arriving.length + entry.blocked.length + entry.turnovers.length > 0)
      result.push(entry);
  }
  return result;
}
