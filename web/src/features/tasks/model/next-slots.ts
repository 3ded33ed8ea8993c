import type { TTaskSchedule } from '@cleanops/contracts';

/** A start as the location's clocks show it. */
export interface WallSlot {
  date: string;
  time: string;
}

const DAY = 86_400_000;
/** How far ahead the preview looks: a year covers every "every N months" up to 12. */
const LOOKAHEAD_DAYS = 400;

/*
 * Local dates are day numbers (days since 1970-01-01) and times minutes of the day: the same plain
 * arithmetic the server's schedule engine uses, free of the browser's own time zone.
 */
const dayOf = (isoDate: string): number => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY);
const dateOf = (day: number): string => new Date(day * DAY).toISOString().slice(0, 10);
const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** ISO week day of a day number, 1 = Monday … 7 = Sunday (day 0 was a Thursday). */
const weekDayOf = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;

function startsOfDay(s: TTaskSchedule, day: number, start: number): number[] {
  const at = [minutesOf(s.startTime)];
  switch (s.frequency) {
    case 'new_daily': {
      if (s.weekDays.length > 0 && !s.weekDays.includes(weekDayOf(day))) return [];
      const end = s.endTime ? minutesOf(s.endTime) : 24 * 60;
      const slots: number[] = [];
      for (let m = minutesOf(s.startTime); m < end; m += s.interval * 60) slots.push(m);
      return slots;
    }
    case 'daily':
      return (day - start) % s.interval === 0 ? at : [];
    case 'weekly': {
      const week0 = start - (weekDayOf(start) - 1);
      const week = Math.floor((day - week0) / 7);
      return week % s.interval === 0 && s.weekDays.includes(weekDayOf(day)) ? at : [];
    }
    case 'monthly': {
      const first = new Date(start * DAY);
      const date = new Date(day * DAY);
      const months =
        (date.getUTCFullYear() - first.getUTCFullYear()) * 12 + date.getUTCMonth() - first.getUTCMonth();
      if (months % s.interval !== 0) return [];
      const length = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
      return date.getUTCDate() === Math.min(s.monthDay ?? first.getUTCDate(), length) ? at : [];
    }
  }
}

/**
 * The next starts of a recurring task at or after `now` (the location's wall clock, "YYYY-MM-DDTHH:mm"),
 * for the editor's "Next: …" preview. It follows DECISIONS.md §7 as the server does; a preview only,
 * the server's generated jobs are what counts.
 */
export function nextSlots(s: TTaskSchedule, now: string, count = 5): WallSlot[] {
  const start = dayOf(s.startDate);
  const today = dayOf(now.slice(0, 10));
  const nowMinutes = minutesOf(now.slice(11, 16));
  const last = s.endDate ? dayOf(s.endDate) : Number.POSITIVE_INFINITY;
  const slots: WallSlot[] = [];
  for (let day = Math.max(start, today); day <= last && day < today + LOOKAHEAD_DAYS; day++) {
    for (const minutes of startsOfDay(s, day, start)) {
      if (day === today && minutes < nowMinutes) continue;
      slots.push({ date: dateOf(day), time: timeOf(minutes) });
      if (slots.length >= count) return slots;
    }
  }
  return slots;
}
