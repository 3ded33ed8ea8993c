import { z } from 'zod';
import { ZIsoDateTime } from './common';
import { COMPLAINT_SOURCES } from './complaints';
import { STAFF_LEVELS, STAFF_ROLES, USER_TYPES } from './rights';
import { LOCATION_TYPES } from './rules';
import { OCCURRENCE_STATES, TASK_TYPES, ZLocalDate, ZTaskTitleKey } from './tasks';

/**
 * Analytics ranges (SPEC.md §9, DECISIONS.md §10). A named range is the CURRENT calendar period, whole:
 * today; this week (Monday to Sunday, DECISIONS.md §7 weeks start on Monday); this month; this quarter;
 * this half-year (January–June or July–December); this year. It may reach into the future, which is
 * why DECISIONS.md §10's completion rate leaves out the jobs not yet due. `all` runs from the day the
 * workspace was made to today. `custom` is `from`–`to`, both days included, at most 5 years.
 * Dates are local days: every job is counted on the local day of its start in its location's zone.
 */
export const ANALYTICS_RANGES = [
  'today',
  'week',
  'month',
  'quarter',
  'half_year',
  'year',
  'all',
  'custom',
] as const;
export type TAnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_ANALYTICS_RANGE: TAnalyticsRange = 'month';
/**
 * Chart buckets; the default follows DECISIONS.md §10: hour for one day, day up to 92 days (a
 * quarter), week up to 366 days (a year), month beyond. Hour buckets are refused for ranges over
 * ANALYTICS_HOUR_BUCKET_MAX_DAYS days (too many points to draw).
 */
export const ANALYTICS_BUCKETS = ['hour', 'day', 'week', 'month'] as const;
export type TAnalyticsBucket = (typeof ANALYTICS_BUCKETS)[number];
export const ANALYTICS_HOUR_BUCKET_MAX_DAYS = 31;
/** SPEC.md §3 currentAnalyticsEntity (default locations). */
export const ANALYTICS_ENTITIES = ['locations', 'employees'] as const;
export type TAnalyticsEntity = (typeof ANALYTICS_ENTITIES)[number];
/** DECISIONS.md §10: a custom range spans at most 5 years. */
export const ANALYTICS_RANGE_MAX_YEARS = 5;
/** The rows behind a figure (jobs, complaints, shifts): the newest this many, with their total. */
export const ANALYTICS_ROWS_MAX = 100;
/** Rows in the overview's top list. */
export const ANALYTICS_TOP_ROWS = 10;
/** DECISIONS.md §10: a complaint counts against whoever finished the room's last job within 7 days. */
export const CLEANED_LAST_WINDOW_DAYS = 7;

const ANALYTICS_EARLIEST_DAY = '1970-01-02';
const ANALYTICS_LATEST_DAY = '9998-12-31';

/** `to` is at most 5 calendar years after `from`, less a day ("2025-01-01" to "2029-12-31" is the longest). */
export function analyticsRangeTooLong(from: string, to: string): boolean {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const limit = new Date(Date.UTC(y + ANALYTICS_RANGE_MAX_YEARS, m - 1, d - 1)).toISOString().slice(0, 10);
  return to > limit;
}

/**
 * The range every analytics call takes. `range` defaults to month, or to custom when `from` or `to`
 * is given. `from`/`to` are read only with custom (both required there, `to` ≥ `from`, ≤ 5 years).
 * `bucket` is optional (see ANALYTICS_BUCKETS).
 */
export const analyticsRangeShape = {
  range: z.enum(ANALYTICS_RANGES).optional(),
  from: ZLocalDate.optional(),
  to: ZLocalDate.optional(),
  bucket: z.enum(ANALYTICS_BUCKETS).optional(),
};

type RangeFields = { range?: TAnalyticsRange; from?: string; to?: string };

