import type { TApiError } from '@cleanops/contracts';

export interface FieldError {
  path: string;
  message: string;
}

/** A failed call: status 0 means the request never got an answer (offline, DNS, CORS). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldError[];
  readonly retryAfterSeconds: number | null;
  /** The server's own localised message, when it sent one. */
  readonly serverMessage: string | null;

  constructor(status: number, body: Partial<TApiError> | null, fallbackMessage: string) {
    super(body?.message || fallbackMessage);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code ?? (status === 0 ? 'network' : 'unknown');
    this.fields = body?.details?.fields ?? [];
    this.retryAfterSeconds = body?.details?.retryAfterSeconds ?? null;
    this.serverMessage = body?.message || null;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** SPEC.md §8 and DECISIONS.md §3: a 401 or the literal message `Unauthenticated.` ends the session. */
  get endsSession(): boolean {
    return this.status === 401 || this.serverMessage === 'Unauthenticated.';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for a field from the server, keyed by the form field name. */
export function fieldErrorFor(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.fields.find((f) => f.path === field || f.path.endsWith(`.${field}`))?.message;
}
