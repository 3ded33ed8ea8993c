import type { TInspectionResult, TReadinessPeriod, TReadinessState } from '@cleanops/contracts';
import { Temporal } from 'temporal-polyfill';
import { localInstant } from '../bookings/booking-turnovers';

/**
 * A rental's readiness for its next guest (DECISIONS.md §13, this slice's signals): derived here and
 * nowhere else, so the board and the dashboard's check-ins of today always agree.
 */

/** The local times a rental's stays begin and end at, in its zone. */
export interface RentalClock {
  timezone: string;
  checkInTime: string;
  checkoutTime: string;
}

/** An active stay as its dates are stored: local dates of the rental. */
export interface StayDates {
  id: string;
  checkIn: string;
  checkOut: string;
}

export type PlacedStay<T extends StayDates> = T & { checkInAt: Date; checkOutAt: Date };

/** Turns a local date and HH:mm in a zone into an instant: localInstant, or a memo of it. */
export type LocalInstant = (date: string, time: string, timezone: string) => Date;

/** How many local times the process remembers as instants; the oldest is forgotten first. */
const REMEMBERED_INSTANTS = 20_000;
const rememberedInstants = new Map<string, Date>();

/**
 * localInstant remembered across readings: the stays of many rentals share a few dates, times and
 * zones, the next reading asks for the same ones, and the zone arithmetic is what the board would
 * otherwise spend its time on. An instant of a local time in a zone never changes while the process
 * runs (its time zone rules are loaded once).
 */
export function memoLocalInstant(): LocalInstant {
  return (date, time, timezone) => {
    const key = `${date}T${time} ${timezone}`;
    const known = rememberedInstants.get(key);
    if (known) return new Date(known.getTime());
    const at = localInstant(date, time, timezone);
    if (rememberedInstants.size >= REMEMBERED_INSTANTS) {
      const oldest = rememberedInstants.keys().next().value;
      if (oldest !== undefined) rememberedInstants.delete(oldest);
    }
    rememberedInstants.set(key, at);
    return new Date(at.getTime());
  };
}

/** A stay's check-in date at the check-in time and its checkout date at the checkout time, as instants. */
export function placeStay<T extends StayDates>(
  stay: T,
  clock: RentalClock,
  instant: LocalInstant = localInstant,
): PlacedStay<T> {
  return {
    ...stay,
    checkInAt: instant(stay.checkIn, clock.checkInTime, clock.timezone),
    checkOutAt: instant(stay.checkOut, clock.checkoutTime, clock.timezone),
  };
}

const byArrival = (a: PlacedStay<StayDates>, b: PlacedStay<StayDates>) =>
  a.checkInAt.getTime() - b.checkInAt.getTime() ||
  a.checkOutAt.getTime() - b.checkOutAt.getTime() ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Of a rental's active stays: the one in progress at `now` (checked in, not yet checked out; of
 * overlapping ones, the first to arrive) and the next one not yet checked in.
 */
export function currentAndNextStay<T extends StayDates>(
  stays: T[],
  clock: RentalClock,
  now: Date,
  instant: LocalInstant = localInstant,
): { current: PlacedStay<T> | null; next: PlacedStay<T> | null } {
  const placed = stays.map((stay) => placeStay(stay, clock, instant)).sort(byArrival);
  const at = now.getTime();
  return {
    current: placed.find((s) => s.checkInAt.getTime() <= at && at < s.checkOutAt.getTime()) ?? null,
    next: placed.find((s) => s.checkInAt.getTime() > at) ?? null,
  };
}

/** What the state is decided from. */
export interface ReadinessSignals {
  /** An open or in-progress problem of severity blocks_use (DECISIONS.md §13). */
  blocked: boolean;
  /** A stay is in progress now. */
  occupied: boolean;
  /** The result of the latest finished inspection, or null when none was ever finished. */
  lastInspection: TInspectionResult | null;
  /** A cleaning job at the rental has been started and not finished. */
  cleaningInProgress: boolean;
  /** The rental's own clean/dirty state (the cleaning signal underneath, SPEC.md §4). */
  dirty: boolean;
  /** The rental asks for an inspection after each cleaning (DECISIONS.md §13). */
  inspectionRequired?: boolean;
}

/**
 * The first signal that holds, in this order: blocked, occupied, inspection failed, cleaning, dirty,
 * awaiting inspection (required and none passed); else ready. A blocking problem outranks even a
 * guest in: the place cannot be used until it is fixed, whoever is there. A failed inspection
 * outranks cleaning and dirty: a re-cleaning does not clear it, only a later inspection that passes
 * (which then is the latest).
 */
export function readinessState(signals: ReadinessSignals): TReadinessState {
  if (signals.blocked) return 'blocked';
  if (signals.occupied) return 'occupied';
  if (signals.lastInspection === 'fail') return 'inspection_failed';
  if (signals.cleaningInProgress) return 'cleaning';
  if (signals.dirty) return 'dirty';
  if (signals.inspectionRequired && signals.lastInspection !== 'pass') return 'awaiting_inspection';
  return 'ready';
}

/**
 * The result that counts for readiness (DECISIONS.md §13): the latest finished inspection's, when it
 * was finished since the last cleaning (a turnover's finish; a re-clean is not one, so it leaves a
 * failure standing); an inspection before that cleaning says nothing of the rental as it is now.
 */
export function inspectionSinceCleaning(
  latest: { result: TInspectionResult; finishedAt: Date } | null,
  lastCleaningAt: Date | null,
): TInspectionResult | null {
  if (!latest) return null;
  if (lastCleaningAt && latest.finishedAt.getTime() < lastCleaningAt.getTime()) return null;
  return latest.result;
}

/** One rental's stays, inspection, job and state at `now`: its state and the stays the board shows. */
export function deriveReadiness<T extends StayDates>(
  rental: {
    clock: RentalClock;
    stays: T[];
    /** Whether a blocks_use problem of the rental is open or in progress. */
    blocked?: boolean;
    lastInspection: TInspectionResult | null;
    cleaningInProgress: boolean;
    dirty: boolean;
    inspectionRequired?: boolean;
  },
  now: Date,
  instant: LocalInstant = localInstant,
): { state: TReadinessState; currentStay: PlacedStay<T> | null; nextStay: PlacedStay<T> | null } {
  const { current, next } = currentAndNextStay(rental.stays, rental.clock, now, instant);
  const state = readinessState({
    blocked: rental.blocked ?? false,
    occupied: current !== null,
    lastInspection: rental.lastInspection,
    cleaningInProgress: rental.cleaningInProgress,
    dirty: rental.dirty,
    inspectionRequired: rental.inspectionRequired ?? false,
  });
  return { state, currentStay: current, nextStay: next };
}

const addDays = (date: string, days: number) => Temporal.PlainDate.from(date).add({ days }).toString();

/**
 * Whether a rental belongs on the board for a period: its next check-in (a local date) falls on the
 * rental's local today (`today`, localDate of now in its zone), tomorrow, or within the seven days
 * from today; `all` keeps every rental.
 */
export function inPeriod(period: TReadinessPeriod, nextCheckIn: string | null, today: string): boolean {
  if (period === 'all') return true;
  if (nextCheckIn === null) return false;
  if (period === 'today') return nextCheckIn === today;
  if (period === 'tomorrow') return nextCheckIn === addDays(today, 1);
  return nextCheckIn >= today && nextCheckIn <= addDays(today, 6);
}