/** The cross-field rules of the range; field errors name `from` or `to` (zod message keys of the API). */
export function checkAnalyticsRange(value: RangeFields, ctx: z.RefinementCtx): void {
  const custom = value.range === 'custom' || (value.range === undefined && (value.from || value.to));
  if (!custom) {
    if (value.from !== undefined) ctx.addIssue({ code: 'custom', path: ['from'], message: 'notAllowed' });
    if (value.to !== undefined) ctx.addIssue({ code: 'custom', path: ['to'], message: 'notAllowed' });
    return;
  }
  // Days the database can place with a zone's offset either side (a year 0 or 10000 would be a 500).
  for (const field of ['from', 'to'] as const) {
    const day = value[field];
    if (day !== undefined && (day < ANALYTICS_EARLIEST_DAY || day > ANALYTICS_LATEST_DAY)) {
      ctx.addIssue({ code: 'custom', path: [field], message: 'dateOutOfRange' });
      return;
    }
  }
  if (value.from === undefined) ctx.addIssue({ code: 'custom', path: ['from'], message: 'required' });
  if (value.to === undefined) ctx.addIssue({ code: 'custom', path: ['to'], message: 'required' });
  if (value.from === undefined || value.to === undefined) return;
  if (value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'endBeforeStart' });
  else if (analyticsRangeTooLong(value.from, value.to)) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'rangeTooLong' });
  }
}

export const ZAnalyticsRangeQuery = z.object(analyticsRangeShape).superRefine(checkAnalyticsRange);
export type TAnalyticsRangeQuery = z.input<typeof ZAnalyticsRangeQuery>;

/** GET /analytics/overview */
export const ZAnalyticsOverviewQuery = z
  .object({ ...analyticsRangeShape, entity: z.enum(ANALYTICS_ENTITIES).default('locations') })
  .superRefine(checkAnalyticsRange);
export type TAnalyticsOverviewQuery = z.input<typeof ZAnalyticsOverviewQuery>;

/** What the server made of the query; every reply carries it so the screens show the real dates. */
export const ZResolvedRange = z.object({
  range: z.enum(ANALYTICS_RANGES),
  /** First local day, included. */
  from: ZLocalDate,
  /** Last local day, included. */
  to: ZLocalDate,
  bucket: z.enum(ANALYTICS_BUCKETS),
  /**
   * The zone that chose "today" for the named ranges and reads attendance (which has no location):
   * the zone of the workspace's first location, else UTC. Jobs and complaints use their own location's.
   */
  timezone: z.string(),
  /**
   * When the server computed these figures (its now). Screens show it, and mark figures kept from an
   * earlier visit as such while they ask again.
   */
  computedAt: ZIsoDateTime,
});
export type TResolvedRange = z.infer<typeof ZResolvedRange>;

/** DECISIONS.md §10 jobs. Rates are 0..1, null when their denominator is 0. */
export const ZJobMetrics = z.object({
  /** Jobs starting in the range (of tasks deleted since: only those started or finished). */
  planned: z.number().int(),
  done: z.number().int(),
  /** Finished at or before due (no due time: on time). */
  onTime: z.number().int(),
  late: z.number().int(),
  /** Past due and never finished. */
  missed: z.number().int(),
  /** Not finished and not yet due (or no due time), started or not. */
  notYetDue: z.number().int(),
  /** Team jobs nobody picked by their start. */
  notPicked: z.number().int(),
  /** done / (planned − notYetDue) */
  completionRate: z.number().nullable(),
  /** onTime / (done + missed) */
  onTimeRate: z.number().nullable(),
});
export type TJobMetrics = z.infer<typeof ZJobMetrics>;

/**
 * Working time start → finish of done jobs that were started, in minutes: the mean exact, the median in
 * whole minutes (rounded down). The median is null on table rows (per location, room or employee): it
 * is given for a whole scope (the overview, one location, room or employee).
 */
export const ZDurationStats = z.object({
  count: z.number().int(),
  meanMinutes: z.number().nullable(),
  medianMinutes: z.number().nullable(),
});
export type TDurationStats = z.infer<typeof ZDurationStats>;
export const ZTimeMetrics = z.object({
  all: ZDurationStats,
  byType: z.object({ working: ZDurationStats, inspect: ZDurationStats, learn: ZDurationStats }),
});

