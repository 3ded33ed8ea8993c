import type { TCodeSentResponse, TMessagingType, TRegion } from '@cleanops/contracts';
import type { ReplyCheck } from '@/shared/api/client';

/*
 * The contract's rules the sign-in pages check, copied without zod: importing them from
 * @cleanops/contracts would bring zod into the sign-in flow's first download.
 * sign-in-rules.test.ts keeps every copy equal to its original in packages/contracts.
 */

/** contracts: EMAIL_MAX and z.email()'s pattern, as ZEmail applies them (trimmed, lower-cased). */
export const EMAIL_MAX = 254;
const EMAIL_RE =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** contracts: PHONE_RE (E.164), as ZPhone applies it (trimmed, spaces, brackets and dashes removed). */
const PHONE_RE = /^\+[1-9]\d{7,14}$/;
/** contracts: CODE_LENGTH, CODE_ALPHABET, TEST_CODE_LENGTH. */
export const CODE_LENGTH = 6;
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const TEST_CODE_LENGTH = 5;
const CODE_RE = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);
const TEST_CODE_RE = new RegExp(`^\\d{${TEST_CODE_LENGTH}}$`);
/** contracts: MESSAGING_TYPES. */
export const MESSAGING_TYPES: readonly TMessagingType[] = ['email', 'phone', 'whatsapp'];

/** contracts: REGIONS. */
export const REGIONS: readonly TRegion[] = ['kz', 'ru'];

/** ZEmail: the e-mail to send, or the validation key ZEmail gives. */
export function parseEmail(raw: string): { email: string } | { error: 'invalidEmail' } {
  const email = raw.trim().toLowerCase();
  return email.length <= EMAIL_MAX && EMAIL_RE.test(email) ? { email } : { error: 'invalidEmail' };
}

/** ZPhone: the number to send, or null when ZPhone refuses it. */
export function parsePhone(raw: string): string | null {
  const phone = raw.trim().replace(/[\s()-]/g, '');
  return PHONE_RE.test(phone) ? phone : null;
}

/** contracts: normalizeCode. */
export function normalizeCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** contracts: isWellFormedCode. */
export function isWellFormedCode(code: string): boolean {
  return CODE_RE.test(code) || TEST_CODE_RE.test(code);
}

const isMessagingType = (value: unknown): value is TMessagingType =>
  typeof value === 'string' && (MESSAGING_TYPES as readonly string[]).includes(value);

/** ZAvailableMessagingTypesResponse's check, for the API client (shared/api/client.ts ReplyCheck). */
export const availableMessagingTypesReply: ReplyCheck<TMessagingType[]> = {
  safeParse(json: unknown) {
    return Array.isArray(json) && json.every(isMessagingType)
      ? { success: true as const, data: json as TMessagingType[] }
      : { success: false as const };
  },
};

/** ZCodeSentResponse's check. */
export const codeSentReply: ReplyCheck<TCodeSentResponse> = {
  safeParse(json: unknown) {
    const reply = json as Record<string, unknown> | null;
    const ok =
      typeof reply === 'object' &&
      reply !== null &&
      !Array.isArray(reply) &&
      reply.sent === true &&
      isMessagingType(reply.channel) &&
      Number.isSafeInteger(reply.resendAfterSeconds) &&
      Number.isSafeInteger(reply.expiresInSeconds);
    if (!ok) return { success: false as const };
    const data: TCodeSentResponse = {
      sent: true,
      channel: reply.channel as TMessagingType,
      resendAfterSeconds: reply.resendAfterSeconds as number,
      expiresInSeconds: reply.expiresInSeconds as number,
    };
    return { success: true as const, data };
  },
};
