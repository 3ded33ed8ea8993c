import {
  ANALYTICS_HOUR_BUCKET_MAX_DAYS,
  type TAnalyticsBucket,
  type TAnalyticsRange,
  type TAnalyticsRangeQuery,
  type TResolvedRange,
} from '@cleanops/contracts';
import { fieldError } from '../../errors';

const DAY_MS = 86_400_000;

/** A local date (YYYY-MM-DD) as a UTC midnight, for calendar arithmetic only. */
const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);
const toDate = (at: Date) => at.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return toDate(new Date(asUtc(date).getTime() + days * DAY_MS));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((asUtc(to).getTime() - asUtc(from).getTime()) / DAY_MS) + 1;
}

/** The local date of an instant in an IANA zone. */
export function localDate(at: Date, timezone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/**
 * The named range's first and last day around `today` (SPEC.md §9): the current calendar period,
 * whole, so a chart of "this month" has the month's every day (contracts analytics.ts).
 */
function calendarPeriod(range: Exclude<TAnalyticsRange, 'all' | 'custom'>, today: string) {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const monthStart = (year: number, month: number) => toDate(new Date(Date.UTC(year, month - 1, 1)));
  const monthEnd = (year: number, month: number) => toDate(new Date(Date.UTC(year, month, 0)));
  switch (range) {
    case 'today':
      return { from: today, to: today };
    case 'week': {
      // DECISIONS.md §7: weeks start on Monday.
      const weekday = (asUtc(today).getUTCDay() + 6) % 7;
      const from = addDays(today, -weekday);
      return { from, to: addDays(from, 6) };
    }
    case 'month':
      return { from: monthStart(y, m), to: monthEnd(y, m) };
    case 'quarter': {
      const first = Math.floor((m - 1) / 3) * 3 + 1;
      return { from: monthStart(y, first), to: monthEnd(y, first + 2) };
    }
    case 'half_year': {
      const first = m <= 6 ? 1 : 7;
      return { from: monthStart(y, first), to: monthEnd(y, first + 5) };
    }
    case 'year':
      return { from: monthStart(y, 1), to: monthEnd(y, 12) };
  }
}

/** DECISIONS.md §10: hour for one day, day up to a quarter, week up to a year, month beyond. */
export function defaultBucket(days: number): TAnalyticsBucket {
  if (days <= 1) return 'hour';
  if (days <= 92) return 'day';
  if (days <= 366) return 'week';
  return 'month';
}

export interface RangeContext {
  /** The zone "today" is read in. */
  timezone: string;
  /** When the workspace was made: where "all" begins, unless a record is older. */
  workspaceCreatedAt: Date;
  /** The first and last moments the workspace's records hold (jobs' starts, complaints, clock-ins). */
  firstAt?: Date | null;
  lastAt?: Date | null;
  now: Date;
}

/** Zones run from UTC−12 to UTC+14: the earliest and latest local day a moment falls on anywhere. */
const earliestDay = (at: Date) => new Date(at.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
const latestDay = (at: Date) => new Date(at.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

/** The query as dates and a bucket; an hour bucket over a long range is a field error. */
export function resolveRange(query: TAnalyticsRangeQuery, context: RangeContext): TResolvedRange {
  const range: TAnalyticsRange = query.range ?? (query.from || query.to ? 'custom' : 'month');
  const today = localDate(context.now, context.timezone);
  let from: string;
  let to: string;
  if (range === 'custom') {
    // The contract made sure both are there, in order and at most 5 years apart.
    from = query.from!;
    to = query.to!;
  } else if (range === 'all') {
    // Everything the workspace holds, so no named period ever shows more: from its first day or an
    // older record (a job planned to start before the workspace was made), to today or the last
    // planned job (this year's remaining jobs count in "This year" too). Each job is read on its own
    // location's day, which may differ from the workspace zone's: the edges take the widest day.
    from = localDate(context.workspaceCreatedAt, context.timezone);
    if (context.firstAt && earliestDay(context.firstAt) < from) from = earliestDay(context.firstAt);
    to = today < from ? from : today;
    if (context.lastAt && latestDay(context.lastAt) > to) to = latestDay(context.lastAt);
  } else {
    ({ from, to } = calendarPeriod(range, today));
  }
  const days = daysBetween(from, to);
  const bucket = query.bucket ?? defaultBucket(days);
  if (bucket === 'hour' && days > ANALYTICS_HOUR_BUCKET_MAX_DAYS) {
    throw fieldError('query.bucket', 'notAllowed');
  }
  return { range, from, to, bucket, timezone: context.timezone, computedAt: context.now.toISOString() };
}

/** Every bucket's key from `from` to `to` in order: the chart's x axis, empty buckets included. */
export function bucketKeys(range: Pick<TResolvedRange, 'from' | 'to' | 'bucket'>): string[] {
  const keys: string[] = [];
  const { from, to, bucket } = range;
  if (bucket === 'hour') {
    for (let day = from; day <= to; day = addDays(day, 1)) {
      for (let hour = 0; hour < 24; hour++) keys.push(`${day}T${String(hour).padStart(2, '0')}:00`);
    }
    return keys;
  }
  if (bucket === 'day') {
    for (let day = from; day <= to; day = addDays(day, 1)) keys.push(day);
    return keys;
  }
  if (bucket === 'week') {
    const weekday = (asUtc(from).getUTCDay() + 6) % 7;
    for (let day = addDays(from, -weekday); day <= to; day = addDays(day, 7)) keys.push(day);
    return keys;
  }
  for (let month = `${from.slice(0, 7)}-01`; month <= to; ) {
    keys.push(month);
    const [y, m] = month.split('-').map(Number) as [number, number];
    month = toDate(new Date(Date.UTC(y, m, 1)));
  }
  return keys;
}
