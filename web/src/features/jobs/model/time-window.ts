import { formatDate, sameDay, utcOffsetMinutes } from '@/shared/time/format-date';
import { viewerTimeZone } from './dates';

export interface TimeWindow {
  /** "09:00", or "Tue 13 May, 09:00" when not today, in the page language. */
  start: string;
  /** The due time; with its date when it falls on another day than the start; null = no deadline. */
  end: string | null;
  /**
   * The location's city when its clock differs from the viewer's (an owner abroad), so "09:00"
   * is not misread as the viewer's nine o'clock.
   */
  zone: string | null;
}

/** A job's time window in its location's zone, as short as a phone line allows. */
export function timeWindow(
  startsAt: string,
  dueAt: string | null,
  timeZone: string,
  now: Date,
  viewerZone: string = viewerTimeZone(),
): TimeWindow {
  // Cached Intl formatters, not dayjs's tz(), which makes a new one on every call.
  const startText = formatDate(startsAt, sameDay(startsAt, now, timeZone) ? 'time' : 'weekdayDayTime', {
    timeZone,
  });
  let end: string | null = null;
  if (dueAt) {
    end = formatDate(dueAt, sameDay(dueAt, startsAt, timeZone) ? 'time' : 'weekdayDayTime', { timeZone });
  }
  const differs = utcOffsetMinutes(startsAt, timeZone) !== utcOffsetMinutes(startsAt, viewerZone);
  const zone = differs ? (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ') : null;
  return { start: startText, end, zone };
}

/** A moment of a report ("Tue 13 May, 09:12") in the location's zone. */
export function momentIn(at: string, timeZone: string): string {
  return formatDate(at, 'weekdayDayTime', { timeZone });
}
