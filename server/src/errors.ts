import type { TErrorCode } from '@cleanops/contracts';
import type { MessageKey } from './i18n/messages';

const STATUS: Record<TErrorCode, number> = {
  validation_failed: 400,
  invalid_code: 400,
  code_expired: 400,
  code_attempts_exceeded: 400,
  channel_unavailable: 400,
  unauthenticated: 401,
  subscription_expired: 402,
  room_subscription_expired: 402,
  forbidden: 403,
  not_assigned: 403,
  wrong_room: 400,
  not_found: 404,
  conflict: 409,
  name_taken: 409,
  already_employed: 409,
  invite_not_pending: 409,
  renewal_answered: 409,
  attach_not_staff: 409,
  account_protected: 409,
  last_superuser: 409,
  period_not_revocable: 409,
  subscription_not_running: 409,
  occurrence_taken: 409,
  occurrence_incomplete: 409,
  occurrence_not_started: 409,
  occurrence_closed: 409,
  complaint_converted: 409,
  problem_state: 409,
  problem_link_answered: 409,
  /** A contractor link past its day or withdrawn: gone for good, not merely missing. */
  problem_link_expired: 410,
  problem_link_revoked: 410,
  contact_taken: 409,
  /** The same Idempotency-Key sent with another step or body. */
  idempotency_key_reused: 422,
  payload_too_large: 413,
  file_too_large: 413,
  unsupported_media_type: 415,
  unsupported_file_type: 415,
  rate_limited: 429,
  contact_locked: 429,
  resend_too_soon: 429,
  send_cap_reached: 429,
  internal: 500,
  service_unavailable: 503,
};

export interface FieldProblem {
  path: string;
  key: MessageKey;
  vars?: Record<string, string | number>;
}

/**
 * An error a client can act on. The status comes from the code (DECISIONS.md §9); the message is
 * localised by the error handler from the code and `vars`.
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: TErrorCode,
    readonly options: {
      vars?: Record<string, string | number>;
      retryAfterSeconds?: number;
      fields?: FieldProblem[];
      /** A more precise message than the code's own (a 409 that says what conflicts). */
      messageKey?: MessageKey;
    } = {},
  ) {
    super(code);
    this.statusCode = STATUS[code];
  }
}

export const notFound = () => new AppError('not_found');
export const forbidden = () => new AppError('forbidden');
export const unauthenticated = () => new AppError('unauthenticated');
export const fieldError = (path: string, key: MessageKey, vars?: Record<string, string | number>) =>
  new AppError('validation_failed', { fields: [{ path, key, vars }] });
