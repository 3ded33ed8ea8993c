import { READINESS_PERIODS, type TReadinessPeriod } from '@cleanops/contracts';
import { oneOf } from '@/shared/hooks/use-list-params';

/** The period the address asks for (`?period=today`); all rentals when it names none or an unknown one. */
export function periodFromSearch(search: URLSearchParams): TReadinessPeriod {
  return oneOf(search.get('period'), READINESS_PERIODS) ?? 'all';
}
