import type { TAnalyticsBucket } from '@cleanops/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { addDays } from './analytics-range';

/**
 * The SQL of analytics (STYLE.md: only repositories know SQL). Every figure is aggregated in the
 * database, each job or complaint on the local day of its location's zone (DECISIONS.md §10), with a
 * fixed number of statements per call whatever the number of rows: one scan gives the totals, the
 * chart and the per-location rows at once through GROUPING SETS.
 */

/** The local window [from 00:00, to + 1 day 00:00) and the instant the figures are read at. */
export interface AnalyticsWindow {
  workspaceId: string;
  from: string;
  to: string;
  bucket: TAnalyticsBucket;
  /** Zone of attendance, which has no location. */
  timezone: string;
  now: Date;
}

export type JobScope =
  | { kind: 'workspace' }
  | { kind: 'location'; locationId: string }
  | { kind: 'room'; locationId: string; roomId: string }
  | { kind: 'employee'; userId: string };

/**
 * What the per-row figures are keyed by. A location is one per job; a room (a task has several) and
 * an employee (assignees, picker, starter) may be several, so those rows come from a statement of
 * their own, never mixed with the totals.
 */
export type JobKey = 'location' | 'room' | 'employee';
export type GroupingSet = 'total' | 'type' | 'bucket' | 'key' | 'keyType';

/** One aggregated group of jobs; which group it is comes from `grouping`. */
export interface JobAggregateRow {
  set: GroupingSet;
  key: string | null;
  bucket: string | null;
  type: string | null;
  planned: number;
  done: number;
  onTime: number;
  late: number;
  missed: number;
  notYetDue: number;
  notPicked: number;
  workCount: number;
  workMean: number | null;
  workMedian: number | null;
  turnoverCount: number;
  turnoverMean: number | null;
  turnoverMedian: number | null;
  turnoverWithin: number;
  turnoverOver: number;
  turnoverAllowed: number | null;
  inspectionsPassed: number;
  inspectionsFailed: number;
  /** On the total row when asked for: working and turnover times counted per whole minute. */
  histogram?: DurationHistogramRow[];
}

export interface DurationHistogramRow {
  /** The task type of a working time; null for a turnover's dirty → clean time. */
  type: string | null;
  turnover: boolean;
  minutes: number;
  count: number;
}

export interface ComplaintAggregateRow {
  set: 'total' | 'bucket' | 'key';
  key: string | null;
  bucket: string | null;
  count: number;
  meanRating: number | null;
  r1: number;
  r2: number;
  r3: number;
  r4: number;
  r5: number;
  system: number;
  twoGis: number;
  google: number;
  others: number;
  converted: number;
  meanMinutesToFixed: number | null;
}

export interface AttendanceAggregateRow {
  set: 'total' | 'bucket' | 'key';
  key: string | null;
  bucket: string | null;
  hours: number;
  shifts: number;
  openShifts: number;
}

/** Any zone is at most 14 hours ahead of UTC or 12 behind: the UTC bounds that let an index narrow the scan. */
const ZONE_SLACK_HOURS = 15;
/**
 * Memory for grouping a range's jobs (see aggregate). At 64 MB the planner expected a year's groups not to
 * fit and sorted 486k jobs for one grouping set; with 128 MB it hashes them all (37 MB used in fact).
 */
const AGGREGATE_WORK_MEM = '128MB';
/** DECISIONS.md §10 "cleaned it last, within 7 days". */
const CLEANED_LAST_DAYS = 7;
/** An open shift this old is a clock-out forgotten (contracts OPEN_SHIFT_HOURS). */
const OPEN_SHIFT_HOURS = 12;

const BUCKET_FORMAT: Record<TAnalyticsBucket, string> = {
  hour: 'YYYY-MM-DD"T"HH24:00',
  day: 'YYYY-MM-DD',
  week: 'YYYY-MM-DD',
  month: 'YYYY-MM-DD',
};

/** The bucket of a local timestamp expression; the unit is one of four literals, never user text. */
function bucketOf(local: SQL, bucket: TAnalyticsBucket): SQL {
  return sql`to_char(date_trunc(${sql.raw(`'${bucket}'`)}, ${local}), ${sql.raw(`'${BUCKET_FORMAT[bucket]}'`)})`;
}

function bounds(w: AnalyticsWindow) {
  const toExclusive = addDays(w.to, 1);
  const slack = ZONE_SLACK_HOURS * 3_600_000;
  return {
    fromLocal: `${w.from} 00:00:00`,
    toLocal: `${toExclusive} 00:00:00`,
    loUtc: new Date(Date.parse(`${w.from}T00:00:00Z`) - slack).toISOString(),
    hiUtc: new Date(Date.parse(`${toExclusive}T00:00:00Z`) + slack).toISOString(),
    now: w.now.toISOString(),
  };
}

