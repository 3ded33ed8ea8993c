import type { TAnalyticsBucket } from '@cleanops/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/kk';
import { formatDate } from '@/shared/time/format-date';

const TAGS: Record<string, string> = { en: 'en-GB', ru: 'ru-RU', kk: 'kk-KZ', es: 'es-ES' };

/**
 * Chromium ships ICU without Kazakh month names and writes "2026 M11 1"; dayjs's Kazakh locale has
 * them ("1 қар. 2026"). Used only when Intl fell back to month numbers.
 */
const MONTH_NUMBER = /\bM\d{1,2}\b/;
function kazakhFallback(text: string, day: string, format: string, language: string): string {
  return language === 'kk' && MONTH_NUMBER.test(text)
    ? dayjs(day.slice(0, 10)).locale('kk').format(format)
    : text;
}

/**
 * A chart bucket's label in the page language. The API names a bucket by its first local moment
 * ("2026-11-23" or "2026-11-23T14:00"), already in the location's own zone, so it is read as a wall
 * clock (UTC here) and never shifted to the browser's zone.
 */
export function bucketLabel(bucket: string, size: TAnalyticsBucket, language: string): string {
  if (size === 'hour') return bucket.slice(11, 16) || bucket;
  const day = `${bucket.slice(0, 10)}T00:00:00Z`;
  if (size === 'month') {
    const text = new Intl.DateTimeFormat(TAGS[language] ?? language, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(day));
    return kazakhFallback(text, day, 'MMM YYYY', language);
  }
  return kazakhFallback(formatDate(day, 'day', { language, timeZone: 'UTC' }), day, 'D MMM', language);
}

/** A resolved range's local days ("1 Nov 2026 – 30 Nov 2026"), or one day when they are the same. */
export function rangeLabel(from: string, to: string, language: string): string {
  const say = (date: string) =>
    kazakhFallback(
      formatDate(`${date}T00:00:00Z`, 'dayYear', { language, timeZone: 'UTC' }),
      date,
      'D MMM YYYY',
      language,
    );
  return from === to ? say(from) : `${say(from)} – ${say(to)}`;
}
