const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "just now", "5 minutes ago", "yesterday", "3 days ago"; older than a week, the date itself
 * ("12 Mar", with the year when it is not this one). Words come from the browser's Intl data,
 * so all four interface languages are covered without a table of our own.
 */
export function relativeTime(iso: string, now: Date, language: string): string {
  const then = new Date(iso);
  const elapsed = now.getTime() - then.getTime();
  const words = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  // A clock a little ahead of the server's still reads as "now", not "in 1 minute".
  if (elapsed < MINUTE) return words.format(0, 'second');
  if (elapsed < HOUR) return words.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return words.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return words.format(-Math.floor(elapsed / DAY), 'day');
  const sameYear = then.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(then);
}
