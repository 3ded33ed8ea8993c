import type { TFunction } from 'i18next';

/**
 * "6 h", "1 h 30 min": a cleaning duration in minutes. The units come from our translations, not
 * Intl: browsers ship unit names for some languages only (Chromium writes "6 hr" for Kazakh).
 * Abbreviations need no plural forms, hence `n` rather than i18next's `count`.
 */
export function formatMinutes(totalMinutes: number, t: TFunction): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const parts = [];
  if (hours > 0) parts.push(t('locations:duration.hours', { n: hours }));
  if (minutes > 0 || hours === 0) parts.push(t('locations:duration.minutes', { n: minutes }));
  return parts.join(' ');
}
