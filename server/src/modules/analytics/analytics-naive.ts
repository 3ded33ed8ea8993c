import type {
  TAnalyticsBucket,
  TAnalyticsMetrics,
  TAnalyticsPoint,
  TComplaintMetrics,
  TDurationStats,
  TJobMetrics,
} from '@cleanops/contracts';
import { addDays } from './analytics-range';

/**
 * A plain TypeScript recomputation of DECISIONS.md §10, written from the definitions and not from the
 * SQL, for analytics.test.ts to hold the database's figures against (test support only).
 */

export interface NaiveJob {
  id: string;
  taskId: string;
  locationId: string;
  timezone: string;
  roomIds: string[];
  type: 'working' | 'inspect' | 'learn';
  turnover: boolean;
  team: boolean;
  taskDeleted: boolean;
  assigneeIds: string[];
  startsAt: Date;
  dueAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  pickedAt: Date | null;
  pickedBy: string | null;
  startedBy: string | null;
  finishedBy: string | null;
  result: 'pass' | 'fail' | null;
}

export interface NaiveComplaint {
  id: string;
  locationId: string;
  timezone: string;
  roomId: string;
  rating: number;
  source: 'system' | '2gis' | 'google' | 'others';
  taskId: string | null;
  createdAt: Date;
}

export interface NaiveShift {
  userId: string;
  clockInAt: Date;
  clockOutAt: Date | null;
}

const formats = new Map<string, Intl.DateTimeFormat>();
const partsCache = new Map<string, { date: string; hour: string; minute: string }>();

export function localParts(at: Date, timezone: string): { date: string; hour: string; minute: string } {
  const cacheKey = `${timezone} ${at.getTime()}`;
  const cached = partsCache.get(cacheKey);
  if (cached) return cached;
  let format = formats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timezone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  const result = {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: parts.hour!,
    minute: parts.minute!,
  };
  partsCache.set(cacheKey, result);
  return result;
}

/** The instant of a local midnight in a zone. */
export function zonedMidnight(date: string, timezone: string): Date {
  const target = Date.parse(`${date}T00:00:00Z`);
  let guess = target;
  for (let i = 0; i < 3; i++) {
    const p = localParts(new Date(guess), timezone);
    guess += target - Date.parse(`${p.date}T${p.hour}:${p.minute}:00Z`);
  }
  return new Date(guess);
}

