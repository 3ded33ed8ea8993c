import type { TReadinessRental } from '@cleanops/contracts';
import { localDate } from '@/shared/time/format-date';
import { addDays } from '@/shared/time/local-dates';

/** Where an instant falls relative to the location's own today (DECISIONS.md §7: the place's zone). */
export type DayWord = 'today' | 'tomorrow' | 'other';

/** "today" or "tomorrow" when the instant falls on one of them in the location's zone, else "other". */
export function dayWord(at: string, now: string, timeZone: string): DayWord {
  const day = localDate(at, timeZone);
  const today = localDate(now, timeZone);
  if (day === today) return 'today';
  return day === addDays(today, 1) ? 'tomorrow' : 'other';
}

/**
 * What keeps a rental from being ready, as a text key of the readiness namespace and its values:
 * the instants are left for the page to write in the location's zone and the reader's language.
 * Ready needs nothing more.
 */
export type MissingLine =
  | { key: 'missing.blocked'; text: string; count: number; problemId: string }
  | { key: 'missing.blockedUnknown' }
  | { key: 'missing.checksOut'; at: string }
  | { key: 'missing.inspection'; items: string[] }
  | { key: 'missing.cleaning'; startedBy: { name: string | null; surname: string | null } | null }
  | { key: 'missing.notStarted'; dueAt: string | null }
  | { key: 'missing.noJob' }
  | { key: 'missing.awaitingInspection' };

export function missingLine(rental: TReadinessRental): MissingLine | null {
  switch (rental.state) {
    case 'blocked':
      return rental.blockingProblem
        ? {
            key: 'missing.blocked',
            text: rental.blockingProblem.text,
            count: rental.blockingProblem.count,
            problemId: rental.blockingProblem.problemId,
          }
        : { key: 'missing.blockedUnknown' };
    case 'occupied':
      return rental.currentStay ? { key: 'missing.checksOut', at: rental.currentStay.checkOutAt } : null;
    case 'inspection_failed':
      return { key: 'missing.inspection', items: rental.lastInspection?.failedItems ?? [] };
    case 'cleaning':
      return { key: 'missing.cleaning', startedBy: rental.cleaningJob?.startedBy ?? null };
    case 'dirty':
      return rental.cleaningJob
        ? { key: 'missing.notStarted', dueAt: rental.cleaningJob.dueAt }
        : { key: 'missing.noJob' };
    case 'awaiting_inspection':
      return { key: 'missing.awaitingInspection' };
    case 'ready':
      return null;
  }
}
