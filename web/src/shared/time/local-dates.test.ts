import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, daysBetween, weekdayIndex } from './local-dates';

describe('local dates', () => {
  it('steps over month, year and leap-day ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts whole days either way, and numbers days in their order', () => {
    expect(daysBetween('2026-11-29', '2026-12-06')).toBe(7);
    expect(daysBetween('2026-12-06', '2026-11-29')).toBe(-7);
    expect(dayNumber('2026-11-30') - dayNumber('2026-11-29')).toBe(1);
  });

  it('starts the week on Monday', () => {
    expect(weekdayIndex('2026-11-30')).toBe(0);
    expect(weekdayIndex('2026-11-29')).toBe(6);
  });
});
