import type { TTurnoverOfWeek } from '@cleanops/contracts';
import { addDays, weekdayIndex } from '@/shared/time/local-dates';
import { parseMonth } from './calendar-month';
import { localDate } from './calendar-view';

/** The Monday of the week holding `date`. */
export const mondayOf = (date: string): string => addDays(date, -weekdayIndex(date));

/** A valid `YYYY-MM-DD` from the address bar, or null. */
export function parseDay(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value) || !parseMonth(value.slice(0, 7))) return null;
  const day = Number(value.slice(8));
  return day >= 1 && addDays(value, 0) === value ? value : null;
}

export interface WeekDay {
  day: string;
  items: TTurnoverOfWeek[];
}

/**
 * The week's seven days, each with its turnovers by start time. A turnover belongs to the day its
 * flat's clocks show when it starts; one whose local day falls outside the week (a flat far east or
 * west of the week's zone) gets a day of its own at the edge, rather than being hidden.
 */
export function groupByDay(from: string, items: readonly TTurnoverOfWeek[]): WeekDay[] {
  const days = new Map<string, TTurnoverOfWeek[]>();
  for (let i = 0; i < 7; i += 1) days.set(addDays(from, i), []);
  for (const item of items) {
    const day = localDate(item.turnover.startsAt, item.location.timezone);
    const list = days.get(day) ?? [];
    list.push(item);
    days.set(day, list);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, list]) => ({
      day,
      items: list.sort((a, b) => a.turnover.startsAt.localeCompare(b.turnover.startsAt)),
    }));
}
