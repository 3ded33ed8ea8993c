import dayjs, { type Dayjs } from 'dayjs';
import { formatKazakh, intlKnowsKazakh } from './kazakh-dates';
import { DATE_LOCALE_TAGS } from './locale-tags';

/**
 * Every date and time the app shows, in the page language's own formats: Intl knows
 * "пн, 23 нояб., 18:00" and "понедельник, 23 ноября 2026 г." where dayjs's Russian gives "пнд" and
 * needs a capitalising style. English reads as en-GB (24-hour, day first), as the server's e-mails do.
 */
export type DateStyle =
  /** 18:00 */
  | 'time'
  /** 23 нояб. this year, 23 нояб. 2025 г. otherwise */
  | 'day'
  /** 23 нояб. 2026 г. */
  | 'dayYear'
  /** 23 нояб., 18:00 this year, 23 нояб. 2025 г., 18:00 otherwise */
  | 'dayTime'
  /** пн, 23 нояб., 18:00 */
  | 'weekdayDayTime'
  /** пн, 23 нояб. */
  | 'weekdayDay'
  /** 23 ноября 2026 г. */
  | 'long'
  /** понедельник, 23 ноября 2026 г. */
  | 'full'
  /** 23 нояб. 2026 г., 18:00 */
  | 'dateTime';

const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  time: TIME,
  day: { day: 'numeric', month: 'short' },
  dayYear: { day: 'numeric', month: 'short', year: 'numeric' },
  dayTime: { day: 'numeric', month: 'short', ...TIME },
  weekdayDayTime: { weekday: 'short', day: 'numeric', month: 'short', ...TIME },
  weekdayDay: { weekday: 'short', day: 'numeric', month: 'short' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', ...TIME },
};
/** Styles that drop the year when it is the current one: lists stay short without losing an old year. */
const YEAR_WHEN_OTHER: Partial<Record<DateStyle, DateStyle>> = { day: 'dayYear', dayTime: 'dateTime' };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, style: DateStyle, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${language}|${style}|${timeZone ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(DATE_LOCALE_TAGS[language] ?? language, { ...STYLES[style], timeZone });
    formatters.set(key, found);
  }
  return found;
}

export interface FormatDateOptions {
  /** The zone whose clocks to show (a location's); the browser's own when absent. */
  timeZone?: string;
  /** The interface language; the one the app set for dates (antd-locale.ts) when absent. */
  language?: string;
  /** What "this year" is measured from, for the styles that drop the current year. */
  now?: Date;
}

/** An instant (ISO text, Date, or a Dayjs such as a picker's wall-clock value) in words. */
export function formatDate(
  value: string | number | Date | Dayjs,
  style: DateStyle,
  { timeZone, language = dayjs.locale(), now = new Date() }: FormatDateOptions = {},
): string {
  const date = dayjs.isDayjs(value) ? value.toDate() : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const withYear = YEAR_WHEN_OTHER[style];
  const shown = withYear && yearIn(date, timeZone) !== yearIn(now, timeZone) ? withYear : style;
  // A clock time on the device's own clock reads "18:05" in all four languages: no Intl formatter is
  // made for it, since the first one costs a phone a long wait for the locale's data (the
  // dashboard's "updated at" would pay it in the task that draws its first answer).
  if (shown === 'time' && timeZone === undefined) return deviceClock(date);
  if (language === 'kk' && !intlKnowsKazakh()) return formatKazakh(date, shown, timeZone);
  return formatter(language, shown, timeZone).format(date);
}

const twoDigits = (n: number) => String(n).padStart(2, '0');
const deviceClock = (date: Date) => `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;

/**
 * One Intl formatter per zone for the year, the day and a zone's clock: creating one is slow on a
 * phone (and the first loads the browser's locale and zone data), so they are made once
 * (a job page's times would make a dozen, in one long task of its first render).
 */
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();
function zoneFormatter(kind: 'year' | 'day' | 'clock', timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone ?? ''}`;
  let found = zoneFormatters.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'year'
        ? { year: 'numeric' }
        : kind === 'day'
          ? { year: 'numeric', month: '2-digit', day: '2-digit' }
          : {
              year: 'numeric',
              month: 'numeric',
              day: 'numeric',
              hour: 'numeric',
              minute: 'numeric',
              second: 'numeric',
              hourCycle: 'h23',
            };
    found = new Intl.DateTimeFormat(kind === 'day' ? 'en-CA' : 'en', { ...options, timeZone });
    zoneFormatters.set(key, found);
  }
  return found;
}

function yearIn(date: Date, timeZone: string | undefined): number {
  if (timeZone === undefined) return date.getFullYear();
  return Number(zoneFormatter('year', timeZone).format(date));
}

/** The calendar date (YYYY-MM-DD) an instant falls on in `timeZone` (the device's zone without one). */
export function localDate(at: string | Date, timeZone?: string): string {
  return zoneFormatter('day', timeZone).format(new Date(at));
}

/** True when both instants fall on the same calendar day of `timeZone`. */
export function sameDay(a: string | Date, b: string | Date, timeZone?: string): boolean {
  return localDate(a, timeZone) === localDate(b, timeZone);
}

/** How far `timeZone`'s clocks are ahead of UTC at `at`, in minutes (Almaty: 300). */
export function utcOffsetMinutes(at: string | Date, timeZone: string): number {
  const date = new Date(at);
  const parts: Record<string, number> = {};
  for (const part of zoneFormatter('clock', timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((wall - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

const DOTTED = 'DD.MM.YYYY';
const SLASHED = 'DD/MM/YYYY';
/** English readers differ on 05/12/2026 (5 December or May 12): the month is shown by name. */
const NAMED_MONTH = 'D MMM YYYY';
const PICKER_DAY: Record<string, string[]> = {
  ru: [DOTTED],
  kk: [DOTTED],
  en: [NAMED_MONTH, SLASHED],
  es: [SLASHED],
};

/**
 * The `format` of an antd date picker in the page language: short and typeable ("23.11.2026 18:00" in
 * Russian, "23/11/2026 18:00" in Spanish, "23 Nov 2026 18:00" in English), never ISO. antd shows a
 * value in the first format and reads what is typed in any of them, so English also takes 23/11/2026.
 */
export function pickerFormat(
  kind: 'date' | 'dateTime',
  language: string = dayjs.locale(),
): string | string[] {
  const days = PICKER_DAY[language] ?? [SLASHED];
  const formats = kind === 'date' ? days : days.map((day) => `${day} HH:mm`);
  return formats.length === 1 ? formats[0]! : formats;
}
