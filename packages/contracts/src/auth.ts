import { z } from 'zod';
import { ZProfile } from './profile';
import { MESSAGING_TYPES } from './rules';
import { ZCode, ZEmail, ZPhone } from './validation';

export const ZMessagingType = z.enum(MESSAGING_TYPES);

export const ZAvailableMessagingTypesResponse = z.array(ZMessagingType);
export type TAvailableMessagingTypesResponse = z.infer<typeof ZAvailableMessagingTypesResponse>;

export const ZLoginRequest = z.discriminatedUnion('type', [
  z.object({ type: z.literal('email'), email: ZEmail }),
  z.object({ type: z.literal('phone'), phone: ZPhone }),
  z.object({ type: z.literal('whatsapp'), phone: ZPhone }),
]);
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** The same reply whether the contact has an account or not (DECISIONS.md §3). */
export const ZCodeSentResponse = z.object({
  sent: z.literal(true),
  channel: ZMessagingType,
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type TCodeSentResponse = z.infer<typeof ZCodeSentResponse>;

export const ZLoginCodeRequest = z
  .object({ email: ZEmail.optional(), phone: ZPhone.optional(), code: ZCode })
  .refine((b) => (b.email === undefined) !== (b.phone === undefined), {
    message: 'emailOrPhoneRequired',
    path: ['email'],
  });
export type TLoginCodeRequest = z.infer<typeof ZLoginCodeRequest>;

export const ZLoginCodeResponse = z.object({ token: z.string(), user: ZProfile });
export type TLoginCodeResponse = z.infer<typeof ZLoginCodeResponse>;

export const ZOkResponse = z.object({ ok: z.literal(true) });