function jobScopeSql(scope: JobScope): SQL {
  switch (scope.kind) {
    case 'workspace':
      return sql``;
    case 'location':
      return sql`and o.location_id = ${scope.locationId}`;
    case 'room':
      return sql`and o.location_id = ${scope.locationId}
        and o.task_id in (select tr.task_id from task_rooms tr where tr.room_id = ${scope.roomId})`;
    case 'employee':
      return sql`and ${employeeJobSql(scope.userId)}`;
  }
}

/**
 * An employee's jobs (contracts ZEmployeeAnalyticsRow): those they finished, and unfinished ones
 * assigned to them directly, picked or started by them.
 */
function employeeJobSql(userId: string): SQL {
  return sql`(o.finished_by = ${userId} or (o.finished_by is null and (
    o.started_by = ${userId} or o.picked_by = ${userId}
    or o.task_id in (select ta.task_id from task_assignees ta where ta.user_id = ${userId}))))`;
}

/**
 * Each location's window as instants: its local midnights of `from` and `to` + 1 in its own zone. Joining
 * on these keeps the time zone arithmetic to one row per location, not one per job.
 */
function locationWindowsSql(w: AnalyticsWindow): SQL {
  const b = bounds(w);
  return sql`select l.id, l.timezone,
      ${b.fromLocal}::timestamp at time zone l.timezone as lo, ${b.toLocal}::timestamp at time zone l.timezone as hi
    from locations l where l.workspace_id = ${w.workspaceId}`;
}

/**
 * The jobs of the window: starting in it (local day of the location), deleted tasks' only if worked on.
 * Needs `lw` (locationWindowsSql) in the same WITH.
 */
export function jobsCte(w: AnalyticsWindow, scope: JobScope): SQL {
  const b = bounds(w);
  // The UTC bounds repeat the windows loosely so the planner can use the start-time indexes.
  return sql`select o.id, o.task_id, o.location_id, t.type::text as type, t.origin = 'turnover' as turnover,
      t.team_id is not null as team, o.starts_at, o.due_at, o.started_at, o.finished_at, o.picked_at,
      o.result::text as result, o.finished_by, o.started_by, o.picked_by,
      o.starts_at at time zone lw.timezone as lt
    from lw
    join occurrences o on o.location_id = lw.id and o.starts_at >= lw.lo and o.starts_at < lw.hi
    join tasks t on t.id = o.task_id
    where o.workspace_id = ${w.workspaceId}
      and o.starts_at >= ${b.loUtc}::timestamptz and o.starts_at < ${b.hiUtc}::timestamptz
      and (t.deleted_at is null or o.started_at is not null or o.finished_at is not null)
      ${jobScopeSql(scope)}`;
}

/** `with lw as (…), j as (jobs of the window)`: the start of every jobs statement. */
export function withJobs(w: AnalyticsWindow, scope: JobScope): SQL {
  return sql`with lw as (${locationWindowsSql(w)}), j as (${jobsCte(w, scope)})`;
}

/**
 * The window's jobs with their key: one row per job for a location, per room of its task, per person
 * it belongs to (ZEmployeeAnalyticsRow: whoever finished it, else its assignees, picker and starter).
 */
function keyedJobsSql(key: JobKey | null): SQL {
  switch (key) {
    case null:
      return sql`select null::uuid as key, j.* from j`;
    case 'location':
      return sql`select j.location_id as key, j.* from j`;
    case 'room':
      return sql`select tr.room_id as key, j.* from j join task_rooms tr on tr.task_id = j.task_id`;
    case 'employee':
      return sql`select j.finished_by as key, j.* from j where j.finished_by is not null
        union all
        select e.user_id as key, j.* from j
        cross join lateral (
          select p.user_id from (values (j.started_by), (j.picked_by)) p(user_id) where p.user_id is not null
          union select ta.user_id from task_assignees ta where ta.task_id = j.task_id
        ) e
        where j.finished_by is null`;
  }
}

const GROUPING_SQL: Record<GroupingSet, string> = {
  total: '()',
  type: '(type)',
  bucket: '(bucket)',
  key: '(key)',
  keyType: '(key, type)',
};
/** GROUPING(key, bucket, type): a bit set for every column aggregated over. */
const SET_OF_MASK: Record<number, GroupingSet> = {
  7: 'total',
  6: 'type',
  5: 'bucket',
  3: 'key',
  2: 'keyType',
};

/**
 * The room's last working job finished in the 7 days before the complaint (DECISIONS.md §10 "cleaned
 * it last"); inspections and training do not clean a room. Empty when there is none.
 */
