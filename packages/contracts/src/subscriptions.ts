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
