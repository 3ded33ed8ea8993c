/**
 * Chromium ships its ICU without Kazakh: `Intl.DateTimeFormat('kk-KZ')` falls back to the root locale
 * and writes "2026 M11 23, Mon". Where that happens, Kazakh dates are put together here from CLDR's
 * Kazakh names and patterns (the same text Node's full ICU gives), with the wall clock read in the
 * wanted zone through Intl's numeric parts, which every build has.
 */
const MONTHS_SHORT = [
  'қаң.',
  'ақп.',
  'нау.',
  'сәу.',
  'мам.',
  'мау.',
  'шіл.',
  'там.',
  'қыр.',
  'қаз.',
  'қар.',
  'жел.',
];
const MONTHS_LONG = [
  'қаңтар',
  'ақпан',
  'наурыз',
  'сәуір',
  'мамыр',
  'маусым',
  'шілде',
  'тамыз',
  'қыркүйек',
  'қазан',
  'қараша',
  'желтоқсан',
];
const WEEKDAYS_SHORT = ['жс', 'дс', 'сс', 'ср', 'бс', 'жм', 'сб'];
const WEEKDAYS_LONG = ['жексенбі', 'дүйсенбі', 'сейсенбі', 'сәрсенбі', 'бейсенбі', 'жұма', 'сенбі'];

export type KazakhDateStyle =
  | 'time'
  | 'day'
  | 'dayYear'
  | 'dayTime'
  | 'weekdayDayTime'
  | 'weekdayDay'
  | 'long'
  | 'full'
  | 'dateTime';

let supported: boolean | undefined;
/** Whether this browser's Intl knows Kazakh month names (Node and Chrome with full ICU do). */
export function intlKnowsKazakh(): boolean {
  supported ??= new Intl.DateTimeFormat('kk-KZ', { month: 'long', timeZone: 'UTC' })
    .format(new Date(Date.UTC(2026, 10, 15)))
    .includes('қараша');
  return supported;
}

const numeric = new Map<string, Intl.DateTimeFormat>();
function wallClock(date: Date, timeZone: string | undefined) {
  const key = timeZone ?? '';
  let format = numeric.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    numeric.set(key, format);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  const year = Number(part('year'));
  const month = Number(part('month'));
  const day = Number(part('day'));
  return {
    year,
    month,
    day,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** `date` in Kazakh in one of format-date.ts's styles, without Intl's Kazakh data. */
export function formatKazakh(date: Date, style: KazakhDateStyle, timeZone?: string): string {
  const { year, month, day, weekday, time } = wallClock(date, timeZone);
  const short = `${day} ${MONTHS_SHORT[month - 1]}`;
  const long = `${day} ${MONTHS_LONG[month - 1]}`;
  switch (style) {
    case 'time':
      return time;
    case 'day':
      return short;
    case 'dayYear':
      return `${year} ж. ${short}`;
    case 'dayTime':
      return `${short}, ${time}`;
    case 'weekdayDayTime':
      return `${short}, ${WEEKDAYS_SHORT[weekday]}, ${time}`;
    case 'weekdayDay':
      return `${short}, ${WEEKDAYS_SHORT[weekday]}`;
    case 'long':
      return `${year} ж. ${long}`;
    case 'full':
      return `${year} ж. ${long}, ${WEEKDAYS_LONG[weekday]}`;
    case 'dateTime':
      return `${year} ж. ${short}, ${time}`;
  }
}