/**
 * Rental turnovers (DECISIONS.md §7): a turnover job starts when the rental turns dirty and its finish
 * turns it clean, so dirty → clean is its start → finish; its due time is start + the location's
 * cleaning duration. Counted for turnovers finished, by the day they started.
 */
export const ZTurnoverMetrics = z.object({
  finished: z.number().int(),
  meanMinutes: z.number().nullable(),
  medianMinutes: z.number().nullable(),
  /** Clean again within the cleaning duration (finished by due). */
  withinDuration: z.number().int(),
  overDuration: z.number().int(),
  /** The cleaning duration the turnovers had, on average (minutes). */
  meanAllowedMinutes: z.number().nullable(),
});

export const ZComplaintMetrics = z.object({
  count: z.number().int(),
  meanRating: z.number().nullable(),
  /** Counts of 1, 2, 3, 4, 5 stars, in that order. */
  byRating: z.array(z.number().int()).length(5),
  bySource: z.object(
    Object.fromEntries(COMPLAINT_SOURCES.map((s) => [s, z.number().int()])) as {
      [K in (typeof COMPLAINT_SOURCES)[number]]: z.ZodNumber;
    },
  ),
  converted: z.number().int(),
  /** converted / count */
  convertedShare: z.number().nullable(),
  /** From the complaint to the finish of its task's job, over those finished (minutes). */
  meanMinutesToFixed: z.number().nullable(),
});
export type TComplaintMetrics = z.infer<typeof ZComplaintMetrics>;

/** Clock-in intervals cut at the range's edges (read in ZResolvedRange.timezone). */
export const ZAttendanceMetrics = z.object({
  hours: z.number(),
  /** Shifts that began in the range. */
  shifts: z.number().int(),
  /** Shifts that began in the range and are still open more than 12 hours after clocking in. */
  openShifts: z.number().int(),
});
export const OPEN_SHIFT_HOURS = 12;

/** Inspection jobs (type inspect) finished with a result. */
export const ZInspectionMetrics = z.object({ passed: z.number().int(), failed: z.number().int() });

/**
 * Every figure of DECISIONS.md §10 for one scope (workspace, location, room, employee). `attendance` is
 * null for a location or room (clocking in has no place). For an employee, `complaints` are those
 * about rooms they cleaned last (CLEANED_LAST_WINDOW_DAYS) and the job figures are their jobs (see
 * ZEmployeeAnalyticsRow).
 */
export const ZAnalyticsMetrics = z.object({
  jobs: ZJobMetrics,
  time: ZTimeMetrics,
  turnovers: ZTurnoverMetrics,
  complaints: ZComplaintMetrics,
  inspections: ZInspectionMetrics,
  attendance: ZAttendanceMetrics.nullable(),
});
export type TAnalyticsMetrics = z.infer<typeof ZAnalyticsMetrics>;

/** One chart point. `bucket` is the bucket's first local moment: YYYY-MM-DD, or YYYY-MM-DDTHH:00 for hours. */
export const ZAnalyticsPoint = z.object({
  bucket: z.string(),
  planned: z.number().int(),
  done: z.number().int(),
  onTime: z.number().int(),
  late: z.number().int(),
  missed: z.number().int(),
  complaints: z.number().int(),
  meanRating: z.number().nullable(),
  /** Attendance hours; 0 for a location or room. */
  hours: z.number(),
});
export type TAnalyticsPoint = z.infer<typeof ZAnalyticsPoint>;
/** Every bucket of the range in order, empty ones included. */
export const ZAnalyticsSeries = z.array(ZAnalyticsPoint);