const CLEANED_LAST_SQL = sql`cross join lateral (
    select o.id as occurrence_id, o.finished_by
    from occurrences o
    where o.task_id in (
        select tr.task_id from task_rooms tr join tasks t on t.id = tr.task_id
        where tr.room_id = c.room_id and t.type = 'working')
      and o.finished_at is not null and o.finished_at <= c.created_at
      and o.finished_at > c.created_at - ${sql.raw(`interval '${CLEANED_LAST_DAYS} days'`)}
    order by o.finished_at desc
    limit 1
  ) lj`;

export type ComplaintScope = JobScope;
export type ComplaintKey = JobKey;

/** Complaints left in the window (local day of their location), with who cleaned the room last when asked. */
/**
 * Complaints one person may have to answer for: in a room of a working job they finished, within 7 days
 * after it. Found from their finished jobs (occurrences_finished_by_idx), so the "cleaned it last" check
 * runs for these few instead of every complaint of the workspace; the rows carry what the statements read.
 */
function cleanedByCandidatesSql(w: AnalyticsWindow, userId: string): SQL {
  const b = bounds(w);
  const window = sql.raw(`interval '${CLEANED_LAST_DAYS} days'`);
  return sql`select distinct on (cc.id) cc.id, cc.workspace_id, cc.location_id, cc.room_id, cc.rating, cc.source,
      cc.task_id, cc.created_at, cc.text
    from occurrences fo
    join tasks ft on ft.id = fo.task_id and ft.type = 'working'
    join task_rooms ftr on ftr.task_id = fo.task_id
    join complaints cc on cc.room_id = ftr.room_id
      and cc.created_at >= fo.finished_at and cc.created_at < fo.finished_at + ${window}
    where fo.finished_by = ${userId}
      and fo.finished_at >= ${b.loUtc}::timestamptz - ${window} and fo.finished_at < ${b.hiUtc}::timestamptz
      and cc.workspace_id = ${w.workspaceId}
      and cc.created_at >= ${b.loUtc}::timestamptz and cc.created_at < ${b.hiUtc}::timestamptz`;
}

/** `with lw as (…), c as (complaints of the window)`. */
export function withComplaints(w: AnalyticsWindow, scope: ComplaintScope, cleanedLast: boolean): SQL {
  const b = bounds(w);
  const where =
    scope.kind === 'location'
      ? sql`and c.location_id = ${scope.locationId}`
      : scope.kind === 'room'
        ? sql`and c.room_id = ${scope.roomId}`
        : scope.kind === 'employee'
          ? sql`and lj.finished_by = ${scope.userId}`
          : sql``;
  const employee = scope.kind === 'employee';
  const withLast = cleanedLast || employee;
  // One person's complaints start from their candidates (materialized, so the planner cannot turn them
  // into a probe per complaint of the workspace); the "cleaned it last" check then runs for those only.
  const complaintsSql = sql`select c.id, c.location_id, c.room_id, c.rating, c.source::text as source, c.task_id,
      c.created_at, c.text, c.created_at at time zone lw.timezone as lt,
      ${withLast ? sql`lj.occurrence_id as cleaned_last_occurrence_id, lj.finished_by as cleaned_by` : sql`null::uuid as cleaned_last_occurrence_id, null::uuid as cleaned_by`}
    from ${employee ? sql`mine c join lw on lw.id = c.location_id` : sql`lw join complaints c on c.location_id = lw.id`}
      and c.created_at >= lw.lo and c.created_at < lw.hi
    ${withLast ? CLEANED_LAST_SQL : sql``}
    where c.workspace_id = ${w.workspaceId}
      and c.created_at >= ${b.loUtc}::timestamptz and c.created_at < ${b.hiUtc}::timestamptz
      ${where}`;
  const mine = employee ? sql`mine as materialized (${cleanedByCandidatesSql(w, scope.userId)}), ` : sql``;
  return sql`with lw as (${locationWindowsSql(w)}), ${mine}c as (${complaintsSql})`;
}

const COMPLAINT_KEY: Record<ComplaintKey, string> = {
  location: 'c.location_id',
  room: 'c.room_id',
  employee: 'c.cleaned_by',
};
const COMPLAINT_SET_OF_MASK: Record<number, ComplaintAggregateRow['set']> = {
  3: 'total',
  2: 'bucket',
  1: 'key',
};

