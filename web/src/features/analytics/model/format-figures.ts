import { localNumberFormat, type NumberFormatter } from '@/shared/i18n/kazakh-numbers';

/**
 * Figures in the page language's own number formats: "1 234,5" in Russian and Kazakh,
 * "1.234,5" in Spanish, "1,234.5" in English. A missing figure (no jobs to rate) reads as a dash.
 */
const TAGS: Record<string, string> = { en: 'en-GB', ru: 'ru-RU', kk: 'kk-KZ', es: 'es-ES' };
const DASH = '—';
const cache = new Map<string, NumberFormatter>();

function numberFormat(language: string, options: Intl.NumberFormatOptions): NumberFormatter {
  const key = `${language}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    found = localNumberFormat(TAGS[language] ?? language, options);
    cache.set(key, found);
  }
  return found;
}

const missing = (value: number | null | undefined): value is null | undefined =>
  value === null || value === undefined || !Number.isFinite(value);

export function formatCount(value: number | null | undefined, language: string): string {
  return missing(value) ? DASH : numberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

/** A share given as 0–1 (completion, on-time and converted rates). */
export function formatShare(value: number | null | undefined, language: string): string {
  return missing(value)
    ? DASH
    : numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value);
}

/** A mean star rating: one decimal. */
export function formatRating(value: number | null | undefined, language: string): string {
  return missing(value)
    ? DASH
    : numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** Hours worked, with the unit in the language ("12,5 ч", "12.5 hr"). */
export function formatHours(value: number | null | undefined, language: string): string {
  return missing(value)
    ? DASH
    : numberFormat(language, {
        style: 'unit',
        unit: 'hour',
        unitDisplay: 'short',
        maximumFractionDigits: 1,
      }).format(value);
}

/** A duration in minutes: minutes below an hour, hours with a decimal above ("45 мин", "1,5 ч"). */
export function formatMinutes(value: number | null | undefined, language: string): string {
  if (missing(value)) return DASH;
  if (value < 60) {
    return numberFormat(language, {
      style: 'unit',
      unit: 'minute',
      unitDisplay: 'short',
      maximumFractionDigits: 0,
    }).format(value);
  }
  return formatHours(value / 60, language);
}
