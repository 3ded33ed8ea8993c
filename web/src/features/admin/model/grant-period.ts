import {
  SUBSCRIPTION_MAX_DAYS,
  SUBSCRIPTION_MIN_DAYS,
  type TGrantStart,
  type TGrantSubscriptionRequest,
} from '@cleanops/contracts';
import type { Dayjs } from 'dayjs';

/** The grant form: a number of days (starting now or after the current period), or a date range. */
export interface GrantFormValues {
  mode: 'days' | 'range';
  days?: number | null;
  start: TGrantStart;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** Quick picks beside the days input (about 1, 3, 6 and 12 months, and the maximum). */
export const DAY_PRESETS = [30, 90, 180, 365, SUBSCRIPTION_MAX_DAYS] as const;

export const emptyGrantValues: GrantFormValues = {
  mode: 'days',
  days: 30,
  start: 'after_current',
  range: null,
};

/**
 * The request the form sends. A range runs from the start of its first day to the end of its last,
 * in the admin's zone, so "1–3 March" is three whole days (SPEC.md §5: at least 3).
 */
export function toGrantRequest(values: GrantFormValues): TGrantSubscriptionRequest {
  if (values.mode === 'days') return { days: values.days ?? undefined, start: values.start };
  const [from, to] = values.range ?? [null, null];
  return {
    from: from ? from.startOf('day').toISOString() : undefined,
    to: to ? to.endOf('day').add(1, 'millisecond').toISOString() : undefined,
  };
}

/** Whole days a range covers, its first and last day included; null until both ends are chosen. */
export function rangeDays(range: GrantFormValues['range']): number | null {
  const [from, to] = range ?? [null, null];
  if (!from || !to) return null;
  return to.startOf('day').diff(from.startOf('day'), 'day') + 1;
}

export function withinGrantBounds(days: number): boolean {
  return days >= SUBSCRIPTION_MIN_DAYS && days <= SUBSCRIPTION_MAX_DAYS;
}
