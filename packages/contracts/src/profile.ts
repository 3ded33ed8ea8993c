import { z } from 'zod';
import { ZIsoDateTime, ZLanguage } from './common';
import { RIGHTS, STAFF_LEVELS, STAFF_ROLES, USER_TYPES } from './rights';
import { ZCode, ZEmail, ZPersonName, ZPhone } from './validation';

export const ZProfile = z.object({
  id: z.uuid(),
  type: z.enum(USER_TYPES),
  role: z.enum(STAFF_ROLES).nullable(),
  level: z.enum(STAFF_LEVELS),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  whatsapp: z.string().nullable(),
  whatsappVerified: z.boolean(),
  available: z.boolean(),
  unavailableDate: ZIsoDateTime.nullable(),
  timezone: z.string().nullable(),
  language: ZLanguage,
  trainingCompleted: z.boolean(),
  workspaceId: z.uuid().nullable(),
  createdAt: ZIsoDateTime,
});
export type TProfile = z.infer<typeof ZProfile>;

export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'expired'] as const;
export const ZSubscriptionState = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  startsAt: ZIsoDateTime,
  endsAt: ZIsoDateTime,
});
export type TSubscriptionState = z.infer<typeof ZSubscriptionState>;

export const ZProfileResponse = z.object({
  user: ZProfile,
  rights: z.array(z.enum(RIGHTS)),
  /** false for staff without a role: the menu shows no product entries (SPEC.md §6). */
  menuEnabled: z.boolean(),
  /** The workspace's subscription; null for a superuser or staff not yet in a workspace. */
  subscription: ZSubscriptionState.nullable(),
});
export type TProfileResponse = z.infer<typeof ZProfileResponse>;

/** Only IANA zone names the runtime knows are accepted. */
export const ZTimezone = z
  .string()
  .max(64)
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'invalidTimezone' },
  );

export const ZUpdateProfileRequest = z
  .object({
    name: ZPersonName('name'),
    surname: ZPersonName('surname'),
    language: ZLanguage,
    timezone: ZTimezone,
    /** Switching on clears unavailableDate; switching off without a date sets it 7 days ahead (SPEC.md §4). */
    available: z.boolean(),
    unavailableDate: ZIsoDateTime.nullable(),
  })
  .partial()
  .strict();
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export const ZChangeEmailRequest = z.object({ email: ZEmail });
export const ZChangePhoneRequest = z.object({ phone: ZPhone });
export const ZVerifyEmailRequest = z.object({ email: ZEmail, code: ZCode });
export const ZVerifyPhoneRequest = z.object({ phone: ZPhone, code: ZCode });
export type TChangeEmailRequest = z.infer<typeof ZChangeEmailRequest>;
export type TChangePhoneRequest = z.infer<typeof ZChangePhoneRequest>;
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;
export type TVerifyPhoneRequest = z.infer<typeof ZVerifyPhoneRequest>;
export const ZVerifyContactResponse = z.object({ user: ZProfile });
