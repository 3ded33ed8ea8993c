import type { TApiError } from '@cleanops/contracts';
import { toAcceptLanguage } from '@cleanops/contracts/rules';
import { apiBaseUrl } from '../config/regions';
import { currentLanguage, i18n } from '../i18n/i18n';
import { endSession } from '../session/end-session';
import { useAuthStore } from '../stores/auth-store';
import { toast } from '../ui-kit/toast';
import { ApiError } from './api-error';
import { defaultErrorKeys } from './error-catalogue';
import { takeFirstData } from './first-data';
import { checkReply, type ReplyCheck, readErrorBody } from './reply';

const REQUEST_TIMEOUT_MS = 30_000;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * The reply's check, by the one policy of ./reply.ts: its contract's zod schema in development and
   * tests only (`import.meta.env.DEV ? ZReply : undefined`), or a plain guard of reply.ts where the page
   * reads the reply in every build without loading zod.
   */
  schema?: ReplyCheck<T>;
  /** Skip the toast when the caller shows the error itself (e.g. as field errors under inputs). */
  quiet?: (error: ApiError) => boolean;
  signal?: AbortSignal;
  /** Extra headers, e.g. a queued step's Idempotency-Key and X-Device-Time. */
  headers?: Record<string, string>;
  /**
   * Gives up sooner than the default: a step the phone can keep and resend with its key is better
   * queued than waited on over a link that carries nothing.
   */
  timeoutMs?: number;
}

/** Forms show field errors inline; anything else still becomes a toast. */
export const quietWhenFieldErrors = (error: ApiError) => error.fields.length > 0;

function notify(error: ApiError): void {
  if (error.serverMessage) {
    toast.error(error.serverMessage);
    return;
  }
  const keys =
    error.code === 'timeout' ? ['errors:timeout', 'errors:unknown'] : defaultErrorKeys(error.status);
  for (const key of keys) toast.error(i18n.t(key));
}

async function readErrorReply(response: Response): Promise<Partial<TApiError> | null> {
  const json: unknown = await response.json().catch(() => null);
  return readErrorBody(json, response.headers.get('Retry-After'));
}

async function send(path: string, options: RequestOptions<unknown>): Promise<Response> {
  const { token, region } = useAuthStore.getState();
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'Accept-Language': toAcceptLanguage(currentLanguage()),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  // A form (a file upload) carries its own multipart boundary, which the browser writes.
  const form = options.body instanceof FormData;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  try {
    return await fetch(`${apiBaseUrl(region)}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : form
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const timedOut = timeout.aborted;
    throw new ApiError(0, { code: timedOut ? 'timeout' : 'network' }, i18n.t('errors:network'));
  }
}

/** How long an early answer waits for its page to take it. */
const EARLY_TAKEN_WITHIN_MS = 15_000;
const early = new Map<string, { response: Promise<Response>; at: number }>();
/** The GET paths a page has already asked for itself: an early request for one of those comes too late. */
const askedByPage = new Set<string>();

/**
 * Starts a first view's GET before its page's code has arrived: a page opened from the
 * address bar then asks for its data beside its code, not after it has loaded and drawn. The page's
 * own request for the same path takes this answer (once, within 15 s) instead of asking again, and
 * reads, checks and reports it as any other. When the page's code won the race and already asked, the
 * early request is not made: its answer would otherwise wait to be taken, stale, by the page's next
 * request (a return to the page within 15 s would show the old figures and not ask the server).
 */
export function requestEarly(path: string): void {
  adoptFirstData();
  if (early.has(path) || askedByPage.has(path) || !useAuthStore.getState().token) return;
  const response = send(path, {});
  response.catch(() => undefined);
  early.set(path, { response, at: Date.now() });
}

/**
 * The start page's first data, asked for by index.html's preload script before any of the app's code
 * had arrived, becomes an early request of its path: only when it was asked exactly as `send` would ask
 * it now (address, session, language), else it is left unread and the page asks itself. A request that
 * failed is made again here, so its error reads as any other.
 */
function adoptFirstData(): void {
  const found = takeFirstData();
  if (!found) return;
  const { token, region } = useAuthStore.getState();
  const base = apiBaseUrl(region);
  if (!token || !found.url.startsWith(`${base}/`)) return;
  const path = found.url.slice(base.length);
  const asked = found.headers;
  if (
    asked.Authorization !== `Bearer ${token}` ||
    asked['Accept-Language'] !== toAcceptLanguage(currentLanguage()) ||
    early.has(path) ||
    askedByPage.has(path)
  )
    return;
  const response = found.response.catch(() => send(path, {}));
  response.catch(() => undefined);
  early.set(path, { response, at: found.at });
}

function takeEarly(path: string): Promise<Response> | undefined {
  adoptFirstData();
  askedByPage.add(path);
  const found = early.get(path);
  early.delete(path);
  return found && Date.now() - found.at < EARLY_TAKEN_WITHIN_MS ? found.response : undefined;
}

/**
 * A read that got no answer while the browser knows it has no network: the app works on from what the
 * device keeps and shows that it is offline where that matters, so a red toast on every page opened
 * would only alarm. A change the person asked for, or a read failing with the network up, still toasts.
 */
function readWithoutSignal(error: ApiError, options: RequestOptions<unknown>): boolean {
  return error.isNetworkError && (options.method ?? 'GET') === 'GET' && !navigator.onLine;
}

/** Every call to the API goes through here: headers, error parsing, toasts and the 401 rule. */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const response = await answered(path, options);
  if (response.status === 204) return undefined as T;
  const json: unknown = await response.json().catch(() => null);
  const checked = checkReply(json, options.schema);
  if (!checked.ok) {
    console.error(`Reply of ${path} does not match the contract`, checked.error);
    const error = new ApiError(response.status, { code: 'invalid_reply' }, i18n.t('errors:unknown'));
    notify(error);
    throw error;
  }
  return checked.data;
}

/** A file the API makes (a spreadsheet, a template), with the same headers, errors and 401 rule. */
export async function apiFile(path: string, options: RequestOptions<Blob> = {}): Promise<Blob> {
  return (await answered(path, { ...options, timeoutMs: options.timeoutMs ?? 120_000 })).blob();
}

async function answered<T>(path: string, options: RequestOptions<T>): Promise<Response> {
  let response: Response;
  try {
    const taken = (options.method ?? 'GET') === 'GET' ? takeEarly(path) : undefined;
    response = await (taken ?? send(path, options as RequestOptions<unknown>));
  } catch (error) {
    if (error instanceof ApiError && !options.quiet?.(error) && !readWithoutSignal(error, options))
      notify(error);
    throw error;
  }
  if (!response.ok) {
    const error = new ApiError(response.status, await readErrorReply(response), i18n.t('errors:unknown'));
    if (error.endsSession && useAuthStore.getState().token) {
      toast.error(i18n.t('errors:unauthorized'));
      void endSession();
    } else if (!options.quiet?.(error)) {
      notify(error);
    }
    throw error;
  }
  return response;
}
