import type { ApiError } from './api-error';

/** Server codes that are about the typed code itself and belong under the input, not in a toast. */
export const CODE_FIELD_ERROR_CODES = ['invalid_code', 'code_expired', 'code_attempts_exceeded'];

export function isCodeFieldError(error: ApiError): boolean {
  return error.fields.length > 0 || CODE_FIELD_ERROR_CODES.includes(error.code);
}
