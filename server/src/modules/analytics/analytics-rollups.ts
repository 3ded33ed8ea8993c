import { type SQL, sql } from 'drizzle-orm';
import { addDays } from './analytics-range';
import {
  type AnalyticsWindow,
  BUCKET_FORMAT,
  bounds,
  GROUPING_SQL,
  type GroupingSet,
  groupedColumns,
  groupingMask,
  type JobKey,
  type JobScope,
  keyedJobsSql,
  withJobs,
  ZONE_SLACK_HOURS,
} from './analytics-sql';

/**
 * Reading the job figures from the rollups (migration 0014, schema/analytics.ts) instead of grouping
 * every job of the range: the workspace's days give the totals, the types and the chart; a location's or
 * a person's months, plus the days at the range's ends, give their rows. A year of a 200-location
 * workspace is then some 1,100 day rows and 7,200 month rows instead of half a million jobs.
 *
 * The rollups hold only what does not depend on when they are read. "Missed", "not yet due" and "not
 * picked" do. From the day after tomorrow (UTC) on, a day has begun nowhere yet, so its open jobs are
 * all not yet due and none is "not picked" yet: those rows say so themselves. Up to then they are
 * corrected from the few jobs still ahead of `now` (due later, or starting later), read live:
 *   missed      = open with a due time − open and due at or after now
 *   not yet due = open without a due time + open and due at or after now
 *   not picked  = team jobs unpicked by their start − those starting after now
 * A future job already past its due time (due before its start) is the one exception, read live from a
 * partial index that holds only such jobs.
 */

/** The rollups serve whole local days of the workspace or of one person; hours and places read the jobs. */
export function rollupsServe(w: AnalyticsWindow, scope: JobScope, key: JobKey | null): boolean {
  if (w.bucket === 'hour') return false;
  if (scope.kind === 'workspace') return key !== 'room';
  return scope.kind === 'employee' && key === null;
}

/**
 * The calendar months wholly inside [from, to], and the days outside them: a month row stands for its
 * days only when the range covers all of them.
 */
export function monthsAndEdges(from: string, to: string) {
  const firstMonth = from.endsWith('-01') ? from : `${addMonth(from.slice(0, 7))}-01`;
  const afterTo = addDays(to, 1);
  // The first day of the month after the last whole month.
  const endMonth = afterTo.endsWith('-01') ? afterTo : `${afterTo.slice(0, 7)}-01`;
  if (firstMonth >= endMonth) return { months: null, days: [[from, to]] as [string, string][] };
  const days: [string, string][] = [];
  if (from < firstMonth) days.push([from, addDays(firstMonth, -1)]);
  if (endMonth <= to) days.push([endMonth, to]);
  return { months: [firstMonth, lastMonthStart(endMonth)] as [string, string], days };
}

