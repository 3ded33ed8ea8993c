import type { TBooking } from '@cleanops/contracts';
import { describe, expect, it } from 'vitest';
import { daysOfMonth } from './calendar-month';
import { eventfulDays, localDate, turnoversByDay } from './calendar-view';

let n = 0;
function booking(fields: Partial<TBooking>): TBooking {
  n += 1;
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    locationId: '00000000-0000-4000-8000-000000000999',
    feedId: null,
    feedName: null,
    uid: id,
    kind: 'stay',
    checkIn: '2026-11-20',
    checkOut: '2026-11-23',
    summary: 'Reserved',
    guests: null,
    status: 'active',
    turnover: null,
    warning: null,
    overlapsWith: [],
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...fields,
  };
}

const turnover = (startsAt: string, dueAt: string, sameDay: boolean) => ({
  taskId: '00000000-0000-4000-8000-000000000800',
  occurrenceId: '00000000-0000-4000-8000-000000000801',
  startsAt,
  dueAt,
  sameDay,
  state: 'pending' as const,
});

describe('the calendar’s days', () => {
  it('puts a turnover on the location’s local day, not the viewer’s or UTC’s', () => {
    // 12:00 in Almaty (UTC+5) on the 23rd is 07:00 UTC; 00:30 on the 24th there is still the 23rd in UTC.
    expect(localDate('2026-11-23T19:30:00.000Z', 'Asia/Almaty')).toBe('2026-11-24');
    const stay = booking({
      turnover: turnover('2026-11-23T07:00:00.000Z', '2026-11-23T09:00:00.000Z', true),
    });
    expect([...turnoversByDay([stay], 'Asia/Almaty').keys()]).toEqual(['2026-11-23']);
  });

  it('lists the days something happens on: a departure with a same-day turnover and the next arrival', () => {
    const first = booking({
      checkIn: '2026-11-20',
      checkOut: '2026-11-23',
      turnover: turnover('2026-11-23T07:00:00.000Z', '2026-11-23T09:00:00.000Z', true),
    });
    const next = booking({ checkIn: '2026-11-23', checkOut: '2026-11-26' });
    const cancelled = booking({ checkIn: '2026-11-10', checkOut: '2026-11-12', status: 'cancelled' });
    const block = booking({
      kind: 'blocked',
      checkIn: '2026-10-28',
      checkOut: '2026-11-03',
      summary: 'Not available',
    });
    const days = eventfulDays(daysOfMonth('2026-11'), [first, next, cancelled, block], 'Asia/Almaty');
    expect(days.map((d) => d.day)).toEqual(['2026-11-01', '2026-11-20', '2026-11-23', '2026-11-26']);
    const changeover = days.find((d) => d.day === '2026-11-23')!;
    expect(changeover.leaving).toEqual([first]);
    expect(changeover.arriving).toEqual([next]);
    expect(changeover.turnovers.map((t) => t.turnover.sameDay)).toEqual([true]);
    // The block begun in October shows on the month's first day.
    expect(days[0]!.blocked).toEqual([block]);
  });
});
