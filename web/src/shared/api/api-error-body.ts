import type { TApiError } from '@cleanops/contracts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFieldError = (value: unknown): value is { path: string; message: string } =>
  isObject(value) && typeof value.path === 'string' && typeof value.message === 'string';

/**
 * The error body of a non-2xx reply, checked by the rules of the contract's ZApiError without zod:
 * the API client is in every page's first download, zod is not. api-error-body.test.ts
 * keeps the two in step. null when the body is not such an error.
 */
export function readApiErrorBody(json: unknown): TApiError | null {
  if (!isObject(json) || typeof json.message !== 'string' || typeof json.code !== 'string') return null;
  const { details } = json;
  if (details === undefined) return { message: json.message, code: json.code };
  if (!isObject(details)) return null;
  const { fields, retryAfterSeconds } = details;
  if (fields !== undefined && !(Array.isArray(fields) && fields.every(isFieldError))) return null;
  if (retryAfterSeconds !== undefined && !Number.isSafeInteger(retryAfterSeconds)) return null;
  return {
    message: json.message,
    code: json.code,
    details: {
      ...(fields === undefined ? {} : { fields: fields.map(({ path, message }) => ({ path, message })) }),
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds: retryAfterSeconds as number }),
    },
  };
}
