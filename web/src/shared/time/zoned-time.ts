import dayjs, { type Dayjs } from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { formatDate, sameDay } from './format-date';

// A task's times are read in its location's zone (DECISIONS.md §7); extend is idempotent.
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(localizedFormat);

const WALL = 'YYYY-MM-DDTHH:mm:ss';

/**
 * The date and time `zone`'s clocks show at `iso`, as a plain local Dayjs: antd's pickers show a
 * Dayjs in the browser's zone, so the owner in another city still edits the location's own time.
 */
export function toWallClock(iso: string, zone: string): Dayjs {
  return dayjs(dayjs(iso).tz(zone).format(WALL));
}

/** The instant at which `zone`'s clocks show the picked date and time. */
export function fromWallClock(wall: Dayjs, zone: string): string {
  return dayjs.tz(wall.format(WALL), zone).toISOString();
}

/** Now, as `zone`'s clocks show it. */
export function wallNow(zone: string, now: Date = new Date()): Dayjs {
  return toWallClock(now.toISOString(), zone);
}

/** A job's window in its location's zone: "12 Mar, 09:00–18:00", "12 Mar, 22:00 – 13 Mar, 06:00". */
export function windowText(
  startsAt: string,
  dueAt: string | null,
  zone: string,
  now: Date = new Date(),
): { start: string; end: string | null } {
  const start = formatDate(startsAt, 'dayTime', { timeZone: zone, now });
  if (!dueAt) return { start, end: null };
  const end = sameDay(startsAt, dueAt, zone)
    ? formatDate(dueAt, 'time', { timeZone: zone })
    : formatDate(dueAt, 'dayTime', { timeZone: zone, now });
  return { start, end };
}

export { dayjs };
