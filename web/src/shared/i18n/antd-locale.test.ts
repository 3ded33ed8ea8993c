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
});
