import { z } from 'zod';
import { ZIsoDateTime } from './common';
import { ZSubscriptionState } from './profile';

/** SPEC.md §5, §9: a subscription lasts at least 3 days and at most 2 years. */
export const SUBSCRIPTION_MIN_DAYS = 3;
export const SUBSCRIPTION_MAX_DAYS = 730;
/** The owner's banner shows the days left from this many days before the end. */
export const SUBSCRIPTION_WARN_DAYS = 7;
/** Periods an owner may ask to renew for; payment comes later, so a renewal is recorded as a request. */
export const RENEWAL_MONTHS = [1, 3, 6, 12] as const;

const DAY_MS = 86_400_000;

/** `months` calendar months after `from` (UTC), the 31st becoming the month's last day when shorter. */
export function addMonths(from: Date, months: number): Date {
  const to = new Date(from);
  const day = to.getUTCDate();
  to.setUTCDate(1);
  to.setUTCMonth(to.getUTCMonth() + months);
  const last = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 0)).getUTCDate();
  to.setUTCDate(Math.min(day, last));
  return to;
}

export type TPeriodLength = { days: number } | { months: number } | { from: Date; to: Date };

/**
 * Where a new period runs (DECISIONS.md §11): a range as given; otherwise from now, or, when asked to
 * start after the current period and that one is still running, from its end. The server grants by
 * this rule and the screens announce the dates by it, so what is shown is what is granted.
 */
export function plannedPeriod(input: {
  now: Date;
  /** The end of the workspace's deciding period, if any. */
  currentEndsAt: Date | null;
  start: 'now' | 'after_current';
  length: TPeriodLength;
}): { startsAt: Date; endsAt: Date } {
  const { now, currentEndsAt, start, length } = input;
  if ('from' in length) return { startsAt: length.from, endsAt: length.to };
  const startsAt = start === 'after_current' && currentEndsAt && currentEndsAt > now ? currentEndsAt : now;
  const endsAt =
    'days' in length
      ? new Date(startsAt.getTime() + length.days * DAY_MS)
      : addMonths(startsAt, length.months);
  return { startsAt, endsAt };
}

export const SUBSCRIPTION_KINDS = ['trial', 'paid', 'custom'] as const;
export const ZSubscriptionPeriod = z.object({
  id: z.uuid(),
  kind: z.enum(SUBSCRIPTION_KINDS),
  startsAt: ZIsoDateTime,
  endsAt: ZIsoDateTime,
  createdAt: ZIsoDateTime,
});
export type TSubscriptionPeriod = z.infer<typeof ZSubscriptionPeriod>;
/**
 * A renewal request waits until a super admin grants it (when paid: invoice and bank transfer, outside
 * the product) or declines it with a reason the owner sees (DECISIONS.md §11).
 */
export const RENEWAL_STATUSES = ['waiting', 'granted', 'declined'] as const;
export type TRenewalStatus = (typeof RENEWAL_STATUSES)[number];
export const ZRenewalRequest = z.object({
  id: z.uuid(),
  months: z.number().int(),
  status: z.enum(RENEWAL_STATUSES),
  /** Why it was declined; null unless declined. */
  reason: z.string().nullable(),
  /** When a super admin granted or declined it. */
  decidedAt: ZIsoDateTime.nullable(),
  /** The period a grant made. */
  periodId: z.uuid().nullable(),
  createdAt: ZIsoDateTime,
});
export type TRenewalRequest = z.infer<typeof ZRenewalRequest>;

/** GET /subscriptions: the current state, the periods so far (newest first) and the renewal requests. */
export const ZSubscriptionsResponse = z.object({
  current: ZSubscriptionState.nullable(),
  daysLeft: z.number().int(),
  /** The period in force now: during a trial, the trial, even when a paid period follows it. */
  running: ZSubscriptionPeriod.nullable(),
  /** Periods that start later, soonest first. */
  upcoming: z.array(ZSubscriptionPeriod),
  periods: z.array(ZSubscriptionPeriod),
  renewals: z.array(ZRenewalRequest),
});
export type TSubscriptionsResponse = z.infer<typeof ZSubscriptionsResponse>;

export const ZRenewSubscriptionRequest = z
  .object({
    months: z.literal(RENEWAL_MONTHS),
  })
  .strict();
export type TRenewSubscriptionRequest = z.infer<typeof ZRenewSubscriptionRequest>;
