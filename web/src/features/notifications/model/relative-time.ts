import { localRelativeTime } from '@/shared/i18n/kazakh-numbers';
import { formatDate } from '@/shared/time/format-date';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "just now", "5 minutes ago", "yesterday", "3 days ago"; older than a week, the date itself
 * ("12 Mar", with the year when it is not this one). Words come from the browser's Intl data, and
 * Kazakh's from shared/i18n/kazakh-numbers.ts where the browser has none.
 */
export function relativeTime(iso: string, now: Date, language: string): string {
  const then = new Date(iso);
  const elapsed = now.getTime() - then.getTime();
  const words = localRelativeTime(language);
  // A clock a little ahead of the server's still reads as "now", not "in 1 minute".
  if (elapsed < MINUTE) return words.format(0, 'second');
  if (elapsed < HOUR) return words.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return words.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return words.format(-Math.floor(elapsed / DAY), 'day');
  // The app's own date formats: they add the year when it is not this one, and write Kazakh months.
  return formatDate(then, 'day', { language, now });
}
