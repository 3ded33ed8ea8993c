import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  rollupComplaintAggregatesSql,
  rollupHistogramSql,
  rollupJobAggregatesSql,
  rollupsServe,
} from './analytics-rollups';
import {
  AGGREGATE_WORK_MEM,
  type AnalyticsWindow,
  type AttendanceAggregateRow,
  attendanceCte,
  BUCKET_FORMAT,
  bounds,
  bucketOf,
  COMPLAINT_KEY,
  COMPLAINT_SET_OF_MASK,
  type ComplaintAggregateRow,
  type ComplaintKey,
  type ComplaintScope,
  GROUPING_SQL,
  type GroupingSet,
  groupedColumns,
  groupingMask,
  histogramOf,
  type JobAggregateRow,
  type JobKey,
  type JobScope,
  keyedJobsSql,
  num,
  numOrNull,
  OPEN_SHIFT_INTERVAL,
  SET_OF_MASK,
  withComplaints,
  withJobs,
} from './analytics-sql';

export type {
  AnalyticsWindow,
  AttendanceAggregateRow,
  ComplaintAggregateRow,
  DurationHistogramRow,
  GroupingSet,
  JobAggregateRow,
  JobKey,
  JobScope,
} from './analytics-sql';
export { attendanceCte, jobsCte, withComplaints, withJobs } from './analytics-sql';

/** A job aggregate row as the database gives it, typed. */
function jobAggregateRow(r: Record<string, unknown>): JobAggregateRow {
  return {
    set: SET_OF_MASK[num(r.mask)]!,
    key: (r.key as string | null) ?? null,
    bucket: (r.bucket as string | null) ?? null,
    type: (r.type as string | null) ?? null,
    planned: num(r.planned),
    done: num(r.done),
    onTime: num(r.on_time),
    late: num(r.late),
    missed: num(r.missed),
    notYetDue: num(r.not_yet_due),
    notPicked: num(r.not_picked),
    workCount: num(r.work_count),
    workMean: numOrNull(r.work_mean),
    workMedian: null,
    turnoverCount: num(r.turnover_count),
    turnoverMean: numOrNull(r.turnover_mean),
    turnoverMedian: null,
    turnoverWithin: num(r.turnover_within),
    turnoverOver: num(r.turnover_over),
    turnoverAllowed: numOrNull(r.turnover_allowed),
    inspectionsPassed: num(r.passed),
    inspectionsFailed: num(r.failed),
    histogram: histogramOf(r.histogram),
  };
}

/** A complaint aggregate row as the database gives it, typed. */
function complaintAggregateRow(r: Record<string, unknown>): ComplaintAggregateRow {
  return {
    set: COMPLAINT_SET_OF_MASK[num(r.mask)]!,
    key: (r.key as string | null) ?? null,
    bucket: (r.bucket as string | null) ?? null,
    count: num(r.count),
    meanRating: numOrNull(r.mean_rating),
    r1: num(r.r1),
    r2: num(r.r2),
    r3: num(r.r3),
    r4: num(r.r4),
    r5: num(r.r5),
    system: num(r.system),
    twoGis: num(r.two_gis),
    google: num(r.google),
    others: num(r.others),
    converted: num(r.converted),
    meanMinutesToFixed: numOrNull(r.mean_fixed),
  };
}

/** Analytics' aggregate statements (DECISIONS.md §10), built from analytics-sql.ts and analytics-rollups.ts. */
export class AnalyticsRepository {
  constructor(private readonly db: Db | Tx) {}

