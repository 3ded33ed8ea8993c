import type { TOccurrence } from '@cleanops/contracts';
import { describe, expect, it } from 'vitest';
import { dayjs } from './dates';
import { awaitsPick, jobsToKeep, KEEP_AHEAD_MAX, myWorkRanges, orderJobs, UPCOMING_DAYS } from './my-work';

const TEAM = { id: '00000000-0000-4000-8000-0000000000aa', name: 'Morning' };

function job(n: number, overrides: Partial<TOccurrence> = {}): TOccurrence {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    taskId: '00000000-0000-4000-8000-000000000100',
    title: `Job ${n}`,
    titleKey: null,
    type: 'working',
    kind: 'one_time',
    origin: 'manual',
    emergency: false,
    location: { id: '00000000-0000-4000-8000-000000000200', title: 'Flat', timezone: 'Asia/Almaty' },
    rooms: [],
    team: null,
    assignees: [],
    pickedBy: null,
    startedBy: null,
    finishedBy: null,
    state: 'pending',
    startsAt: '2026-05-12T08:00:00.000Z',
    dueAt: null,
    startedAt: null,
    finishedAt: null,
    schedule: null,
    photosCount: 0,
    ...overrides,
  };
}

describe('myWorkRanges', () => {
  it('today is the phone’s day; upcoming the following week; earlier jobs end where today begins', () => {
    const now = new Date(2026, 4, 12, 15, 30);
    const ranges = myWorkRanges(now);
    expect(new Date(ranges.today.from)).toEqual(new Date(2026, 4, 12));
    expect(new Date(ranges.today.to)).toEqual(new Date(2026, 4, 13));
    expect(ranges.upcoming.from).toBe(ranges.today.to);
    expect(dayjs(ranges.upcoming.to).diff(dayjs(ranges.upcoming.from), 'day')).toBe(UPCOMING_DAYS);
    expect(ranges.earlierThan).toBe(ranges.today.from);
  });
});

describe('orderJobs', () => {
  it('puts unfinished emergencies first, finished jobs last, then by start; each job once', () => {
    const late = job(1, { startsAt: '2026-05-12T10:00:00.000Z' });
    const early = job(2, { startsAt: '2026-05-12T07:00:00.000Z' });
    const emergency = job(3, { emergency: true, startsAt: '2026-05-12T11:00:00.000Z' });
    const done = job(4, { state: 'completed', startsAt: '2026-05-12T06:00:00.000Z' });
    const carriedOver = job(5, { state: 'overdue', startsAt: '2026-05-11T06:00:00.000Z' });
    const ordered = orderJobs([[carriedOver], [done, late, emergency, early, late]]);
    expect(ordered.map((j) => j.title)).toEqual(['Job 3', 'Job 5', 'Job 2', 'Job 1', 'Job 4']);
  });
});

describe('awaitsPick', () => {
  it('is a team task nobody took and that is not finished', () => {
    expect(awaitsPick(job(1, { team: TEAM }))).toBe(true);
    expect(awaitsPick(job(1))).toBe(false);
    expect(awaitsPick(job(1, { team: TEAM, state: 'completed' }))).toBe(false);
    const anna = {
      id: '00000000-0000-4000-8000-0000000000b1',
      name: 'Anna',
      surname: null,
      role: 'cleaner' as const,
      level: 'regular' as const,
      available: true,
      unavailableDate: null,
    };
    expect(awaitsPick(job(1, { team: TEAM, pickedBy: anna }))).toBe(false);
  });
});

describe('the jobs kept on the phone for working without signal', () => {
  const now = new Date(2026, 10, 25, 9, 0);
  const job = (id: string, startsAt: Date, state: TOccurrence['state'] = 'pending') =>
    ({ id, startsAt: startsAt.toISOString(), state }) as TOccurrence;

  it('keeps unfinished jobs of today, tomorrow and earlier days, not finished ones or later days', () => {
    const jobs = [
      job('left-yesterday', new Date(2026, 10, 24, 15, 0), 'overdue'),
      job('today', new Date(2026, 10, 25, 11, 0)),
      job('done-today', new Date(2026, 10, 25, 8, 0), 'completed'),
      job('tomorrow-late', new Date(2026, 10, 26, 23, 30)),
      job('day-after', new Date(2026, 10, 27, 0, 0)),
    ];
    expect(jobsToKeep(jobs, now)).toEqual(['left-yesterday', 'today', 'tomorrow-late']);
  });

  it('keeps each job once and at most KEEP_AHEAD_MAX', () => {
    const many = Array.from({ length: KEEP_AHEAD_MAX + 5 }, (_, i) => job(`j${i}`, now));
    expect(jobsToKeep([...many, many[0]!], now)).toHaveLength(KEEP_AHEAD_MAX);
    expect(jobsToKeep([job('a', now), job('a', now)], now)).toEqual(['a']);
  });
});