export const ZAnalyticsLocationRef = z.object({
  id: z.uuid(),
  title: z.string(),
  type: z.enum(LOCATION_TYPES),
  timezone: z.string(),
});
export const ZAnalyticsRoomRef = z.object({ id: z.uuid(), name: z.string() });
/** A location named on a row: its zone too, so times show in the location's own zone (DECISIONS.md §7). */
export const ZAnalyticsPlace = z.object({ id: z.uuid(), title: z.string(), timezone: z.string().optional() });
export const ZAnalyticsPersonRef = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  type: z.enum(USER_TYPES),
  role: z.enum(STAFF_ROLES).nullable(),
  level: z.enum(STAFF_LEVELS),
});
export type TAnalyticsPersonRef = z.infer<typeof ZAnalyticsPersonRef>;

export const ZLocationAnalyticsRow = z.object({
  location: ZAnalyticsLocationRef,
  metrics: ZAnalyticsMetrics,
});
export type TLocationAnalyticsRow = z.infer<typeof ZLocationAnalyticsRow>;
export const ZRoomAnalyticsRow = z.object({ room: ZAnalyticsRoomRef, metrics: ZAnalyticsMetrics });
export type TRoomAnalyticsRow = z.infer<typeof ZRoomAnalyticsRow>;
/**
 * An employee's jobs: done/on time/late are the jobs they finished; planned, missed and not yet due
 * also count jobs assigned to them directly or picked or started by them (a team job nobody picked is
 * nobody's).
 */
export const ZEmployeeAnalyticsRow = z.object({ employee: ZAnalyticsPersonRef, metrics: ZAnalyticsMetrics });
export type TEmployeeAnalyticsRow = z.infer<typeof ZEmployeeAnalyticsRow>;

/** How a job stands: done on time or late, missed (past due, not finished), or open (not yet due). */
export const JOB_OUTCOMES = ['on_time', 'late', 'missed', 'open'] as const;
export type TJobOutcome = (typeof JOB_OUTCOMES)[number];

/** A job behind the figures; the web links it to /tasks/jobs/{occurrenceId}. */
export const ZAnalyticsJobRow = z.object({
  occurrenceId: z.uuid(),
  taskId: z.uuid(),
  title: z.string(),
  titleKey: ZTaskTitleKey,
  type: z.enum(TASK_TYPES),
  emergency: z.boolean(),
  location: ZAnalyticsPlace,
  rooms: z.array(ZAnalyticsRoomRef),
  startsAt: ZIsoDateTime,
  dueAt: ZIsoDateTime.nullable(),
  startedAt: ZIsoDateTime.nullable(),
  finishedAt: ZIsoDateTime.nullable(),
  /** The state as the lists show it (open and past due = overdue). */
  state: z.enum(OCCURRENCE_STATES),
  outcome: z.enum(JOB_OUTCOMES),
  finishedBy: z
    .object({ id: z.uuid(), name: z.string().nullable(), surname: z.string().nullable() })
    .nullable(),
  workingMinutes: z.number().nullable(),
  result: z.enum(['pass', 'fail']).nullable(),
});
export type TAnalyticsJobRow = z.infer<typeof ZAnalyticsJobRow>;

/** A complaint behind the figures; the web links it to the complaint (and its task when converted). */
export const ZAnalyticsComplaintRow = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  text: z.string(),
  source: z.enum(COMPLAINT_SOURCES),
  createdAt: ZIsoDateTime,
  location: ZAnalyticsPlace,
  room: ZAnalyticsRoomRef,
  taskId: z.uuid().nullable(),
  /** Employee pages: the job they finished last in that room before the complaint. */
  cleanedLastOccurrenceId: z.uuid().nullable(),
});
export type TAnalyticsComplaintRow = z.infer<typeof ZAnalyticsComplaintRow>;

export const ZAnalyticsShiftRow = z.object({
  id: z.uuid(),
  clockInAt: ZIsoDateTime,
  clockOutAt: ZIsoDateTime.nullable(),
  /** Within the range (cut at its edges); 0 while open. */
  hours: z.number(),
});
export type TAnalyticsShiftRow = z.infer<typeof ZAnalyticsShiftRow>;