  /**
   * A statement grouping a range's every job or complaint, with room to group in memory: at the default
   * 4 MB the planner sorts a year's jobs on disk instead of hashing them, which is much slower.
   */
  private async aggregate(query: SQL): Promise<Record<string, unknown>[]> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local work_mem = '${AGGREGATE_WORK_MEM}'`));
      // JIT compiling these large-looking plans costs more than it saves (the "cleaned it last"
      // complaints of a year most of all).
      await tx.execute(sql.raw('set local jit = off'));
      const result = await tx.execute(query);
      return (result as unknown as { rows: Record<string, unknown>[] }).rows;
    });
  }

  /**
   * The job figures of DECISIONS.md §10 for the asked grouping sets: from the rollups where they serve
   * (the workspace and one person, by day, week or month), else from the jobs of the range.
   */
  async jobAggregates(
    w: AnalyticsWindow,
    scope: JobScope,
    key: JobKey | null,
    sets: GroupingSet[],
  ): Promise<JobAggregateRow[]> {
    if (rollupsServe(w, scope, key)) return this.jobAggregatesFromRollups(w, scope, key, sets);
    return this.jobAggregatesFromJobs(w, scope, key, sets);
  }

  /** The same rows from the rollups (analytics-rollups.ts), with the medians' per-minute counts. */
  private async jobAggregatesFromRollups(
    w: AnalyticsWindow,
    scope: JobScope,
    key: JobKey | null,
    sets: GroupingSet[],
  ): Promise<JobAggregateRow[]> {
    const histogram = (key === null || key === 'location') && sets.includes('total');
    const [rows, counts] = await Promise.all([
      this.aggregate(rollupJobAggregatesSql(w, scope, key, sets)),
      histogram ? this.aggregate(rollupHistogramSql(w, scope)) : Promise.resolve([]),
    ]);
    const perMinute = histogramOf(counts[0]?.histogram) ?? [];
    return rows.map((r) => {
      const row = jobAggregateRow(r);
      return histogram && row.set === 'total' ? { ...row, histogram: perMinute } : row;
    });
  }

  /**
   * The job figures of DECISIONS.md §10 for the asked grouping sets, in one statement over the jobs
   * themselves: counted first by the finest grain asked (key, bucket, task type) in one hash aggregation,
   * then summed into the sets, so the many jobs are grouped once. Medians are not summable: see
   * durationHistogram.
   */
  private async jobAggregatesFromJobs(
    w: AnalyticsWindow,
    scope: JobScope,
    key: JobKey | null,
    sets: GroupingSet[],
  ): Promise<JobAggregateRow[]> {
    const b = bounds(w);
    const setSql = sets.map((s) => GROUPING_SQL[s]);
    const groupingSets = sql.raw(setSql.join(', '));
    const byBucket = sets.includes('bucket');
    // With one row per job (no room or employee fan-out) the same scan also counts the durations per
    // minute for the scope's medians (see analytics-metrics.ts withMedians), on the total row.
    const histogram = (key === null || key === 'location') && sets.includes('total');
    const mask = groupingMask(['key', 'bucket', 'type'], setSql);
    const rows = await this.aggregate(sql`
      ${withJobs(w, scope)},
      x as (${keyedJobsSql(key)}),
      y as (
        select x.*, ${byBucket ? sql`date_trunc(${sql.raw(`'${w.bucket}'`)}, lt)` : sql`null::timestamp`} as bucket,
          case when finished_at is not null and started_at is not null
            then floor(extract(epoch from finished_at - started_at) / 60)::int end as wmin,
          case when turnover and finished_at is not null
            then floor(extract(epoch from finished_at - starts_at) / 60)::int end as tmin
        from x
      ),
      fine_all as (
        select ${histogram ? sql`grouping(wmin, tmin)` : sql`3`} as hg, key, bucket, type,
          ${histogram ? sql`wmin, tmin` : sql`null::int as wmin, null::int as tmin`},
          count(*) as planned,
          count(*) filter (where finished_at is not null) as done,
          count(*) filter (where finished_at is not null and (due_at is null or finished_at <= due_at)) as on_time,
          count(*) filter (where finished_at is not null and due_at is not null and finished_at > due_at) as late,
          count(*) filter (where finished_at is null and due_at is not null and due_at < ${b.now}::timestamptz) as missed,
          count(*) filter (where finished_at is null and (due_at is null or due_at >= ${b.now}::timestamptz)) as not_yet_due,
          count(*) filter (where team and starts_at <= ${b.now}::timestamptz
            and (picked_at is null or picked_at > starts_at)) as not_picked,
          count(*) filter (where finished_at is not null and started_at is not null) as work_count,
          sum(extract(epoch from finished_at - started_at) / 60) filter (where started_at is not null) as work_sum,
          count(*) filter (where turnover and finished_at is not null) as turnover_count,
          sum(extract(epoch from finished_at - starts_at) / 60) filter (where turnover) as turnover_sum,
          count(*) filter (where turnover and finished_at is not null and (due_at is null or finished_at <= due_at))
            as turnover_within,
          count(*) filter (where turnover and finished_at > due_at) as turnover_over,
          count(*) filter (where turnover and finished_at is not null and due_at is not null) as allowed_count,
          sum(extract(epoch from due_at - starts_at) / 60) filter (where turnover and finished_at is not null)
            as allowed_sum,
          count(*) filter (where type = 'inspect' and finished_at is not null and result = 'pass') as passed,
          count(*) filter (where type = 'inspect' and finished_at is not null and result = 'fail') as failed
        from y
        group by ${histogram ? sql`grouping sets ((key, bucket, type), (type, wmin), (tmin))` : sql`key, bucket, type`}
      ),
      fine as (select * from fine_all where hg = 3)
      select ${mask} as mask,
        ${
          histogram
            ? sql`case when ${mask} = 7 then (
                select json_agg(json_build_object('type', type, 'w', wmin, 't', tmin, 'n', planned))
                from fine_all where hg <> 3 and (wmin is not null or tmin is not null)) end`
            : sql`null::json`
        } as histogram,
        ${groupedColumns(['key', 'bucket', 'type'], setSql, { bucket: `to_char(bucket, '${BUCKET_FORMAT[w.bucket]}')` })},
        sum(planned)::int as planned, sum(done)::int as done, sum(on_time)::int as on_time, sum(late)::int as late,
        sum(missed)::int as missed, sum(not_yet_due)::int as not_yet_due, sum(not_picked)::int as not_picked,
        sum(work_count)::int as work_count, (sum(work_sum) / nullif(sum(work_count), 0))::float8 as work_mean,
        sum(turnover_count)::int as turnover_count,
        (sum(turnover_sum) / nullif(sum(turnover_count), 0))::float8 as turnover_mean,
        sum(turnover_within)::int as turnover_within, sum(turnover_over)::int as turnover_over,
        (sum(allowed_sum) / nullif(sum(allowed_count), 0))::float8 as turnover_allowed,
        sum(passed)::int as passed, sum(failed)::int as failed
      from fine
      group by grouping sets (${groupingSets})`);
    return rows.map(jobAggregateRow);
  }
  /** DECISIONS.md §10 complaint figures for the asked sets ('key' rows per location, room or cleaner). */
  async complaintAggregates(
    w: AnalyticsWindow,
    scope: ComplaintScope,
    key: ComplaintKey | null,
    sets: ComplaintAggregateRow['set'][],
  ): Promise<ComplaintAggregateRow[]> {
    const rows = rollupsServe(w, scope, key)
      ? await this.aggregate(rollupComplaintAggregatesSql(w, scope, key, sets))
      : await this.complaintRowsFromComplaints(w, scope, key, sets);
    return rows.map(complaintAggregateRow);
  }

  /** The complaint figures grouped from the complaints of the range (a place, or hours). */
  private async complaintRowsFromComplaints(
    w: AnalyticsWindow,
    scope: ComplaintScope,
    key: ComplaintKey | null,
    sets: ComplaintAggregateRow['set'][],
  ): Promise<Record<string, unknown>[]> {
    const keyColumn = key ? sql.raw(COMPLAINT_KEY[key]) : sql`null::uuid`;
    const setSql = sets.map((set) => (set === 'total' ? '()' : `(${set})`));
    const groupingSets = sql.raw(setSql.join(', '));
    const rows = await this.aggregate(sql`
      ${withComplaints(w, scope)},
      -- The first finish of each converted complaint's task, looked up once per task rather than probed
      -- for every complaint, which a year's complaints make costly.
      fixed as (
        select o.task_id, min(o.finished_at) as first_finish
        from occurrences o
        where o.task_id in (select c.task_id from c where c.task_id is not null) and o.finished_at is not null
        group by o.task_id
      ),
      x as (
        select ${keyColumn} as key, ${bucketOf(sql`c.lt`, w.bucket)} as bucket, c.*,
          extract(epoch from f.first_finish - c.created_at) / 60 as fixed_minutes
        from c left join fixed f on f.task_id = c.task_id
      )
      select ${groupingMask(['key', 'bucket'], setSql)} as mask, ${groupedColumns(['key', 'bucket'], setSql)},
        count(*)::int as count, avg(rating)::float8 as mean_rating,
        count(*) filter (where rating = 1)::int as r1, count(*) filter (where rating = 2)::int as r2,
        count(*) filter (where rating = 3)::int as r3, count(*) filter (where rating = 4)::int as r4,
        count(*) filter (where rating = 5)::int as r5,
        count(*) filter (where source = 'system')::int as system, count(*) filter (where source = '2gis')::int as two_gis,
        count(*) filter (where source = 'google')::int as google, count(*) filter (where source = 'others')::int as others,
        count(task_id)::int as converted, avg(fixed_minutes)::float8 as mean_fixed
      from x
      ${key ? sql`where key is not null` : sql``}
      group by grouping sets (${groupingSets})`);
    return rows;
  }

  /** Hours (closed intervals cut at the window's edges), shifts begun and shifts left open; by person when keyed. */
  async attendanceAggregates(
    w: AnalyticsWindow,
    userId: string | null,
    sets: AttendanceAggregateRow['set'][],
  ): Promise<AttendanceAggregateRow[]> {
    const setSql = sets.map((set) => (set === 'total' ? '()' : `(${set})`));
    const groupingSets = sql.raw(setSql.join(', '));
    const rows = await this.aggregate(sql`
      with a as (${attendanceCte(w, userId)}),
      x as (select a.user_id as key, ${bucketOf(sql`a.lt`, w.bucket)} as bucket, a.* from a)
      select ${groupingMask(['key', 'bucket'], setSql)} as mask, ${groupedColumns(['key', 'bucket'], setSql)},
        coalesce(sum(hours), 0)::float8 as hours,
        count(*) filter (where began)::int as shifts,
        count(*) filter (where began and clock_out_at is null
          and clock_in_at < ${w.now.toISOString()}::timestamptz - ${OPEN_SHIFT_INTERVAL})::int as open_shifts
      from x
      group by grouping sets (${groupingSets})`);
    return rows.map((r) => ({
      set: COMPLAINT_SET_OF_MASK[num(r.mask)]!,
      key: (r.key as string | null) ?? null,
      bucket: (r.bucket as string | null) ?? null,
      hours: num(r.hours),
      shifts: num(r.shifts),
      openShifts: num(r.open_shifts),
    }));
  }
}
