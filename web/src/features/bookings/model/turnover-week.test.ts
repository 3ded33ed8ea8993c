import type { TTurnoverOfWeek } from '@cleanops/contracts';
import { describe, expect, it } from 'vitest';
import { groupByDay, mondayOf, parseDay } from './turnover-week';

function item(title: string, timezone: string, startsAt: string): TTurnoverOfWeek {
  return {
    location: { id: '00000000-0000-4000-8000-000000000001', title, timezone },
    booking: {
      id: '00000000-0000-4000-8000-000000000002',
      checkIn: '2026-11-20',
      checkOut: '2026-11-23',
      summary: 'Reserved',
      guests: null,
      feedName: 'Airbnb',
      overlapsWith: [],
    },
    nextCheckIn: null,
    turnover: {
      taskId: '00000000-0000-4000-8000-000000000003',
      occurrenceId: '00000000-0000-4000-8000-000000000004',
      startsAt,
      dueAt: startsAt,
      sameDay: false,
      state: 'pending',
    },
    pickedBy: null,
  };
}

describe('the week of turnovers', () => {
  it('starts on Monday and takes only real dates from the address', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(parseDay('2026-11-23')).toBe('2026-11-23');
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('nonsense')).toBeNull();
  });

  it('puts each turnover on its flat’s local day, in start order, with every day of the week shown', () => {
    const days = groupByDay('2026-11-23', [
      item('Late', 'Asia/Almaty', '2026-11-23T10:00:00.000Z'),
      item('Early', 'Asia/Almaty', '2026-11-23T07:00:00.000Z'),
      // 23:30 UTC on Monday is already Tuesday in Almaty.
      item('Night', 'Asia/Almaty', '2026-11-23T23:30:00.000Z'),
    ]);
    expect(days).toHaveLength(7);
    expect(days[0]!.items.map((i) => i.location.title)).toEqual(['Early', 'Late']);
    expect(days[1]!.items.map((i) => i.location.title)).toEqual(['Night']);
    expect(days[6]).toEqual({ day: '2026-11-29', items: [] });
  });
});