export function naiveBucket(at: Date, timezone: string, bucket: TAnalyticsBucket): string {
  const { date, hour } = localParts(at, timezone);
  if (bucket === 'hour') return `${date}T${hour}:00`;
  if (bucket === 'day') return date;
  if (bucket === 'month') return `${date.slice(0, 7)}-01`;
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

export interface NaiveRange {
  from: string;
  to: string;
  bucket: TAnalyticsBucket;
  timezone: string;
  now: Date;
}

const inRange = (at: Date, timezone: string, r: NaiveRange) => {
  const day = localParts(at, timezone).date;
  return day >= r.from && day <= r.to;
};

/** Jobs starting in the range on their location's local day; a deleted task's only if worked on. */
export function jobsIn(jobs: NaiveJob[], r: NaiveRange): NaiveJob[] {
  return jobs.filter(
    (j) =>
      inRange(j.startsAt, j.timezone, r) && (!j.taskDeleted || j.startedAt !== null || j.finishedAt !== null),
  );
}

export function complaintsIn(complaints: NaiveComplaint[], r: NaiveRange): NaiveComplaint[] {
  return complaints.filter((c) => inRange(c.createdAt, c.timezone, r));
}

const minutes = (a: Date, b: Date) => (b.getTime() - a.getTime()) / 60_000;
const ratio = (a: number, b: number) => (b > 0 ? a / b : null);

/** Mean of the exact minutes; median of whole minutes (rounded down), or none for a table row. */
function stats(values: number[], withMedian: boolean): TDurationStats {
  if (!values.length) return { count: 0, meanMinutes: null, medianMinutes: null };
  const sorted = values.map(Math.floor).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return {
    count: values.length,
    meanMinutes: values.reduce((s, v) => s + v, 0) / values.length,
    medianMinutes: withMedian ? median : null,
  };
}

export function naiveJobMetrics(jobs: NaiveJob[], now: Date): TJobMetrics {
  const done = jobs.filter((j) => j.finishedAt);
  const onTime = done.filter((j) => !j.dueAt || j.finishedAt! <= j.dueAt).length;
  const missed = jobs.filter((j) => !j.finishedAt && j.dueAt && j.dueAt < now).length;
  const notYetDue = jobs.filter((j) => !j.finishedAt && (!j.dueAt || j.dueAt >= now)).length;
  return {
    planned: jobs.length,
    done: done.length,
    onTime,
    late: done.length - onTime,
    missed,
    notYetDue,
    notPicked: jobs.filter((j) => j.team && j.startsAt <= now && (!j.pickedAt || j.pickedAt > j.startsAt))
      .length,
    completionRate: ratio(done.length, jobs.length - notYetDue),
    onTimeRate: ratio(onTime, done.length + missed),
  };
}

function working(jobs: NaiveJob[]): number[] {
  return jobs.filter((j) => j.finishedAt && j.startedAt).map((j) => minutes(j.startedAt!, j.finishedAt!));
}

export function naiveComplaintMetrics(list: NaiveComplaint[], jobs: NaiveJob[]): TComplaintMetrics {
  const fixed = list.flatMap((c) => {
    const finishes = jobs
      .filter((j) => c.taskId && j.taskId === c.taskId && j.finishedAt)
      .map((j) => j.finishedAt!);
    if (!finishes.length) return [];
    return [minutes(c.createdAt, new Date(Math.min(...finishes.map((f) => f.getTime()))))];
  });
  const converted = list.filter((c) => c.taskId).length;
  return {
    count: list.length,
    meanRating: list.length ? list.reduce((s, c) => s + c.rating, 0) / list.length : null,
    byRating: [1, 2, 3, 4, 5].map((n) => list.filter((c) => c.rating === n).length),
    bySource: {
      system: list.filter((c) => c.source === 'system').length,
      '2gis': list.filter((c) => c.source === '2gis').length,
      google: list.filter((c) => c.source === 'google').length,
      others: list.filter((c) => c.source === 'others').length,
    },
    converted,
    convertedShare: ratio(converted, list.length),
    meanMinutesToFixed: fixed.length ? fixed.reduce((s, v) => s + v, 0) / fixed.length : null,
  };
}

/** The hours of closed shifts within the range, and shifts begun in it (left open over 12 hours). */
export function naiveAttendance(shifts: NaiveShift[], r: NaiveRange) {
  const lo = zonedMidnight(r.from, r.timezone).getTime();
  const hi = zonedMidnight(addDays(r.to, 1), r.timezone).getTime();
  const meeting = shifts.filter(
    (s) => s.clockInAt.getTime() < hi && (!s.clockOutAt || s.clockOutAt.getTime() > lo),
  );
  const hoursOf = (s: NaiveShift) =>
    s.clockOutAt
      ? Math.max(0, Math.min(s.clockOutAt.getTime(), hi) - Math.max(s.clockInAt.getTime(), lo)) / 3_600_000
      : 0;
  const began = meeting.filter((s) => s.clockInAt.getTime() >= lo && s.clockInAt.getTime() < hi);
  return {
    hours: meeting.reduce((sum, s) => sum + hoursOf(s), 0),
    shifts: began.length,
    openShifts: began.filter((s) => !s.clockOutAt && s.clockInAt.getTime() < r.now.getTime() - 12 * 3_600_000)
      .length,
    byBucket: (bucket: string) =>
      meeting
        .filter(
          (s) => naiveBucket(new Date(Math.max(s.clockInAt.getTime(), lo)), r.timezone, r.bucket) === bucket,
        )
        .reduce((sum, s) => sum + hoursOf(s), 0),
  };
}

export function naiveMetrics(
  jobs: NaiveJob[],
  complaints: NaiveComplaint[],
  allJobs: NaiveJob[],
  r: NaiveRange,
  shifts: NaiveShift[] | null,
  /** A table row (per location, room, employee) has no medians. */
  row = false,
): TAnalyticsMetrics {
  const ofType = (type: NaiveJob['type']) => stats(working(jobs.filter((j) => j.type === type)), !row);
  const turnovers = jobs.filter((j) => j.turnover && j.finishedAt);
  const turnoverStats = stats(
    turnovers.map((j) => minutes(j.startsAt, j.finishedAt!)),
    !row,
  );
  const allowed = turnovers.filter((j) => j.dueAt).map((j) => minutes(j.startsAt, j.dueAt!));
  const attendance = shifts ? naiveAttendance(shifts, r) : null;
  return {
    jobs: naiveJobMetrics(jobs, r.now),
    time: {
      all: stats(working(jobs), !row),
      byType: { working: ofType('working'), inspect: ofType('inspect'), learn: ofType('learn') },
    },
    turnovers: {
      finished: turnovers.length,
      meanMinutes: turnoverStats.meanMinutes,
      medianMinutes: turnoverStats.medianMinutes,
      withinDuration: turnovers.filter((j) => !j.dueAt || j.finishedAt! <= j.dueAt).length,
      overDuration: turnovers.filter((j) => j.dueAt && j.finishedAt! > j.dueAt).length,
      meanAllowedMinutes: allowed.length ? allowed.reduce((s, v) => s + v, 0) / allowed.length : null,
    },
    complaints: naiveComplaintMetrics(complaints, allJobs),
    inspections: {
      passed: jobs.filter((j) => j.type === 'inspect' && j.finishedAt && j.result === 'pass').length,
      failed: jobs.filter((j) => j.type === 'inspect' && j.finishedAt && j.result === 'fail').length,
    },
    attendance: attendance && {
      hours: attendance.hours,
      shifts: attendance.shifts,
      openShifts: attendance.openShifts,
    },
  };
}

export function naiveSeries(
  keys: string[],
  jobs: NaiveJob[],
  complaints: NaiveComplaint[],
  r: NaiveRange,
  shifts: NaiveShift[] | null,
): TAnalyticsPoint[] {
  const attendance = shifts ? naiveAttendance(shifts, r) : null;
  return keys.map((bucket) => {
    const j = jobs.filter((x) => naiveBucket(x.startsAt, x.timezone, r.bucket) === bucket);
    const c = complaints.filter((x) => naiveBucket(x.createdAt, x.timezone, r.bucket) === bucket);
    const m = naiveJobMetrics(j, r.now);
    return {
      bucket,
      planned: m.planned,
      done: m.done,
      onTime: m.onTime,
      late: m.late,
      missed: m.missed,
      complaints: c.length,
      meanRating: c.length ? c.reduce((s, x) => s + x.rating, 0) / c.length : null,
      hours: attendance ? attendance.byBucket(bucket) : 0,
    };
  });
}

/** An employee's jobs: finished by them, or unfinished and assigned to, picked or started by them. */
export function jobsOfEmployee(jobs: NaiveJob[], userId: string): NaiveJob[] {
  return jobs.filter((j) =>
    j.finishedBy
      ? j.finishedBy === userId
      : j.startedBy === userId || j.pickedBy === userId || j.assigneeIds.includes(userId),
  );
}

/** The room's last working job finished in the 7 days before the complaint, if any. */
export function cleanedLast(c: NaiveComplaint, jobs: NaiveJob[]): NaiveJob | null {
  const since = c.createdAt.getTime() - 7 * 86_400_000;
  const candidates = jobs.filter(
    (j) =>
      j.type === 'working' &&
      j.roomIds.includes(c.roomId) &&
      j.finishedAt &&
      j.finishedAt.getTime() <= c.createdAt.getTime() &&
      j.finishedAt.getTime() > since,
  );
  candidates.sort((a, b) => b.finishedAt!.getTime() - a.finishedAt!.getTime());
  return candidates[0] ?? null;
}
