import type { TAttendanceEntry } from '@cleanops/contracts';
import { describe, expect, it } from 'vitest';
import { hoursAndMinutes, openShift, workedMs } from './attendance';

const USER = '00000000-0000-4000-8000-000000000001';
const entry = (n: number, clockInAt: string, clockOutAt: string | null): TAttendanceEntry => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  userId: USER,
  clockInAt,
  clockOutAt,
});

const dayStart = new Date('2026-05-12T00:00:00.000Z');
const dayEnd = new Date('2026-05-13T00:00:00.000Z');

describe('openShift', () => {
  it('is the newest entry when it has no clock-out', () => {
    const open = entry(2, '2026-05-12T13:00:00.000Z', null);
    expect(openShift([entry(1, '2026-05-12T08:00:00.000Z', '2026-05-12T12:00:00.000Z'), open])).toBe(open);
  });

  it('is none when the newest shift is closed, or there are none', () => {
    expect(openShift([entry(1, '2026-05-12T08:00:00.000Z', '2026-05-12T12:00:00.000Z')])).toBeNull();
    expect(openShift([])).toBeNull();
  });
});

describe('workedMs', () => {
  it('adds closed shifts and the open one up to now', () => {
    const now = new Date('2026-05-12T14:30:00.000Z');
    const ms = workedMs(
      [
        entry(1, '2026-05-12T08:00:00.000Z', '2026-05-12T12:00:00.000Z'),
        entry(2, '2026-05-12T13:00:00.000Z', null),
      ],
      dayStart,
      dayEnd,
      now,
    );
    expect(hoursAndMinutes(ms)).toEqual({ hours: 5, minutes: 30 });
  });

  it('counts only the part of a night shift after midnight', () => {
    const now = new Date('2026-05-12T10:00:00.000Z');
    const ms = workedMs(
      [entry(1, '2026-05-11T22:00:00.000Z', '2026-05-12T02:15:00.000Z')],
      dayStart,
      dayEnd,
      now,
    );
    expect(hoursAndMinutes(ms)).toEqual({ hours: 2, minutes: 15 });
  });
});

describe('hoursAndMinutes', () => {
  it('rounds down to whole minutes', () => {
    expect(hoursAndMinutes(59_999)).toEqual({ hours: 0, minutes: 0 });
    expect(hoursAndMinutes(61 * 60_000 + 30_000)).toEqual({ hours: 1, minutes: 1 });
  });
});
