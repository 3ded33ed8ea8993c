import type { TApiError, TLanguage, TOccurrence, TPublicRoom } from '@cleanops/contracts';
import { ApiError } from '@/shared/api/api-error';
import { apiBaseUrl } from '@/shared/config/regions';
import { toAcceptLanguage } from '../model/guest-rules';
import { buildComplaintForm, type GuestReview, todayRange } from '../model/review';
import type { GuestSession } from './guest-session';

/**
 * The guest page's three calls with plain fetch and XHR. No zod here (the guest bundle
 * cannot carry it): replies are checked for the few fields the page reads, and a reply without them
 * is an error like any other.
 */

const REQUEST_TIMEOUT_MS = 30_000;
/** Five phone photos over a weak connection take minutes, not the 30 s of a JSON call. */
const SEND_TIMEOUT_MS = 10 * 60_000;
/** Enough for one room's day; the rest is one tap away in My work. */
const JOBS_PAGE_SIZE = 20;

export interface CallContext {
  session: GuestSession;
  lng: TLanguage;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The error body the API sends (DECISIONS.md §9), kept only when it has that shape. */
export function readErrorBody(json: unknown, retryAfterHeader: string | null): Partial<TApiError> | null {
  let body: Partial<TApiError> | null = null;
  if (isRecord(json) && typeof json.message === 'string' && typeof json.code === 'string') {
    const details = isRecord(json.details) ? json.details : undefined;
    const fields = Array.isArray(details?.fields)
      ? details.fields.filter(
          (f): f is { path: string; message: string } =>
            isRecord(f) && typeof f.path === 'string' && typeof f.message === 'string',
        )
      : undefined;
    const retry = details?.retryAfterSeconds;
    body = {
      message: json.message,
      code: json.code,
      details: { fields, retryAfterSeconds: Number.isInteger(retry) ? (retry as number) : undefined },
    };
  }
  // A limit that answers without details still says when to come back in the standard header.
  const headerSeconds = retryAfterHeader ? Number.parseInt(retryAfterHeader, 10) : Number.NaN;
  if (body?.details?.retryAfterSeconds === undefined && Number.isFinite(headerSeconds)) {
    body = { ...body, details: { ...body?.details, retryAfterSeconds: headerSeconds } };
  }
  return body;
}

function headers({ session, lng }: CallContext): Record<string, string> {
  const result: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': toAcceptLanguage(lng),
  };
  if (session.token) result.Authorization = `Bearer ${session.token}`;
  return result;
}

async function getJson(path: string, context: CallContext, signal?: AbortSignal): Promise<unknown> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl(context.session.region)}${path}`, {
      headers: headers(context),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, { code: timeout.aborted ? 'timeout' : 'network' }, 'network');
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError(response.status, readErrorBody(json, response.headers.get('Retry-After')), 'unknown');
  }
  return json;
}

/** GET /public/rooms/{token}: the room a QR code names. */
export async function getPublicRoom(token: string, context: CallContext): Promise<TPublicRoom> {
  const json = await getJson(`/public/rooms/${encodeURIComponent(token)}`, context);
  if (!isRecord(json) || typeof json.roomName !== 'string' || typeof json.locationTitle !== 'string') {
    throw new ApiError(200, { code: 'invalid_reply' }, 'unknown');
  }
  return {
    roomName: json.roomName,
    locationTitle: json.locationTitle,
    roomId: typeof json.roomId === 'string' ? json.roomId : undefined,
  };
}

export type RoomJob = Pick<
  TOccurrence,
  'id' | 'title' | 'titleKey' | 'state' | 'emergency' | 'startsAt' | 'dueAt'
>;

/** GET /occurrences: my jobs in the scanned room that start today. */
export async function getRoomJobs(
  roomId: string,
  context: CallContext,
  now = new Date(),
): Promise<RoomJob[]> {
  const { from, to } = todayRange(now);
  const params = new URLSearchParams({
    roomIds: roomId,
    mine: 'true',
    from,
    to,
    sortBy: 'startsAt',
    sortDir: 'asc',
    pageSize: String(JOBS_PAGE_SIZE),
  });
  const json = await getJson(`/occurrences?${params}`, context);
  if (!isRecord(json) || !Array.isArray(json.items))
    throw new ApiError(200, { code: 'invalid_reply' }, 'unknown');
  return json.items as RoomJob[];
}

/**
 * POST /public/rooms/{token}/complaints as one multipart request. XMLHttpRequest rather than fetch
 * because only it reports upload progress, which matters with photos on a phone. No Authorization
 * header: a signed-in employee leaving a review is a guest too. Rejects with an ApiError (status 0
 * when no answer came).
 */
export function sendComplaint(
  token: string,
  review: GuestReview,
  context: CallContext,
  onProgress?: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(
      'POST',
      `${apiBaseUrl(context.session.region)}/public/rooms/${encodeURIComponent(token)}/complaints`,
    );
    xhr.timeout = SEND_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', toAcceptLanguage(context.lng));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, { code: 'network' }, 'network'));
    xhr.ontimeout = () => reject(new ApiError(0, { code: 'timeout' }, 'timeout'));
    xhr.onload = () => {
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = null;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(
          new ApiError(xhr.status, readErrorBody(json, xhr.getResponseHeader('Retry-After')), 'unknown'),
        );
      } else if (!isRecord(json) || json.received !== true) {
        reject(new ApiError(xhr.status, { code: 'invalid_reply' }, 'unknown'));
      } else {
        resolve();
      }
    };
    // No Content-Type: the browser writes the multipart boundary itself.
    xhr.send(buildComplaintForm(review));
  });
}
