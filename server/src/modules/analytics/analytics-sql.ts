import type { TAnalyticsBucket } from '@cleanops/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { addDays } from './analytics-range';

/**
 * The SQL building blocks of analytics (STYLE.md: only repositories know SQL; these are theirs). Every figure is aggregated in the
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
export const ZONE_SLACK_HOURS = 15;
/**
 * Memory for grouping a range's jobs (see aggregate). With half of it the planner expects a year's groups
 * of a large workspace not to fit and sorts its jobs for a grouping set; with this it hashes them all.
 */
export const AGGREGATE_WORK_MEM = '128MB';
/** An open shift this old is a clock-out forgotten (contracts OPEN_SHIFT_HOURS). */
export const OPEN_SHIFT_HOURS = 12;

export const BUCKET_FORMAT: Record<TAnalyticsBucket, string> = {
  hour: 'YYYY-MM-DD"T"HH24:00',
  day: 'YYYY-MM-DD',
  week: 'YYYY-MM-DD',
  month: 'YYYY-MM-DD',
};

/** The bucket of a local timestamp expression; the unit is one of four literals, never user text. */
export function bucketOf(local: SQL, bucket: TAnalyticsBucket): SQL {
  return sql`to_char(date_trunc(${sql.raw(`'${bucket}'`)}, ${local}), ${sql.raw(`'${BUCKET_FORMAT[bucket]}'`)})`;
}

export function bounds(w: AnalyticsWindow) {
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

export function jobScopeSql(scope: JobScope): SQL {
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
export function employeeJobSql(userId: string): SQL {
  // Written as one OR of indexed columns (finished_by, started_by, picked_by, task_id) so the planner
  // combines those indexes instead of testing every job of the workspace.
  return sql`(o.finished_by = ${userId}
    or (o.started_by = ${userId} and o.finished_by is null)
    or (o.picked_by = ${userId} and o.finished_by is null)
    or (o.task_id = any (array(select ta.task_id from task_assignees ta where ta.user_id = ${userId}))
      and o.finished_by is null))`;
}

/**
 * Each location's window as instants: its local midnights of `from` and `to` + 1 in its own zone. Joining
 * on these keeps the time zone arithmetic to one row per location, not one per job.
 */
export function locationWindowsSql(w: AnalyticsWindow): SQL {
  const b = bounds(w);
  return sql`select l.id, l.timezone,
      ${b.fromLocal}::timestamp at time zone l.timezone as lo, ${b.toLocal}::timestamp at time zone l.timezone as hi
    from locations l where l.workspace_id = ${w.workspaceId}`;
}

/**
 * The jobs of the window: starting in it (local day of the location), deleted tasks' only if worked on.
 * Needs `lw` (locationWindowsSql) in the same WITH.
 */
export function jobsCte(w: AnalyticsWindow, scope: JobScope, only: SQL = sql``): SQL {
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
      ${jobScopeSql(scope)} ${only}`;
}

/** `with lw as (…), j as (jobs of the window)`: the start of every jobs statement. */
export function withJobs(w: AnalyticsWindow, scope: JobScope, only: SQL = sql``): SQL {
  // One person's jobs are found through the people columns' indexes; inlined under an ORDER BY … LIMIT
  // the planner would rather walk the whole workspace's range in start order, which is slower.
  const materialized = scope.kind === 'employee' ? sql` materialized` : sql``;
  return sql`with lw as (${locationWindowsSql(w)}), j as${materialized} (${jobsCte(w, scope, only)})`;
}

/**
 * The window's jobs with their key: one row per job for a location, per room of its task, per person
 * it belongs to (ZEmployeeAnalyticsRow: whoever finished it, else its assignees, picker and starter).
 */
export function keyedJobsSql(key: JobKey | null): SQL {
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

export const GROUPING_SQL: Record<GroupingSet, string> = {
  total: '()',
  type: '(type)',
  bucket: '(bucket)',
  key: '(key)',
  keyType: '(key, type)',
};
/** GROUPING(key, bucket, type): a bit set for every column aggregated over. */
export const SET_OF_MASK: Record<number, GroupingSet> = {
  7: 'total',
  6: 'type',
  5: 'bucket',
  3: 'key',
  2: 'keyType',
};

export type ComplaintScope = JobScope;
export type ComplaintKey = JobKey;

/**
 * `with lw as (…), c as (complaints of the window)`: left on a local day of their location. Who cleaned
 * the room last (DECISIONS.md §10) is kept on each complaint by the database (migration 0014), so one
 * person's complaints are an index lookup rather than a search per complaint.
 */
export function withComplaints(w: AnalyticsWindow, scope: ComplaintScope): SQL {
  const b = bounds(w);
  const where =
    scope.kind === 'location'
      ? sql`and c.location_id = ${scope.locationId}`
      : scope.kind === 'room'
        ? sql`and c.room_id = ${scope.roomId}`
        : scope.kind === 'employee'
          ? sql`and c.cleaned_by = ${scope.userId}`
          : sql``;
  return sql`with lw as (${locationWindowsSql(w)}), c as (
    select c.id, c.location_id, c.room_id, c.rating, c.source::text as source, c.task_id, c.created_at, c.text,
      c.created_at at time zone lw.timezone as lt, c.cleaned_last_occurrence_id, c.cleaned_by
    from lw join complaints c on c.location_id = lw.id and c.created_at >= lw.lo and c.created_at < lw.hi
    where c.workspace_id = ${w.workspaceId}
      and c.created_at >= ${b.loUtc}::timestamptz and c.created_at < ${b.hiUtc}::timestamptz
      ${where})`;
}

export const COMPLAINT_KEY: Record<ComplaintKey, string> = {
  location: 'c.location_id',
  room: 'c.room_id',
  employee: 'c.cleaned_by',
};
export const COMPLAINT_SET_OF_MASK: Record<number, ComplaintAggregateRow['set']> = {
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
export const OPEN_SHIFT_INTERVAL = sql.raw(`interval '${OPEN_SHIFT_HOURS} hours'`);

/**
 * GROUPING(...) of the columns the sets use, as one bit mask over `columns` (1 = aggregated over):
 * GROUPING() refuses a column that no set names, which counts as always aggregated over.
 */
export function groupingMask(columns: string[], sets: string[]): SQL {
  const used = (column: string) => sets.some((set) => new RegExp(`\\b${column}\\b`).test(set));
  const terms = columns.map((column, i) => {
    const weight = 2 ** (columns.length - 1 - i);
    return used(column) ? `grouping(${column}) * ${weight}` : `${weight}`;
  });
  return sql.raw(`(${terms.join(' + ')})`);
}

/** The grouped columns, null where no set names them (a column outside GROUP BY may not be selected). */
export function groupedColumns(columns: string[], sets: string[], shown: Record<string, string> = {}): SQL {
  const used = (column: string) => sets.some((set) => new RegExp(`\\b${column}\\b`).test(set));
  return sql.raw(
    columns
      .map((column) => (used(column) ? `${shown[column] ?? column} as ${column}` : `null as ${column}`))
      .join(', '),
  );
}

/** The per-minute counts the total row carries (json from the database, parsed or not by the driver). */
export function histogramOf(value: unknown): DurationHistogramRow[] | undefined {
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

export const num = (value: unknown): number => Number(value ?? 0);
export const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
