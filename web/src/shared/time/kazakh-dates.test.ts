import { describe, expect, it } from 'vitest';
import { formatKazakh, type KazakhDateStyle } from './kazakh-dates';

/**
 * Node has full ICU, so its Kazakh is the reference: what Chromium cannot write (it has no Kazakh
 * data and shows "2026 M11 23, Mon") must read exactly as real Kazakh does.
 */
const STYLES: Record<KazakhDateStyle, Intl.DateTimeFormatOptions> = {
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  day: { day: 'numeric', month: 'short' },
  dayYear: { day: 'numeric', month: 'short', year: 'numeric' },
  dayTime: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  weekdayDayTime: {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  weekdayDay: { weekday: 'short', day: 'numeric', month: 'short' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  dateTime: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
};

describe('Kazakh dates without Intl data', () => {
  const zones = ['Asia/Almaty', 'Europe/Madrid', 'UTC'];
  // Every month and weekday, around midnight so the zone decides the day.
  const instants = Array.from({ length: 14 }, (_, i) => new Date(Date.UTC(2026, i % 12, 1 + i * 2, 23, 30)));

  it.each(Object.keys(STYLES) as KazakhDateStyle[])('%s reads as ICU writes Kazakh', (style) => {
    for (const timeZone of zones) {
      for (const date of instants) {
        const expected = new Intl.DateTimeFormat('kk-KZ', { ...STYLES[style], timeZone }).format(date);
        expect(formatKazakh(date, style, timeZone)).toBe(expected);
      }
    }
  });
});
