import { describe, expect, it } from 'vitest';
import { INTERVAL_MAX, ZTaskSchedule } from './tasks';

const issues = (input: object) => {
  const parsed = ZTaskSchedule.safeParse({
    frequency: 'daily',
    startDate: '2027-01-01',
    startTime: '09:00',
    ...input,
  });
  return parsed.success
    ? []
    : parsed.error.issues.map(({ path, message }) => ({ path: path.join('.'), message }));
};

describe('ZTaskSchedule (DECISIONS.md §7)', () => {
  it('takes only dates the calendar has, leap days included', () => {
    expect(issues({ startDate: '2028-02-29', endDate: '2028-12-31' })).toEqual([]);
    for (const startDate of ['2027-02-29', '2027-02-30', '2027-04-31', '2027-06-31']) {
      expect(issues({ startDate })).toEqual([{ path: 'startDate', message: 'noSuchDate' }]);
    }
    expect(issues({ endDate: '2027-11-31' })).toEqual([{ path: 'endDate', message: 'noSuchDate' }]);
    expect(issues({ startDate: '2027-13-01' })).toEqual([{ path: 'startDate', message: 'invalidDate' }]);
  });

  it("refuses an interval over the frequency's maximum with that maximum, once", () => {
    for (const [frequency, maximum] of Object.entries(INTERVAL_MAX)) {
      const extra = { new_daily: { endTime: '18:00' }, weekly: { weekDays: [1] }, monthly: { monthDay: 1 } };
      const base = { frequency, ...(extra as Record<string, object>)[frequency] };
      expect(issues({ ...base, interval: maximum })).toEqual([]);
      const over = ZTaskSchedule.safeParse({
        startDate: '2027-01-01',
        startTime: '09:00',
        ...base,
        interval: 1000,
      });
      expect(over.success ? [] : over.error.issues).toEqual([
        expect.objectContaining({ code: 'too_big', path: ['interval'], maximum, message: 'tooBig' }),
      ]);
    }
  });
});
