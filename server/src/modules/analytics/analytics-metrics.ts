import type {
  TAnalyticsMetrics,
  TAnalyticsPoint,
  TComplaintMetrics,
  TDurationStats,
  TJobMetrics,
} from '@cleanops/contracts';
import type {
  AttendanceAggregateRow,
  ComplaintAggregateRow,
  DurationHistogramRow,
  JobAggregateRow,
} from './analytics.repository';

/** Turning the repository's aggregated rows into the contract's figures (DECISIONS.md §10). */

const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

export function jobMetrics(row: JobAggregateRow | undefined): TJobMetrics {
  const planned = row?.planned ?? 0;
  const done = row?.done ?? 0;
  const onTime = row?.onTime ?? 0;
  const missed = row?.missed ?? 0;
  const notYetDue = row?.notYetDue ?? 0;
  return {
    planned,
    done,
    onTime,
    late: row?.late ?? 0,
    missed,
    notYetDue,
    notPicked: row?.notPicked ?? 0,
    completionRate: ratio(done, planned - notYetDue),
    onTimeRate: ratio(onTime, done + missed),
  };
}

function durationStats(row: JobAggregateRow | undefined): TDurationStats {
  return {
    count: row?.workCount ?? 0,
    meanMinutes: row?.workMean ?? null,
    medianMinutes: row?.workMedian ?? null,
  };
}

export function complaintMetrics(row: ComplaintAggregateRow | undefined): TComplaintMetrics {
  const count = row?.count ?? 0;
  const converted = row?.converted ?? 0;
  return {
    count,
    meanRating: row?.meanRating ?? null,
    byRating: [row?.r1 ?? 0, row?.r2 ?? 0, row?.r3 ?? 0, row?.r4 ?? 0, row?.r5 ?? 0],
    bySource: {
      system: row?.system ?? 0,
      '2gis': row?.twoGis ?? 0,
      google: row?.google ?? 0,
      others: row?.others ?? 0,
    },
    converted,
    convertedShare: ratio(converted, count),
    meanMinutesToFixed: row?.meanMinutesToFixed ?? null,
  };
}

/**
 * One scope's figures: its total job row, its rows by task type, its complaints, and its attendance
 * (undefined = not applicable: a location or room).
 */
export function metricsOf(
  total: JobAggregateRow | undefined,
  byType: JobAggregateRow[],
  complaints: ComplaintAggregateRow | undefined,
  attendance: AttendanceAggregateRow | null | undefined,
): TAnalyticsMetrics {
  const ofType = (type: string) => byType.find((r) => r.type === type);
  return {
    jobs: jobMetrics(total),
    time: {
      all: durationStats(total),
      byType: {
        working: durationStats(ofType('working')),
        inspect: durationStats(ofType('inspect')),
        learn: durationStats(ofType('learn')),
      },
    },
    turnovers: {
      finished: total?.turnoverCount ?? 0,
      meanMinutes: total?.turnoverMean ?? null,
      medianMinutes: total?.turnoverMedian ?? null,
      withinDuration: total?.turnoverWithin ?? 0,
      overDuration: total?.turnoverOver ?? 0,
      meanAllowedMinutes: total?.turnoverAllowed ?? null,
    },
    complaints: complaintMetrics(complaints),
    inspections: { passed: total?.inspectionsPassed ?? 0, failed: total?.inspectionsFailed ?? 0 },
    attendance:
      attendance === undefined
        ? null
        : {
            hours: attendance?.hours ?? 0,
            shifts: attendance?.shifts ?? 0,
            openShifts: attendance?.openShifts ?? 0,
          },
  };
}

/** Every bucket key in order with its figures; buckets without any are zeros. */
export function seriesOf(
  keys: string[],
  jobs: JobAggregateRow[],
  complaints: ComplaintAggregateRow[],
  attendance: AttendanceAggregateRow[],
): TAnalyticsPoint[] {
  const jobsAt = new Map(jobs.filter((r) => r.set === 'bucket').map((r) => [r.bucket, r]));
  const complaintsAt = new Map(complaints.filter((r) => r.set === 'bucket').map((r) => [r.bucket, r]));
  const hoursAt = new Map(attendance.filter((r) => r.set === 'bucket').map((r) => [r.bucket, r.hours]));
  return keys.map((bucket) => {
    const j = jobsAt.get(bucket);
    const c = complaintsAt.get(bucket);
    return {
      bucket,
      planned: j?.planned ?? 0,
      done: j?.done ?? 0,
      onTime: j?.onTime ?? 0,
      late: j?.late ?? 0,
      missed: j?.missed ?? 0,
      complaints: c?.count ?? 0,
      meanRating: c?.meanRating ?? null,
      hours: hoursAt.get(bucket) ?? 0,
    };
  });
}

/** Rows of a keyed statement, by key: its total row and its rows by type. */
export function byKey(rows: JobAggregateRow[]) {
  const map = new Map<string, { total?: JobAggregateRow; byType: JobAggregateRow[] }>();
  for (const row of rows) {
    if (!row.key || (row.set !== 'key' && row.set !== 'keyType')) continue;
    const entry = map.get(row.key) ?? { byType: [] };
    if (row.set === 'key') entry.total = row;
    else entry.byType.push(row);
    map.set(row.key, entry);
  }
  return map;
}

export function keyed<T extends { key: string | null; set: string }>(rows: T[]): Map<string, T> {
  return new Map(rows.filter((r) => r.set === 'key' && r.key).map((r) => [r.key!, r]));
}

/** The median (percentile_cont 0.5) of values given as (value, count), or null without any. */
function medianOf(histogram: { minutes: number; count: number }[]): number | null {
  const sorted = [...histogram].sort((a, b) => a.minutes - b.minutes);
  const n = sorted.reduce((sum, h) => sum + h.count, 0);
  if (n === 0) return null;
  const at = (index: number) => {
    let seen = 0;
    for (const h of sorted) {
      seen += h.count;
      if (index < seen) return h.minutes;
    }
    return sorted.at(-1)!.minutes;
  };
  return n % 2 ? at((n - 1) / 2) : (at(n / 2 - 1) + at(n / 2)) / 2;
}

/**
 * Puts the medians, in whole minutes, into a scope's total and per-type rows (DECISIONS.md §10 median
 * working time and turnover time). Rows per location, room or employee keep null: a median each would
 * cost a sort of every job per row.
 */
export function withMedians(rows: JobAggregateRow[], histogram: DurationHistogramRow[]): JobAggregateRow[] {
  const work = histogram.filter((h) => !h.turnover);
  return rows.map((row) => {
    if (row.set === 'total') {
      return {
        ...row,
        workMedian: medianOf(work),
        turnoverMedian: medianOf(histogram.filter((h) => h.turnover)),
      };
    }
    if (row.set === 'type') return { ...row, workMedian: medianOf(work.filter((h) => h.type === row.type)) };
    return row;
  });
}
