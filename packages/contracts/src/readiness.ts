import { z } from 'zod';
import { ZIsoDateTime } from './common';
import { OCCURRENCE_STATES, ZLocalDate } from './tasks';

/**
 * A rental's readiness for its next guest, derived from its stays, its jobs and its inspections, never
 * typed in (DECISIONS.md §13), in the order it is decided: an open or in-progress problem of severity
 * blocks_use makes it blocked; a stay in progress makes it occupied; the
 * latest finished inspection having failed keeps it failed until a later one passes; a cleaning job in
 * progress makes it cleaning; the rental's dirty state makes it dirty; a rental that asks for an
 * inspection after each cleaning awaits one until an inspection passes; otherwise it is ready. The
 * clean/dirty state of the location stays the cleaning signal underneath.
 */
export const READINESS_STATES = [
  'blocked',
  'occupied',
  'inspection_failed',
  'cleaning',
  'dirty',
  'awaiting_inspection',
  'ready',
] as const;
export type TReadinessState = (typeof READINESS_STATES)[number];

/** Which rentals the board lists: those with a check-in in the period (local days), or all. */
export const READINESS_PERIODS = ['all', 'today', 'tomorrow', 'week'] as const;
export type TReadinessPeriod = (typeof READINESS_PERIODS)[number];

export const ZReadinessQuery = z.object({
  period: z.enum(READINESS_PERIODS).default('all'),
});
export type TReadinessQuery = z.infer<typeof ZReadinessQuery>;

/** A stay as the board shows it: local dates, and the instants its check-in and checkout fall on. */
export const ZReadinessStay = z.object({
  bookingId: z.uuid(),
  checkIn: ZLocalDate,
  checkOut: ZLocalDate,
  /** The check-in date at the location's check-in time, as an instant. */
  checkInAt: ZIsoDateTime,
  /** The checkout date at the location's checkout time, as an instant. */
  checkOutAt: ZIsoDateTime,
  summary: z.string(),
});
export type TReadinessStay = z.infer<typeof ZReadinessStay>;

/** The cleaning job that decides "cleaning" or "dirty": the one in progress, else the next open one. */
export const ZReadinessCleaningJob = z.object({
  occurrenceId: z.uuid(),
  state: z.enum(OCCURRENCE_STATES),
  startsAt: ZIsoDateTime,
  dueAt: ZIsoDateTime.nullable(),
  /** Who started it (in progress), else null. */
  startedBy: z
    .object({ id: z.uuid(), name: z.string().nullable(), surname: z.string().nullable() })
    .nullable(),
});
export type TReadinessCleaningJob = z.infer<typeof ZReadinessCleaningJob>;

/**
 * The latest finished inspection of the rental. Only one finished since the last cleaning (a
 * turnover's finish; a re-clean does not count) decides "inspection failed".
 */
export const ZReadinessInspection = z.object({
  occurrenceId: z.uuid(),
  result: z.enum(['pass', 'fail']),
  finishedAt: ZIsoDateTime,
  /** The checklist items the inspector marked failed (or left unticked), in checklist order. */
  failedItems: z.array(z.string()),
});
export type TReadinessInspection = z.infer<typeof ZReadinessInspection>;

/** A problem that blocks the rental's use (severity blocks_use, still open or in progress). */
export const ZReadinessBlockingProblem = z.object({
  problemId: z.uuid(),
  text: z.string(),
  /** How many such problems the rental has (this one included). */
  count: z.number().int(),
});
export type TReadinessBlockingProblem = z.infer<typeof ZReadinessBlockingProblem>;

export const ZReadinessRental = z.object({
  location: z.object({ id: z.uuid(), title: z.string(), address: z.string(), timezone: z.string() }),
  state: z.enum(READINESS_STATES),
  /** The stay in progress now, if any. */
  currentStay: ZReadinessStay.nullable(),
  /** The next stay not yet checked in. */
  nextStay: ZReadinessStay.nullable(),
  /** When the rental turned dirty (its state's last change), when it is dirty. */
  dirtySince: ZIsoDateTime.nullable(),
  cleaningJob: ZReadinessCleaningJob.nullable(),
  lastInspection: ZReadinessInspection.nullable(),
  /** The oldest open or in-progress blocks_use problem of the rental: what "blocked" waits for. */
  blockingProblem: ZReadinessBlockingProblem.nullable(),
});
export type TReadinessRental = z.infer<typeof ZReadinessRental>;

/** GET /readiness: the workspace's rentals, by their next check-in (none last, then by title). */
export const ZReadinessBoard = z.object({
  /** When the states were derived. */
  now: ZIsoDateTime,
  period: z.enum(READINESS_PERIODS),
  items: z.array(ZReadinessRental),
});
export type TReadinessBoard = z.infer<typeof ZReadinessBoard>;
