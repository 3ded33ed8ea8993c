import { z } from 'zod';
import { LANGUAGES, REGIONS } from './rules';

/** The schemas of the language and region rules (rules.ts). */
export const ZLanguage = z.enum(LANGUAGES);
export const ZRegion = z.enum(REGIONS);

/** Error body of every non-2xx reply (DECISIONS.md §9). */
export const ZFieldError = z.object({ path: z.string(), message: z.string() });
export const ZApiError = z.object({
  message: z.string(),
  code: z.string(),
  details: z
    .object({
      fields: z.array(ZFieldError).optional(),
      retryAfterSeconds: z.number().int().optional(),
    })
    .optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** Machine-readable error codes; the message beside them is localised by the server. */
export const ERROR_CODES = [
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'subscription_expired',
  'room_subscription_expired',
  'invalid_code',
  'code_expired',
  'code_attempts_exceeded',
  'contact_locked',
  'resend_too_soon',
  'send_cap_reached',
  'channel_unavailable',
  'contact_taken',
  'payload_too_large',
  'unsupported_media_type',
  'file_too_large',
  'unsupported_file_type',
  'name_taken',
  'already_employed',
  'occurrence_taken',
  'wrong_room',
  'occurrence_incomplete',
  'occurrence_not_started',
  'occurrence_closed',
  'idempotency_key_reused',
  'not_assigned',
  'complaint_converted',
  // Problems (DECISIONS.md §13): a step the problem's state does not allow; a contractor link used up.
  'problem_state',
  'problem_link_expired',
  'problem_link_revoked',
  'problem_link_answered',
  'invite_not_pending',
  'renewal_answered',
  'attach_not_staff',
  'account_protected',
  'last_superuser',
  'period_not_revocable',
  'subscription_not_running',
  'internal',
  'service_unavailable',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

export const ZUuid = z.uuid();
/**
 * An instant as ISO 8601 with an offset, from 1970 to the end of 9999 (UTC). Outside that no
 * business date lies, and PostgreSQL refuses some of it (`0000-01-01T00:00Z`, or a 9999 date with a
 * negative offset, which is year 10000), which would otherwise be a 500.
 */
const EARLIEST_INSTANT = Date.UTC(1970, 0, 1);
const LATEST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
export const ZIsoDateTime = z.iso.datetime({ offset: true }).refine(
  (value) => {
    // A malformed value is the format check's to report.
    const at = Date.parse(value);
    return Number.isNaN(at) || (at >= EARLIEST_INSTANT && at <= LATEST_INSTANT);
  },
  { message: 'dateOutOfRange' },
);

/** Paging and sorting query shared by every list (DECISIONS.md §9). */
export const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  sortDir: z.enum(['asc', 'desc']).default('desc'),
});

export function ZPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