function ZRows<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}
export const ZAnalyticsJobRows = ZRows(ZAnalyticsJobRow);
export const ZAnalyticsComplaintRows = ZRows(ZAnalyticsComplaintRow);
export const ZAnalyticsShiftRows = ZRows(ZAnalyticsShiftRow);

/** GET /analytics/overview: the workspace, its chart, and the top rows of the chosen entity (most jobs planned). */
export const ZAnalyticsOverview = z.object({
  range: ZResolvedRange,
  entity: z.enum(ANALYTICS_ENTITIES),
  metrics: ZAnalyticsMetrics,
  series: ZAnalyticsSeries,
  top: z.object({
    locations: z.array(ZLocationAnalyticsRow),
    employees: z.array(ZEmployeeAnalyticsRow),
  }),
});
export type TAnalyticsOverview = z.infer<typeof ZAnalyticsOverview>;

/** GET /analytics/locations: one row per location of the workspace, by title. */
export const ZLocationsAnalytics = z.object({ range: ZResolvedRange, rows: z.array(ZLocationAnalyticsRow) });
export type TLocationsAnalytics = z.infer<typeof ZLocationsAnalytics>;

/** GET /analytics/locations/{id} */
export const ZLocationAnalytics = z.object({
  range: ZResolvedRange,
  location: ZAnalyticsLocationRef,
  metrics: ZAnalyticsMetrics,
  series: ZAnalyticsSeries,
  rooms: z.array(ZRoomAnalyticsRow),
  jobs: ZAnalyticsJobRows,
  complaints: ZAnalyticsComplaintRows,
});
export type TLocationAnalytics = z.infer<typeof ZLocationAnalytics>;

/** GET /analytics/locations/{id}/rooms/{roomId}: jobs are those whose task includes the room. */
export const ZRoomAnalytics = z.object({
  range: ZResolvedRange,
  location: ZAnalyticsLocationRef,
  room: ZAnalyticsRoomRef,
  metrics: ZAnalyticsMetrics,
  series: ZAnalyticsSeries,
  jobs: ZAnalyticsJobRows,
  complaints: ZAnalyticsComplaintRows,
});
export type TRoomAnalytics = z.infer<typeof ZRoomAnalytics>;

/** GET /analytics/employees: the workspace's people (owner and staff), by name. */
export const ZEmployeesAnalytics = z.object({ range: ZResolvedRange, rows: z.array(ZEmployeeAnalyticsRow) });
export type TEmployeesAnalytics = z.infer<typeof ZEmployeesAnalytics>;

/** GET /analytics/employees/{id} */
export const ZEmployeeAnalytics = z.object({
  range: ZResolvedRange,
  employee: ZAnalyticsPersonRef,
  metrics: ZAnalyticsMetrics,
  series: ZAnalyticsSeries,
  jobs: ZAnalyticsJobRows,
  /** Complaints about rooms they cleaned last (within CLEANED_LAST_WINDOW_DAYS before the complaint). */
  complaints: ZAnalyticsComplaintRows,
  shifts: ZAnalyticsShiftRows,
});
export type TEmployeeAnalytics = z.infer<typeof ZEmployeeAnalytics>;

export const ZAnalyticsLocationParams = z.object({ id: z.uuid() });
export const ZAnalyticsRoomParams = z.object({ id: z.uuid(), roomId: z.uuid() });
export const ZAnalyticsEmployeeParams = z.object({ id: z.uuid() });

/**
 * The headline figures of a period (the weekly summary e-mail, in-app the same): the workspace's
 * metrics and its best and worst location by completion rate (locations with jobs due in the period
 * only; null when none).
 */
export const ZWorkspaceSummary = z.object({
  from: ZLocalDate,
  to: ZLocalDate,
  metrics: ZAnalyticsMetrics,
  bestLocation: ZLocationAnalyticsRow.nullable(),
  worstLocation: ZLocationAnalyticsRow.nullable(),
});
export type TWorkspaceSummary = z.infer<typeof ZWorkspaceSummary>;