/** Attendance intervals meeting the window, read in the workspace's zone. */
export function attendanceCte(w: AnalyticsWindow, userId: string | null): SQL {
  const b = bounds(w);
  const lo = sql`(${b.fromLocal}::timestamp at time zone ${w.timezone})`;
  const hi = sql`(${b.toLocal}::timestamp at time zone ${w.timezone})`;
  return sql`select a.id, a.user_id, a.clock_in_at, a.clock_out_at,
      case when a.clock_out_at is null then 0
        else greatest(0, extract(epoch from least(a.clock_out_at, ${hi}) - greatest(a.clock_in_at, ${lo}))) / 3600
      end as hours,
      a.clock_in_at >= ${lo} and a.clock_in_at < ${hi} as began,
      greatest(a.clock_in_at, ${lo}) at time zone ${w.timezone} as lt
    from attendance a
    where a.workspace_id = ${w.workspaceId}
      and a.clock_in_at < ${hi} and (a.clock_out_at is null or a.clock_out_at > ${lo})
      ${userId ? sql`and a.user_id = ${userId}` : sql``}`;
}
const OPEN_SHIFT_INTERVAL = sql.raw(`interval '${OPEN_SHIFT_HOURS} hours'`);

/**
 * GROUPING(...) of the columns the sets use, as one bit mask over `columns` (1 = aggregated over):
 * GROUPING() refuses a column that no set names, which counts as always aggregated over.
 */
function groupingMask(columns: string[], sets: string[]): SQL {
  const used = (column: string) => sets.some((set) => new RegExp(`\\b${column}\\b`).test(set));
  const terms = columns.map((column, i) => {
    const weight = 2 ** (columns.length - 1 - i);
    return used(column) ? `grouping(${column}) * ${weight}` : `${weight}`;
  });
  return sql.raw(`(${terms.join(' + ')})`);
}

/** The grouped columns, null where no set names them (a column outside GROUP BY may not be selected). */
function groupedColumns(columns: string[], sets: string[], shown: Record<string, string> = {}): SQL {
  const used = (column: string) => sets.some((set) => new RegExp(`\\b${column}\\b`).test(set));
  return sql.raw(
    columns
      .map((column) => (used(column) ? `${shown[column] ?? column} as ${column}` : `null as ${column}`))
      .join(', '),
  );
}

/** The per-minute counts the total row carries (json from the database, parsed or not by the driver). */
function histogramOf(value: unknown): DurationHistogramRow[] | undefined {
  if (value === null || value === undefined) return undefined;
  const entries = (typeof value === 'string' ? JSON.parse(value) : value) as
    | { type: string | null; w: number | null; t: number | null; n: number }[]
    | null;
  return (entries ?? []).map((e) =>
    e.w !== null
      ? { type: e.type, turnover: false, minutes: e.w, count: Number(e.n) }
      : { type: null, turnover: true, minutes: e.t!, count: Number(e.n) },
  );
}

const num = (value: unknown): number => Number(value ?? 0);
const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

export class AnalyticsRepository {
  constructor(private readonly db: Db | Tx) {}

  /**
   * A statement grouping a range's every job or complaint, with room to group in memory: at the default
   * 4 MB the planner sorts a year's jobs on disk instead of hashing them (measured: a third of the time).
   */
  private async aggregate(query: SQL): Promise<Record<string, unknown>[]> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local work_mem = '${AGGREGATE_WORK_MEM}'`));
      // JIT compiling these large-looking plans cost more than it saved (measured: 1.7 s vs 0.7 s for the
      // "cleaned it last" complaints of a year).
      await tx.execute(sql.raw('set local jit = off'));
      const result = await tx.execute(query);
      return (result as unknown as { rows: Record<string, unknown>[] }).rows;
    });
  }

  /**
   * The job figures of DECISIONS.md §10 for the asked grouping sets, in one statement: counted first by
   * the finest grain asked (key, bucket, task type) in one hash aggregation over the jobs, then summed
   * into the sets, so the many jobs are grouped once. Medians are not summable: see durationHistogram.
   */
  async jobAggregates(
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
    return rows.map((r) => ({
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
    }));
  }
  /** DECISIONS.md §10 complaint figures for the asked sets ('key' rows per location, room or cleaner). */
  async complaintAggregates(
    w: AnalyticsWindow,
    scope: ComplaintScope,
    key: ComplaintKey | null,
    sets: ComplaintAggregateRow['set'][],
  ): Promise<ComplaintAggregateRow[]> {
    const keyColumn = key ? sql.raw(COMPLAINT_KEY[key]) : sql`null::uuid`;
    const setSql = sets.map((set) => (set === 'total' ? '()' : `(${set})`));
    const groupingSets = sql.raw(setSql.join(', '));
    const rows = await this.aggregate(sql`
      ${withComplaints(w, scope, key === 'employee')},
      x as (
        select ${keyColumn} as key, ${bucketOf(sql`c.lt`, w.bucket)} as bucket, c.*,
          (select extract(epoch from min(o.finished_at) - c.created_at) / 60
            from occurrences o where c.task_id is not null and o.task_id = c.task_id) as fixed_minutes
        from c
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
    return rows.map((r) => ({
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
    }));
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
