import { z } from 'zod';
import type { TStaffRole, TUserType } from './rights';

/**
 * The weekly summary: last week's figures, in-app and by e-mail, every Monday morning in
 * the reader's zone, to owners and staff admins who opt in (off by default).
 */
export const canReceiveWeeklySummary = (user: { type: TUserType; role: TStaffRole | null }) =>
  user.type === 'owner' || (user.type === 'staff' && user.role === 'admin');

/** GET/PUT /profile/weekly-summary. `allowed` is false for everyone but owners and staff admins. */
export const ZWeeklySummarySetting = z.object({ enabled: z.boolean(), allowed: z.boolean() });
export type TWeeklySummarySetting = z.infer<typeof ZWeeklySummarySetting>;

export const ZUpdateWeeklySummaryRequest = z.object({ enabled: z.boolean() }).strict();
export type TUpdateWeeklySummaryRequest = z.infer<typeof ZUpdateWeeklySummaryRequest>;
