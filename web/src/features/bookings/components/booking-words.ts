import type { TBooking } from '@cleanops/contracts';
import type { TFunction } from 'i18next';
import { formatDate } from '@/shared/time/format-date';
import { daysBetween } from '@/shared/time/local-dates';

/** Monday first (DECISIONS.md §7); the names are in bookings.json, so Kazakh needs no ICU data. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A local date (`YYYY-MM-DD`) in the page language: the date itself, never shifted by a zone. */
export function formatLocalDate(
  date: string,
  style: 'day' | 'weekdayDay' | 'full' | 'dayYear' = 'day',
): string {
  return formatDate(`${date}T12:00:00Z`, style, { timeZone: 'UTC' });
}

/** "20 Nov – 23 Nov" */
export function dateRange(booking: Pick<TBooking, 'checkIn' | 'checkOut'>): string {
  return `${formatLocalDate(booking.checkIn)} – ${formatLocalDate(booking.checkOut)}`;
}

/** What a bar says: the feed's summary (or "Stay" / "Blocked"), and the guests when known. */
export function bookingName(t: TFunction, booking: TBooking): string {
  const fallback = booking.kind === 'blocked' ? t('kind.blocked') : t('kind.stay');
  const name = booking.summary.trim() || fallback;
  return booking.guests ? `${name} · ${t('guests', { count: booking.guests })}` : name;
}

/** The whole of it for a screen reader or a tooltip: kind, name, dates, nights, where it came from. */
export function bookingLabel(t: TFunction, booking: TBooking): string {
  const nights = daysBetween(booking.checkIn, booking.checkOut);
  return [
    booking.kind === 'blocked' ? t('kind.blocked') : t('kind.stay'),
    bookingName(t, booking),
    dateRange(booking),
    booking.kind === 'stay' ? t('nights', { count: nights }) : t('days', { count: nights }),
    booking.feedName ? t('source.feed', { name: booking.feedName }) : t('source.manual'),
    booking.status === 'cancelled' ? t('status.cancelled') : null,
    booking.overlapsWith.length > 0 ? t('overlap.label') : null,
  ]
    .filter(Boolean)
    .join(', ');
}
