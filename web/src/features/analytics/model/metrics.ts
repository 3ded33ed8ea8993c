import type { TAnalyticsMetrics } from '@cleanops/contracts';
import { formatCount, formatHours, formatMinutes, formatRating, formatShare } from './format-figures';

/** How a figure reads: a count, a 0–1 share, a star rating, minutes, or hours. */
export type FigureKind = 'count' | 'share' | 'rating' | 'minutes' | 'hours';

export interface MetricDef {
  /** Also the translation key under `analytics:metrics.` and the CSV column's header. */
  key: string;
  kind: FigureKind;
  read: (metrics: TAnalyticsMetrics) => number | null;
}

/** DECISIONS.md §10's figures, in the order the tables show them. */
const ALL: Record<string, MetricDef> = Object.fromEntries(
  (
    [
      { key: 'planned', kind: 'count', read: (m) => m.jobs.planned },
      { key: 'done', kind: 'count', read: (m) => m.jobs.done },
      { key: 'completionRate', kind: 'share', read: (m) => m.jobs.completionRate },
      { key: 'onTime', kind: 'count', read: (m) => m.jobs.onTime },
      { key: 'late', kind: 'count', read: (m) => m.jobs.late },
      { key: 'missed', kind: 'count', read: (m) => m.jobs.missed },
      { key: 'onTimeRate', kind: 'share', read: (m) => m.jobs.onTimeRate },
      { key: 'notPicked', kind: 'count', read: (m) => m.jobs.notPicked },
      { key: 'meanWork', kind: 'minutes', read: (m) => m.time.all.meanMinutes },
      { key: 'medianWork', kind: 'minutes', read: (m) => m.time.all.medianMinutes },
      { key: 'turnovers', kind: 'count', read: (m) => m.turnovers.finished },
      { key: 'turnoverMean', kind: 'minutes', read: (m) => m.turnovers.meanMinutes },
      { key: 'turnoversOver', kind: 'count', read: (m) => m.turnovers.overDuration },
      { key: 'complaints', kind: 'count', read: (m) => m.complaints.count },
      { key: 'meanRating', kind: 'rating', read: (m) => m.complaints.meanRating },
      { key: 'convertedShare', kind: 'share', read: (m) => m.complaints.convertedShare },
      { key: 'timeToFixed', kind: 'minutes', read: (m) => m.complaints.meanMinutesToFixed },
      { key: 'inspectionsPassed', kind: 'count', read: (m) => m.inspections.passed },
      { key: 'inspectionsFailed', kind: 'count', read: (m) => m.inspections.failed },
      { key: 'hours', kind: 'hours', read: (m) => m.attendance?.hours ?? null },
      { key: 'shifts', kind: 'count', read: (m) => m.attendance?.shifts ?? null },
      { key: 'openShifts', kind: 'count', read: (m) => m.attendance?.openShifts ?? null },
    ] satisfies MetricDef[]
  ).map((def) => [def.key, def]),
);

const pick = (...keys: string[]): MetricDef[] => keys.map((key) => ALL[key] as MetricDef);

const JOB_KEYS = ['planned', 'done', 'completionRate', 'onTime', 'late', 'missed', 'onTimeRate'];
const COMPLAINT_KEYS = ['complaints', 'meanRating', 'convertedShare', 'timeToFixed'];

/** Locations and rooms: jobs, working time, rental turnovers, complaints, inspections. */
export const PLACE_METRICS = pick(
  ...JOB_KEYS,
  'notPicked',
  'meanWork',
  'turnovers',
  'turnoverMean',
  'turnoversOver',
  ...COMPLAINT_KEYS,
  'inspectionsPassed',
  'inspectionsFailed',
);

/** DECISIONS.md §10 per employee: their jobs, working time, hours, inspections, complaints about rooms they cleaned last. */
export const EMPLOYEE_METRICS = pick(
  ...JOB_KEYS,
  'meanWork',
  'hours',
  'shifts',
  'openShifts',
  'inspectionsPassed',
  'inspectionsFailed',
  ...COMPLAINT_KEYS,
);

/*
 * Medians are left out of the tables: the API gives them for a whole scope only (a median per row
 * would sort every job, analytics-contract-changes 14:46), so the drill-downs show them as a card.
 */
export const MEDIAN_WORK = pick('medianWork');

/** The headline cards above a chart. */
export const HEADLINE_METRICS = pick(
  'planned',
  'done',
  'completionRate',
  'onTimeRate',
  'missed',
  'meanWork',
  'complaints',
  'meanRating',
);

export function formatFigure(kind: FigureKind, value: number | null, language: string): string {
  switch (kind) {
    case 'share':
      return formatShare(value, language);
    case 'rating':
      return formatRating(value, language);
    case 'minutes':
      return formatMinutes(value, language);
    case 'hours':
      return formatHours(value, language);
    default:
      return formatCount(value, language);
  }
}

/**
 * The figure as a CSV cell: a plain number a spreadsheet can sum (shares as whole percent, durations
 * in minutes, hours with two decimals); the header carries the unit.
 */
export function csvFigure(kind: FigureKind, value: number | null): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  if (kind === 'share') return Math.round(value * 1000) / 10;
  if (kind === 'rating' || kind === 'hours') return Math.round(value * 100) / 100;
  if (kind === 'minutes') return Math.round(value);
  return value;
}

/** Sorts rows by a figure; a missing figure goes last whichever way the column is sorted by antd. */
export function compareFigures(a: number | null, b: number | null): number {
  if (a === null && b === null) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a - b;
}
