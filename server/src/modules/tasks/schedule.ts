import type { TTaskSchedule } from '@cleanops/contracts';
import { Temporal } from 'temporal-polyfill';

/** One occurrence of a recurring task: when it may start and when it is due. */
export interface OccurrenceSlot {
  startsAt: Date;
  dueAt: Date;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
const COMPATIBLE = { disambiguation: 'compatible' } as const;

/*
 * Local dates are day numbers (days since 1970-01-01) and wall-clock times are "wall ms" (the local
 * date-time read as if it were UTC): plain integer arithmetic, because Temporal's objects cost
 * microseconds each and this runs for every task over a year.
 */
const dayOf = (isoDate: string): number => Date.parse(`${isoDate}T00:00:00Z`) / DAY;
const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** ISO week day of a day number, 1 = Monday … 7 = Sunday (day 0 was a Thursday). */
const weekDayOf = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;

/**
 * The zone's UTC offsets around [from, to], read from Temporal, and the conversions built on them.
 * `instant` turns wall ms into epoch ms as Temporal's toZonedDateTime with "compatible" disambiguation
 * does: a time in a spring-forward gap moves forward by the gap, one repeated by a fall-back is the
 * first (DECISIONS.md §7, RFC 5545 §3.3.5). A wall time farther from every offset change than the
 * offsets differ has exactly one instant, found by subtraction; one nearer goes to Temporal itself.
 */
function zoneClock(timeZone: string, from: Date, to: Date) {
  const spans: { start: number; end: number; offset: number }[] = [];
  // Wide enough that every wall time converted below lies days inside the table.
  const last = to.getTime() + 6 * DAY;
  let zoned = Temporal.Instant.fromEpochMilliseconds(from.getTime() - 6 * DAY).toZonedDateTimeISO(timeZone);
  for (;;) {
    const next = zoned.getTimeZoneTransition('next');
    const end = next && next.epochMilliseconds < last ? next.epochMilliseconds : last;
    spans.push({ start: zoned.epochMilliseconds, end, offset: zoned.offsetNanoseconds / 1e6 });
    if (!next || end === last) break;
    zoned = next;
  }
  const offsets = spans.map((span) => span.offset);
  const margin = Math.max(...offsets) - Math.min(...offsets);
  return {
    /** The local date of an instant, as a day number. */
    localDay(at: Date): number {
      const span = spans.find((s) => at.getTime() >= s.start && at.getTime() < s.end);
      return Math.floor((at.getTime() + (span?.offset ?? 0)) / DAY);
    },
    instant(wall: number): number {
      for (const span of spans) {
        const at = wall - span.offset;
        if (at >= span.start + margin && at < span.end - margin) return at;
      }
      const d = new Date(wall);
      return new Temporal.PlainDateTime(
        d.getUTCFullYear(),
        d.getUTCMonth() + 1,
        d.getUTCDate(),
        d.getUTCHours(),
        d.getUTCMinutes(),
      ).toZonedDateTime(timeZone, COMPATIBLE).epochMilliseconds;
    },
  };
}

/** Local dates in [lo, hi] on which the schedule has an occurrence (DECISIONS.md §7), ascending. */
function* occurrenceDays(s: TTaskSchedule, lo: number, hi: number): Generator<number> {
  const start = dayOf(s.startDate);
  const n = s.interval;
  switch (s.frequency) {
    case 'new_daily': {
      for (let day = lo; day <= hi; day++) {
        if (s.weekDays.length === 0 || s.weekDays.includes(weekDayOf(day))) yield day;
      }
      return;
    }
    case 'daily': {
      // Days start, start + N, …: jump to the first index at or after lo.
      for (let day = start + Math.ceil((lo - start) / n) * n; day <= hi; day += n) yield day;
      return;
    }
    case 'weekly': {
      // Week 0 is the week (from Monday) holding startDate; weeks 0, N, 2N… count.
      const week0 = start - (weekDayOf(start) - 1);
      const weekDays = [...s.weekDays].sort((a, b) => a - b);
      for (let week = Math.ceil(Math.floor((lo - week0) / 7) / n) * n; week0 + week * 7 <= hi; week += n) {
        for (const weekDay of weekDays) {
          const day = week0 + week * 7 + weekDay - 1;
          if (day >= lo && day <= hi) yield day;
        }
      }
      return;
    }
    case 'monthly': {
      // Month 0 is startDate's month; months 0, N, 2N… count; 29–31 mean the last day of a shorter month.
      const first = new Date(start * DAY);
      const loDate = new Date(lo * DAY);
      const months =
        (loDate.getUTCFullYear() - first.getUTCFullYear()) * 12 + loDate.getUTCMonth() - first.getUTCMonth();
      const monthDay = s.monthDay ?? first.getUTCDate();
      for (let index = Math.ceil(months / n) * n; ; index += n) {
        const year = first.getUTCFullYear();
        const month = first.getUTCMonth() + index;
        const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
        const day = Date.UTC(year, month, Math.min(monthDay, length)) / DAY;
        if (day > hi) return;
        if (day >= lo) yield day;
      }
    }
  }
}

/** Occurrences whose startsAt is in [from, to), in ascending order. */
export function occurrenceSlots(
  schedule: TTaskSchedule,
  timeZone: string,
  from: Date,
  to: Date,
): OccurrenceSlot[] {
  // Also answers nothing for an invalid Date (NaN compares false).
  if (!(to.getTime() > from.getTime())) return [];
  const { localDay, instant } = zoneClock(timeZone, from, to);
  // A day's occurrence may move by a DST change, so look one local day beyond each end and filter.
  const lo = Math.max(dayOf(schedule.startDate), localDay(from) - 1);
  const hi = Math.min(
    schedule.endDate === null ? Number.POSITIVE_INFINITY : dayOf(schedule.endDate),
    localDay(to) + 1,
  );
  const startMinutes = minutesOf(schedule.startTime);
  const endMinutes = schedule.endTime === null ? null : minutesOf(schedule.endTime);
  const slots: OccurrenceSlot[] = [];
  let previous = Number.NEGATIVE_INFINITY;
  /** Keeps starts strictly ascending: a gap can fold two wall times onto one instant, which is one job. */
  const add = (startsAt: number, dueAt: number) => {
    if (startsAt <= previous) return;
    previous = startsAt;
    if (startsAt < from.getTime() || startsAt >= to.getTime()) return;
    slots.push({ startsAt: new Date(startsAt), dueAt: new Date(dueAt) });
  };

  for (const day of occurrenceDays(schedule, lo, hi)) {
    const wall = day * DAY;
    if (schedule.frequency === 'new_daily') {
      // Slots at startTime + k·N hours while earlier than endTime; each is due at the next, the last at
      // endTime. A slot a spring-forward gap pushes to or past the end time is not made (DECISIONS.md §7).
      const end = instant(wall + (endMinutes ?? 24 * 60) * MINUTE);
      const starts: number[] = [];
      for (let minutes = startMinutes; minutes < (endMinutes ?? 24 * 60); minutes += schedule.interval * 60) {
        const at = instant(wall + minutes * MINUTE);
        if (at < end) starts.push(at);
      }
      starts.forEach((at, k) => {
        // The next later start: a gap can fold two wall times onto one instant.
        const next = starts.slice(k + 1).find((later) => later > at);
        add(at, next ?? end);
      });
    } else {
      // Due at endTime that day, or at the start of the next local day without one. A start a gap pushes
      // to or past the end time keeps its planned length (DECISIONS.md §7).
      const startsAt = instant(wall + startMinutes * MINUTE);
      const due = instant(endMinutes === null ? wall + DAY : wall + endMinutes * MINUTE);
      const planned = ((endMinutes ?? 24 * 60) - startMinutes) * MINUTE;
      add(startsAt, due > startsAt ? due : startsAt + planned);
    }
  }
  return slots;
}
