import type { TTaskSchedule } from '@cleanops/contracts';
import { describe, expect, it } from 'vitest';
import { nextSlots } from './next-slots';

const base: TTaskSchedule = {
  frequency: 'daily',
  startDate: '2025-03-03',
  endDate: null,
  startTime: '09:00',
  endTime: null,
  interval: 1,
  weekDays: [],
  monthDay: null,
};
const text = (slots: { date: string; time: string }[]) => slots.map((s) => `${s.date} ${s.time}`);

describe('next starts preview', () => {
  it('skips what already passed today and counts every N days from the start date', () => {
    // 2025-03-12 is a Wednesday, 9 days after the start.
    expect(text(nextSlots({ ...base, interval: 3 }, '2025-03-12T10:00', 3))).toEqual([
      '2025-03-15 09:00',
      '2025-03-18 09:00',
      '2025-03-21 09:00',
    ]);
    expect(text(nextSlots(base, '2025-03-12T08:59', 1))).toEqual(['2025-03-12 09:00']);
  });

  it('runs hourly slots until the end time on the chosen days', () => {
    const hourly: TTaskSchedule = {
      ...base,
      frequency: 'new_daily',
      interval: 3,
      endTime: '16:00',
      weekDays: [5],
    };
    expect(text(nextSlots(hourly, '2025-03-12T10:00', 4))).toEqual([
      '2025-03-14 09:00',
      '2025-03-14 12:00',
      '2025-03-14 15:00',
      '2025-03-21 09:00',
    ]);
  });

  it('counts weeks from the start date week, Monday first', () => {
    const weekly: TTaskSchedule = { ...base, frequency: 'weekly', interval: 2, weekDays: [1, 5] };
    expect(text(nextSlots(weekly, '2025-03-04T00:00', 4))).toEqual([
      '2025-03-07 09:00',
      '2025-03-17 09:00',
      '2025-03-21 09:00',
      '2025-03-31 09:00',
    ]);
  });

  it('moves day 31 to the last day of shorter months', () => {
    const monthly: TTaskSchedule = { ...base, startDate: '2025-01-01', frequency: 'monthly', monthDay: 31 };
    expect(text(nextSlots(monthly, '2025-01-31T10:00', 3))).toEqual([
      '2025-02-28 09:00',
      '2025-03-31 09:00',
      '2025-04-30 09:00',
    ]);
  });

  it('stops at the end date and starts no earlier than the start date', () => {
    expect(text(nextSlots({ ...base, endDate: '2025-03-13' }, '2025-03-12T10:00'))).toEqual([
      '2025-03-13 09:00',
    ]);
    expect(text(nextSlots({ ...base, startDate: '2025-04-01' }, '2025-03-12T10:00', 1))).toEqual([
      '2025-04-01 09:00',
    ]);
  });
});
