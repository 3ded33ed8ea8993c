import type {
  TReadinessBoard,
  TReadinessPeriod,
  TReadinessRental,
  TReadinessState,
  TReadinessStay,
} from '@cleanops/contracts';
import type { Db } from '../../db/client';
import { localDate } from '../bookings/booking-turnovers';
import { effectiveState } from '../occurrences/occurrences.service';
import { ReadinessRepository, type StayRecord } from './readiness.repository';
import {
  deriveReadiness,
  inPeriod,
  inspectionSinceCleaning,
  memoLocalInstant,
  type PlacedStay,
} from './readiness-rules';

const stayView = (stay: PlacedStay<StayRecord> | null): TReadinessStay | null =>
  stay && {
    bookingId: stay.id,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    checkInAt: stay.checkInAt.toISOString(),
    checkOutAt: stay.checkOutAt.toISOString(),
    summary: stay.summary,
  };

/** Rentals with a next check-in come first, the soonest first; then by title. */
function byNextCheckIn(a: TReadinessRental, b: TReadinessRental): number {
  const at = (r: TReadinessRental) =>
    r.nextStay ? Date.parse(r.nextStay.checkInAt) : Number.POSITIVE_INFINITY;
  return (
    at(a) - at(b) ||
    a.location.title.localeCompare(b.location.title) ||
    (a.location.id < b.location.id ? -1 : a.location.id > b.location.id ? 1 : 0)
  );
}

/** The rentals' readiness for their next guests (DECISIONS.md §13), for the board and the dashboard. */
export class ReadinessService {
  private readonly repo: ReadinessRepository;

  constructor(db: Db) {
    this.repo = new ReadinessRepository(db);
  }

  /** Every rental of the workspace (never a commercial location) with its state at `now`. */
  async board(workspaceId: string, period: TReadinessPeriod, now = new Date()): Promise<TReadinessBoard> {
    const [rentals, stays] = await Promise.all([
      this.repo.rentals(workspaceId),
      this.repo.stays(workspaceId, now),
    ]);
    const staysOf = new Map<string, StayRecord[]>();
    for (const stay of stays) {
      const list = staysOf.get(stay.locationId);
      if (list) list.push(stay);
      else staysOf.set(stay.locationId, [stay]);
    }

    const instant = memoLocalInstant();
    const todayIn = new Map<string, string>();
    const today = (timezone: string) => {
      const known = todayIn.get(timezone);
      if (known) return known;
      const date = localDate(now, timezone);
      todayIn.set(timezone, date);
      return date;
    };

    const items: TReadinessRental[] = [];
    for (const rental of rentals) {
      const job = rental.cleaningJob;
      const derived = deriveReadiness(
        {
          clock: rental,
          stays: staysOf.get(rental.id) ?? [],
          blocked: rental.blockingProblem !== null,
          lastInspection: inspectionSinceCleaning(rental.lastInspection, rental.lastCleaningAt),
          cleaningInProgress: job?.startedAt != null,
          dirty: rental.state === 'dirty',
          inspectionRequired: rental.inspectionRequired,
        },
        now,
        instant,
      );
      if (!inPeriod(period, derived.nextStay?.checkIn ?? null, today(rental.timezone))) continue;
      const inspection = rental.lastInspection;
      items.push({
        location: { id: rental.id, title: rental.title, address: rental.address, timezone: rental.timezone },
        state: derived.state,
        currentStay: stayView(derived.currentStay),
        nextStay: stayView(derived.nextStay),
        dirtySince: rental.state === 'dirty' ? rental.stateChangedAt.toISOString() : null,
        cleaningJob: job && {
          occurrenceId: job.occurrenceId,
          state: effectiveState(job, now),
          startsAt: job.startsAt.toISOString(),
          dueAt: job.dueAt?.toISOString() ?? null,
          startedBy: job.startedAt ? job.startedBy : null,
        },
        lastInspection: inspection && {
          occurrenceId: inspection.occurrenceId,
          result: inspection.result,
          finishedAt: inspection.finishedAt.toISOString(),
          failedItems: inspection.failedItems,
        },
        blockingProblem: rental.blockingProblem,
      });
    }
    items.sort(byNextCheckIn);
    return { now: now.toISOString(), period, items };
  }

  /**
   * Every rental's state at `at`, by its id: the board's own reading, for the check-in warnings
   * (check-in-warnings/), which ask it now and just before a check-in.
   */
  async statesAt(workspaceId: string, at: Date): Promise<Map<string, TReadinessState>> {
    const { items } = await this.board(workspaceId, 'all', at);
    return new Map(items.map((item) => [item.location.id, item.state]));
  }

  /**
   * The dashboard's check-ins of today: rentals whose next guest arrives later on the rental's local
   * today, by whether the rental is ready now. The board's own reading, so the two never disagree.
   */
  async checkInsToday(workspaceId: string, now = new Date()): Promise<{ ready: number; notReady: number }> {
    const { items } = await this.board(workspaceId, 'today', now);
    const ready = items.filter((item) => item.state === 'ready').length;
    return { ready, notReady: items.length - ready };
  }
}
