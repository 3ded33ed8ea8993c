/**
 * Chromium ships its ICU without Kazakh (as for dates, shared/time/kazakh-dates.ts): Intl then formats
 * 'kk' numbers in the root locale, "2.7", "1 min", "0 hr", "-28 min", "5 minutes ago". Where that
 * happens, Kazakh numbers are written here: digits with the separators Kazakh shares with Russian
 * ("12 345,6"), and CLDR's Kazakh unit and relative-time words (the text Node's full ICU gives).
 */

/** Whether this browser's Intl has Kazakh number data (Node and Chrome with full ICU do). */
export function intlKnowsKazakhNumbers(): boolean {
  return Intl.NumberFormat.supportedLocalesOf(['kk']).length > 0;
}

/** Whether this browser's Intl has Kazakh relative-time words. */
export function intlKnowsKazakhRelativeTime(): boolean {
  return Intl.RelativeTimeFormat.supportedLocalesOf(['kk']).length > 0;
}

/** CLDR's short Kazakh unit names, for the units the app shows. */
const UNITS: Record<string, string> = {
  minute: 'мин',
  hour: 'сағ',
  day: 'күн',
  kilobyte: 'КБ',
  megabyte: 'МБ',
};

export interface NumberFormatter {
  format(value: number): string;
}

/**
 * `Intl.NumberFormat` for a language tag, Kazakh included where Intl lacks it: the same options, the
 * unit and percent sign added the Kazakh way ("45 мин", "12,5 сағ", "50%").
 */
export function localNumberFormat(tag: string, options: Intl.NumberFormatOptions = {}): NumberFormatter {
  if (!tag.toLowerCase().startsWith('kk') || intlKnowsKazakhNumbers()) {
    return new Intl.NumberFormat(tag, options);
  }
  const { style, unit, unitDisplay: _unitDisplay, ...rest } = options;
  // Russian writes digits as Kazakh does: a space between thousands and a decimal comma.
  const digits = new Intl.NumberFormat('ru-RU', rest);
  if (style === 'unit' && unit) {
    const word = UNITS[unit] ?? unit;
    return { format: (value) => `${digits.format(value)} ${word}` };
  }
  if (style === 'percent') {
    const percent = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0, ...rest });
    return { format: (value) => `${percent.format(value * 100)}%` };
  }
  return digits;
}

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day';

/** Kazakh's words for a time before or after now, by unit: the noun, and its "after" form. */
const RELATIVE: Record<RelativeUnit, { past: string; future: string }> = {
  second: { past: 'секунд бұрын', future: 'секундтан кейін' },
  minute: { past: 'минут бұрын', future: 'минуттан кейін' },
  hour: { past: 'сағат бұрын', future: 'сағаттан кейін' },
  day: { past: 'күн бұрын', future: 'күннен кейін' },
};
/** `numeric: 'auto'` words: "қазір" for now, "кеше" and "ертең" around today. */
const AUTO: Partial<Record<RelativeUnit, Record<number, string>>> = {
  second: { 0: 'қазір' },
  day: { [-1]: 'кеше', 0: 'бүгін', 1: 'ертең' },
};

export interface RelativeFormatter {
  format(value: number, unit: RelativeUnit): string;
}

/** `Intl.RelativeTimeFormat(tag, { numeric: 'auto' })`, Kazakh included where Intl lacks it. */
export function localRelativeTime(tag: string): RelativeFormatter {
  if (!tag.toLowerCase().startsWith('kk') || intlKnowsKazakhRelativeTime()) {
    return new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
  }
  const digits = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
  return {
    format: (value, unit) => {
      const named = AUTO[unit]?.[value];
      if (named) return named;
      const words = RELATIVE[unit];
      // A negative zero is a moment just past, as Intl reads it.
      return `${digits.format(Math.abs(value))} ${value < 0 || Object.is(value, -0) ? words.past : words.future}`;
    },
  };
}
