import { date, index, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Analytics rollups (docs/decisions/0004-analytics-rollups.md). A year of a large workspace is half a million
 * jobs; grouping them on every read costs seconds, so the job figures of DECISIONS.md §10 are kept summed
 * here, per grain:
 * - `location_day` / `employee_day`: a location's / a person's jobs on one local day (the day of the job's
 *   own location, DECISIONS.md §10), by task type: the base, recomputed from the jobs;
 * - `workspace_day`: the sum of a workspace's location days (the chart and the totals);
 * - `location_month` / `employee_month`: the sum of the days of one calendar month (the tables over a
 *   quarter or a year read 12 rows per location instead of 365).
 * Every counter is independent of the time it is read at: what depends on "now" (missed or not yet due,
 * not picked) is corrected at read time from the few jobs still ahead (analytics.repository.ts).
 * Database triggers (migration 0014) recompute the rows a change touches in the same transaction, so a
 * rollup is never behind the jobs it sums; `analytics_rebuild(workspace)` recomputes a whole workspace.
 */
export const ANALYTICS_JOB_GRAINS = [
  'location_day',
  'location_month',
  'workspace_day',
  'employee_day',
  'employee_month',
] as const;

export const analyticsJobRollup = pgTable(
  'analytics_job_rollup',
  {
    grain: text('grain', { enum: ANALYTICS_JOB_GRAINS }).notNull(),
    /** The location, the person or the workspace, after the grain. */
    scopeId: uuid('scope_id').notNull(),
    /** The local day, or the first day of the month. */
    period: date('period', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    /** No foreign key: the triggers run inside a workspace's cascading delete; they clear its rows. */
    workspaceId: uuid('workspace_id').notNull(),
    planned: integer('planned').notNull(),
    done: integer('done').notNull(),
    onTime: integer('on_time').notNull(),
    late: integer('late').notNull(),
    /** Not finished, with a due time: missed once it has passed. */
    openDue: integer('open_due').notNull(),
    /** Not finished and never due: always "not yet due". */
    openNoDue: integer('open_no_due').notNull(),
    /** Team jobs nobody picked by their start: "not picked" once the start has passed. */
    teamUnpicked: integer('team_unpicked').notNull(),
    workCount: integer('work_count').notNull(),
    workSum: numeric('work_sum').notNull(),
    turnoverCount: integer('turnover_count').notNull(),
    turnoverSum: numeric('turnover_sum').notNull(),
    turnoverWithin: integer('turnover_within').notNull(),
    turnoverOver: integer('turnover_over').notNull(),
    allowedCount: integer('allowed_count').notNull(),
    allowedSum: numeric('allowed_sum').notNull(),
    passed: integer('passed').notNull(),
    failed: integer('failed').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.grain, t.scopeId, t.period, t.type] }),
    index('analytics_job_rollup_read_idx').on(t.workspaceId, t.grain, t.period),
  ],
);

/**
 * Working and turnover times counted per whole minute, for the workspace's medians (a median cannot be
 * summed): per local day, and per month as the sum of its days. `kind` is the task type of a working
 * time, or `turnover` for a rental turnover's checkout → finish time.
 */
export const analyticsDurationRollup = pgTable(
  'analytics_duration_rollup',
  {
    workspaceId: uuid('workspace_id').notNull(),
    grain: text('grain', { enum: ['day', 'month'] }).notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    minutes: integer('minutes').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.grain, t.period, t.kind, t.minutes] })],
);

/**
 * Complaints summed (DECISIONS.md §10 complaint figures) per local day of their location: per location,
 * per person who cleaned the room last (`employee_day`) and per workspace, and per calendar month. Kept
 * by the triggers of migration 0017 as the job rollups are: a change recomputes the days it touches.
 */
export const analyticsComplaintRollup = pgTable(
  'analytics_complaint_rollup',
  {
    grain: text('grain', { enum: ANALYTICS_JOB_GRAINS }).notNull(),
    scopeId: uuid('scope_id').notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    count: integer('count').notNull(),
    ratingSum: integer('rating_sum').notNull(),
    r1: integer('r1').notNull(),
    r2: integer('r2').notNull(),
    r3: integer('r3').notNull(),
    r4: integer('r4').notNull(),
    r5: integer('r5').notNull(),
    system: integer('system').notNull(),
    twoGis: integer('two_gis').notNull(),
    google: integer('google').notNull(),
    others: integer('others').notNull(),
    converted: integer('converted').notNull(),
    /** Minutes from the complaint to its task's first finish, summed over those that have one. */
    fixedSum: numeric('fixed_sum').notNull(),
    fixedCount: integer('fixed_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.grain, t.scopeId, t.period] }),
    index('analytics_complaint_rollup_read_idx').on(t.workspaceId, t.grain, t.period),
  ],
);
