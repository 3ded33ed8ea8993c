import dayjs, { type Dayjs } from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

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

/** An instant formatted as `zone`'s clocks show it, in the interface language. */
export function formatInZone(iso: string, zone: string, format: string): string {
  return dayjs(iso).tz(zone).locale(dayjs.locale()).format(format);
}

/** "12 Mar" this year, "12 Mar 2024" otherwise: lists stay short without losing an old year. */
export function dayFormat(iso: string, zone: string, now: Date = new Date()): string {
  const sameYear = dayjs(iso).tz(zone).year() === dayjs(now).tz(zone).year();
  return sameYear ? 'D MMM' : 'D MMM YYYY';
}

/** A job's window in its location's zone: "12 Mar, 09:00–18:00", "12 Mar 22:00 – 13 Mar 06:00". */
export function windowText(
  startsAt: string,
  dueAt: string | null,
  zone: string,
  now: Date = new Date(),
): { start: string; end: string | null } {
  const start = formatInZone(startsAt, zone, `${dayFormat(startsAt, zone, now)}, HH:mm`);
  if (!dueAt) return { start, end: null };
  const sameDay = formatInZone(startsAt, zone, 'YYYY-MM-DD') === formatInZone(dueAt, zone, 'YYYY-MM-DD');
  const end = sameDay
    ? formatInZone(dueAt, zone, 'HH:mm')
    : formatInZone(dueAt, zone, `${dayFormat(dueAt, zone, now)}, HH:mm`);
  return { start, end };
}

export { dayjs };
