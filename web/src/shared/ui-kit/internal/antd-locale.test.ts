import { LANGUAGES } from '@cleanops/contracts/rules';
import dayjsGenerateConfig from '@rc-component/picker/es/generate/dayjs';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { applyDateLocale } from './antd-locale';

describe('applyDateLocale', () => {
  it('gives antd the page language and dayjs Russian weekdays as Russians write them', () => {
    try {
      expect(applyDateLocale('ru').locale).toBe('ru');
      // Monday 23 November 2026.
      expect(dayjs('2026-11-23').format('dd, ddd')).toBe('пн, пн');
      expect(applyDateLocale('kk').locale).toBe('kk');
      expect(dayjs.locale()).toBe('kk');
      expect(dayjs('2026-11-23').format('MMMM')).toBe('қараша');
    } finally {
      applyDateLocale('en');
    }
  });

  it("starts the pickers' weeks on Monday in every language, as the calendar and analytics do", () => {
    try {
      for (const language of LANGUAGES) {
        // The picker asks antd's dayjs adapter with the locale name antd's own locale gives it.
        const pickerLocale = applyDateLocale(language).DatePicker!.lang.locale;
        expect(dayjsGenerateConfig.locale.getWeekFirstDay(pickerLocale), language).toBe(1);
      }
    } finally {
      applyDateLocale('en');
    }
  });

  it('names the page-size picker in the page language, not in English', () => {
    try {
      for (const language of ['kk', 'ru', 'es'] as const) {
        expect(applyDateLocale(language).Pagination?.page_size, language).not.toBe('Page Size');
      }
    } finally {
      applyDateLocale('en');
    }
  });
});
