import { afterEach, describe, expect, it } from 'vitest';
import { formatFileSize } from '../files/format-file-size';
import { localNumberFormat, localRelativeTime } from './kazakh-numbers';

const REAL = { NumberFormat: Intl.NumberFormat, RelativeTimeFormat: Intl.RelativeTimeFormat };
const isKazakh = (locales: unknown) => [locales].flat().some((l) => String(l).toLowerCase().startsWith('kk'));

/**
 * Intl as Chromium has it: no Kazakh data, so 'kk' is formatted in the root locale ("2.7", "1 min",
 * "5 minutes ago") and `supportedLocalesOf` leaves it out. Node's full ICU knows Kazakh, so the test
 * takes it away.
 */
function withoutKazakhIntl() {
  class NumberFormat extends REAL.NumberFormat {
    constructor(locales?: string | string[], options?: Intl.NumberFormatOptions) {
      super(isKazakh(locales) ? 'en-US' : locales, options);
    }
    static override supportedLocalesOf(locales: string | string[]) {
      return REAL.NumberFormat.supportedLocalesOf(locales).filter((l) => !isKazakh(l));
    }
  }
  class RelativeTimeFormat extends REAL.RelativeTimeFormat {
    constructor(locales?: string | string[], options?: Intl.RelativeTimeFormatOptions) {
      super(isKazakh(locales) ? 'en-US' : locales, options);
    }
    static override supportedLocalesOf(locales: string | string[]) {
      return REAL.RelativeTimeFormat.supportedLocalesOf(locales).filter((l) => !isKazakh(l));
    }
  }
  Object.assign(Intl, { NumberFormat, RelativeTimeFormat });
}

afterEach(() => {
  Object.assign(Intl, REAL);
});

describe('Kazakh figures in a browser without Kazakh Intl data (Chromium)', () => {
  it('write units, decimals and relative times in Kazakh', () => {
    withoutKazakhIntl();
    // The stub works: plain Intl now answers in English, as Chromium does.
    expect(new Intl.NumberFormat('kk-KZ').format(2.7)).toBe('2.7');
    const unit = (name: string, value: number, digits = 0) =>
      localNumberFormat('kk-KZ', {
        style: 'unit',
        unit: name,
        unitDisplay: 'short',
        maximumFractionDigits: digits,
      }).format(value);
    // As analytics show a duration, hours, a rating and a share (features/analytics/model/format-figures.ts).
    expect(unit('minute', -28)).toBe('-28 мин');
    expect(unit('minute', 1)).toBe('1 мин');
    expect(unit('hour', 0, 1)).toBe('0 сағ');
    expect(unit('hour', 12.5, 1)).toBe('12,5 сағ');
    expect(
      localNumberFormat('kk-KZ', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(2.7),
    ).toBe('2,7');
    expect(localNumberFormat('kk-KZ').format(12345.6)).toBe('12\u00a0345,6');
    expect(localNumberFormat('kk-KZ', { style: 'percent', maximumFractionDigits: 0 }).format(0.5)).toBe(
      '50%',
    );
    expect(formatFileSize(1.5 * 1024 * 1024, 'kk')).toBe('1,5 МБ');
    // As the notifications say when (features/notifications/model/relative-time.ts).
    const words = localRelativeTime('kk');
    expect(words.format(0, 'second')).toBe('қазір');
    expect(words.format(-5, 'minute')).toBe('5 минут бұрын');
    expect(words.format(-2, 'hour')).toBe('2 сағат бұрын');
    expect(words.format(-1, 'day')).toBe('кеше');
    expect(words.format(-3, 'day')).toBe('3 күн бұрын');
    // Other languages keep Intl's own words.
    expect(localRelativeTime('ru').format(-5, 'minute')).toBe('5 минут назад');
  });
});