function addMonth(yearMonth: string): string {
  const [y, m] = yearMonth.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

function lastMonthStart(firstOfNextMonth: string): string {
  const [y, m] = firstOfNextMonth.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
}

/** The first local day that has not begun in any zone (zones run from UTC−12 to UTC+14). */
export function futureFrom(now: Date): string {
  return addDays(now.toISOString().slice(0, 10), 2);
}

/** A rollup row's counters, with a future day's open jobs all "not yet due" and none "not picked". */
function counters(future: string): SQL {
  const ahead = sql`period >= ${future}::date`;
  return sql`planned, done, on_time, late,
    case when ${ahead} then 0 else open_due end as missed,
    open_no_due + case when ${ahead} then open_due else 0 end as not_yet_due,
    case when ${ahead} then 0 else team_unpicked end as not_picked,
    work_count, work_sum, turnover_count, turnover_sum, turnover_within, turnover_over, allowed_count, allowed_sum,
    passed, failed`;
}

/** The rows of one grain over [from, to]: its month rows where whole months fit, its day rows elsewhere. */
function rollupRows(w: AnalyticsWindow, grains: { day: string; month: string }): SQL {
  const future = futureFrom(w.now);
  const { months, days } = monthsAndEdges(w.from, w.to);
  const parts: SQL[] = days.map(
    ([a, b]) => sql`(grain = ${grains.day} and period >= ${a}::date and period <= ${b}::date)`,
  );
  if (months) {
    parts.push(
      sql`(grain = ${grains.month} and period >= ${months[0]}::date and period <= ${months[1]}::date)`,
    );
  }
  const rows = sql`select scope_id as key, null::timestamp as bucket, type, ${counters(future)}
    from analytics_job_rollup
    where workspace_id = ${w.workspaceId} and (${sql.join(parts, sql` or `)})`;
  // The month `future` falls in is read whole, as if none of it were ahead; its days from `future` on then
  // move their open jobs to "not yet due" and out of "not picked" (what counters does for a future row).
  const month = `${future.slice(0, 7)}-01`;
  if (!months || month === future || month < months[0] || month > months[1]) return rows;
  const monthEnd = addDays(`${addMonth(future.slice(0, 7))}-01`, -1);
  return sql`${rows}
    union all
    select scope_id, null::timestamp, type, 0, 0, 0, 0, -open_due, open_due, -team_unpicked, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
    from analytics_job_rollup
    where workspace_id = ${w.workspaceId} and grain = ${grains.day}
      and period >= ${future}::date and period <= ${monthEnd}::date`;
}

/** Day rows bucketed for the chart (and summed for the totals): the workspace's, or one person's. */
function dayRows(w: AnalyticsWindow, grain: 'workspace_day' | 'employee_day', scopeId: string): SQL {
  return sql`select null::uuid as key, date_trunc(${sql.raw(`'${w.bucket}'`)}, period::timestamp) as bucket, type,
      ${counters(futureFrom(w.now))}
    from analytics_job_rollup
    where workspace_id = ${w.workspaceId} and grain = ${grain} and scope_id = ${scopeId}
      and period >= ${w.from}::date and period <= ${w.to}::date`;
}

/** The live corrections of the jobs still ahead (see the top of this file), from rows of `source`. */
function correctionsSql(w: AnalyticsWindow, source: string, keyed: boolean): SQL {
  const now = sql`${bounds(w).now}::timestamptz`;
  const future = sql`lt >= ${futureFrom(w.now)}::date`;
  // Before `future`: the jobs ahead move from missed to not yet due, and out of "not picked". From it on
  // (see counters): the rows already did that, but for an open job whose due time has passed.
  const ahead = sql`(count(*) filter (where not ${future} and finished_at is null and due_at >= ${now})
    - count(*) filter (where ${future} and finished_at is null and due_at < ${now}))`;
  const unpickedLater = sql`count(*) filter (where not ${future} and team and starts_at > ${now}
    and (picked_at is null or picked_at > starts_at))`;
  const bucket = keyed ? sql`null::timestamp` : sql`date_trunc(${sql.raw(`'${w.bucket}'`)}, lt)`;
  return sql`select ${keyed ? sql`key` : sql`null::uuid`} as key, ${bucket} as bucket, type,
      0 as planned, 0 as done, 0 as on_time, 0 as late, -${ahead} as missed, ${ahead} as not_yet_due,
      -${unpickedLater} as not_picked, 0 as work_count, 0 as work_sum, 0 as turnover_count, 0 as turnover_sum,
      0 as turnover_within, 0 as turnover_over, 0 as allowed_count, 0 as allowed_sum, 0 as passed, 0 as failed
    from ${sql.raw(source)}
    group by 1, 2, 3`;
}

/** The figures of one part (unkeyed or keyed), summed into its grouping sets. */
function groupedSql(from: string, sets: GroupingSet[], w: AnalyticsWindow): SQL {
  const setSql = sets.map((s) => GROUPING_SQL[s]);
  const mask = groupingMask(['key', 'bucket', 'type'], setSql);
  return sql`select ${mask} as mask, null::json as histogram,
      ${groupedColumns(['key', 'bucket', 'type'], setSql, { bucket: `to_char(bucket, '${BUCKET_FORMAT[w.bucket]}')` })},
      sum(planned)::int as planned, sum(done)::int as done, sum(on_time)::int as on_time, sum(late)::int as late,
      sum(missed)::int as missed, sum(not_yet_due)::int as not_yet_due, sum(not_picked)::int as not_picked,
      sum(work_count)::int as work_count, (sum(work_sum) / nullif(sum(work_count), 0))::float8 as work_mean,
      sum(turnover_count)::int as turnover_count,
      (sum(turnover_sum) / nullif(sum(turnover_count), 0))::float8 as turnover_mean,
      sum(turnover_within)::int as turnover_within, sum(turnover_over)::int as turnover_over,
      (sum(allowed_sum) / nullif(sum(allowed_count), 0))::float8 as turnover_allowed,
      sum(passed)::int as passed, sum(failed)::int as failed
    from ${sql.raw(from)}
    group by grouping sets (${sql.raw(setSql.join(', '))})`;
}

/**
 * One statement giving the same rows as the live jobAggregates for a scope the rollups serve: the sets
 * without a key from the day rows, the keyed sets from the month and edge-day rows of `key`'s grain.
 */
export function rollupJobAggregatesSql(
  w: AnalyticsWindow,
  scope: JobScope,
  key: JobKey | null,
  sets: GroupingSet[],
): SQL {
  const plain = sets.filter((s) => s === 'total' || s === 'type' || s === 'bucket');
  const keyedSets = key ? sets.filter((s) => s === 'key' || s === 'keyType') : [];
  const now = sql`${bounds(w).now}::timestamptz`;
  // The jobs still ahead before `future` (open and due at or after now, or starting after now), and from
  // it on the open ones already past due: a superset, cut exactly by correctionsSql, each branch served
  // by an index (migration 0015).
  const future = futureFrom(w.now);
  const slack = sql.raw(`interval '${ZONE_SLACK_HOURS} hours'`);
  const ahead = sql`and (
      (((o.finished_at is null and o.due_at >= ${now}) or o.starts_at > ${now})
        and o.starts_at < (${future}::timestamp + ${slack}) at time zone 'UTC')
      or (o.due_at < o.starts_at and o.finished_at is null and o.due_at < ${now}
        and o.starts_at >= (${future}::timestamp - ${slack}) at time zone 'UTC'))`;
  const ctes: SQL[] = [];
  const selects: SQL[] = [];
  if (plain.length > 0) {
    const days =
      scope.kind === 'employee'
        ? dayRows(w, 'employee_day', scope.userId)
        : dayRows(w, 'workspace_day', w.workspaceId);
    ctes.push(sql`u as (${days} union all ${correctionsSql(w, 'j', false)})`);
    selects.push(groupedSql('u', plain, w));
  }
  if (key && keyedSets.length > 0) {
    const grains =
      key === 'location'
        ? { day: 'location_day', month: 'location_month' }
        : { day: 'employee_day', month: 'employee_month' };
    ctes.push(sql`x as (${keyedJobsSql(key)})`);
    ctes.push(sql`k as (${rollupRows(w, grains)} union all ${correctionsSql(w, 'x', true)})`);
    selects.push(groupedSql('k', keyedSets, w));
  }
  return sql`${withJobs(w, scope, ahead)}, ${sql.join(ctes, sql`, `)}
    ${sql.join(selects, sql` union all `)}`;
}

/**
 * Working and turnover times per whole minute over the range, for the medians: the workspace's from its
 * duration rollup (months and edge days); one person's from the jobs they finished.
 */
export function rollupHistogramSql(w: AnalyticsWindow, scope: JobScope): SQL {
  const json = sql`json_agg(json_build_object('type', kind, 'w', w, 't', t, 'n', n))`;
  if (scope.kind === 'employee') {
    return sql`${withJobs(w, scope, sql`and o.finished_by = ${scope.userId}`)},
      d as (
        select type as kind, floor(extract(epoch from finished_at - started_at) / 60)::int as w, null::int as t
        from j where finished_at is not null and started_at is not null
        union all
        select null, null, floor(extract(epoch from finished_at - starts_at) / 60)::int from j where turnover and finished_at is not null
      ),
      h as (select kind, w, t, count(*) as n from d group by kind, w, t)
      select ${json} as histogram from h`;
  }
  const { months, days } = monthsAndEdges(w.from, w.to);
  const parts: SQL[] = days.map(
    ([a, b]) => sql`(grain = 'day' and period >= ${a}::date and period <= ${b}::date)`,
  );
  if (months) {
    parts.push(sql`(grain = 'month' and period >= ${months[0]}::date and period <= ${months[1]}::date)`);
  }
  return sql`with h as (
      select case when kind = 'turnover' then null else kind end as kind,
        case when kind = 'turnover' then null else minutes end as w,
        case when kind = 'turnover' then minutes end as t, sum(count) as n
      from analytics_duration_rollup
      where workspace_id = ${w.workspaceId} and (${sql.join(parts, sql` or `)})
      group by 1, 2, 3
    )
    select ${json} as histogram from h`;
}

/** Complaints from their rollup: the same scopes as the jobs (none of their figures depends on now). */
export function rollupComplaintAggregatesSql(
  w: AnalyticsWindow,
  scope: JobScope,
  key: JobKey | null,
  sets: ('total' | 'bucket' | 'key')[],
): SQL {
  const plain = sets.filter((s) => s !== 'key');
  const parts: SQL[] = [];
  const sums = sql`count(*) as rows, sum(count)::int as count,
    (sum(rating_sum)::numeric / nullif(sum(count), 0))::float8 as mean_rating,
    sum(r1)::int as r1, sum(r2)::int as r2, sum(r3)::int as r3, sum(r4)::int as r4, sum(r5)::int as r5,
    sum(system)::int as system, sum(two_gis)::int as two_gis, sum(google)::int as google,
    sum(others)::int as others, sum(converted)::int as converted,
    (sum(fixed_sum) / nullif(sum(fixed_count), 0))::float8 as mean_fixed`;
  if (plain.length > 0) {
    const [grain, scopeId] =
      scope.kind === 'employee' ? ['employee_day', scope.userId] : ['workspace_day', w.workspaceId];
    const setSql = plain.map((s) => (s === 'total' ? '()' : '(bucket)'));
    parts.push(sql`select ${groupingMask(['key', 'bucket'], setSql)} as mask, null::uuid as key,
        ${plain.includes('bucket') ? sql`to_char(bucket, ${BUCKET_FORMAT[w.bucket]})` : sql`null`} as bucket, ${sums}
      from (
        select date_trunc(${sql.raw(`'${w.bucket}'`)}, period::timestamp) as bucket, *
        from analytics_complaint_rollup
        where workspace_id = ${w.workspaceId} and grain = ${grain} and scope_id = ${scopeId}
          and period >= ${w.from}::date and period <= ${w.to}::date
      ) r
      group by grouping sets (${sql.raw(setSql.join(', '))})`);
  }
  if (key && sets.includes('key')) {
    const grains =
      key === 'location' ? ['location_day', 'location_month'] : ['employee_day', 'employee_month'];
    const { months, days } = monthsAndEdges(w.from, w.to);
    const periods: SQL[] = days.map(
      ([a, b]) => sql`(grain = ${grains[0]} and period >= ${a}::date and period <= ${b}::date)`,
    );
    if (months) {
      periods.push(
        sql`(grain = ${grains[1]} and period >= ${months[0]}::date and period <= ${months[1]}::date)`,
      );
    }
    parts.push(sql`select 1 as mask, scope_id as key, null as bucket, ${sums}
      from analytics_complaint_rollup
      where workspace_id = ${w.workspaceId} and (${sql.join(periods, sql` or `)})
      group by scope_id`);
  }
  return sql.join(parts, sql` union all `);
}
