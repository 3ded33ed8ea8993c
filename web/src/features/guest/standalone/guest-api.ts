import type { TPublicRoom } from '@cleanops/contracts';
import { type TLanguage, toAcceptLanguage } from '@cleanops/contracts/rules';
import { ApiError } from '@/shared/api/api-error';
import {
  complaintReceivedReply,
  publicRoomReply,
  type ReplyCheck,
  type RoomJob,
  readErrorBody,
  roomJobsReply,
} from '@/shared/api/reply';
import { sendForm } from '@/shared/api/send-form';
import { apiBaseUrl } from '@/shared/config/regions';
import { buildComplaintForm, type GuestReview, todayRange } from '../model/review';
import type { GuestSession } from './guest-session';

/**
 * The guest page's three calls with plain fetch and XHR. No zod here (the guest bundle cannot carry
 * it): each reply is checked by its plain guard (shared/api/reply.ts), and a reply without what the
 * page reads is an error like any other.
 */

const REQUEST_TIMEOUT_MS = 30_000;
/** Enough for one room's day; the rest is one tap away in My work. */
const JOBS_PAGE_SIZE = 20;

export interface CallContext {
  session: GuestSession;
  lng: TLanguage;
}

/** What `check` reads from a reply, or an `invalid_reply` error (`status` is the reply's). */
function checked<T>(json: unknown, check: ReplyCheck<T>, status: number): T {
  const parsed = check.safeParse(json);
  if (!parsed.success) throw new ApiError(status, { code: 'invalid_reply' }, 'unknown');
  return parsed.data;
}

function headers({ session, lng }: CallContext): Record<string, string> {
  const result: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': toAcceptLanguage(lng),
  };
  if (session.token) result.Authorization = `Bearer ${session.token}`;
  return result;
}

async function getJson<T>(
  path: string,
  check: ReplyCheck<T>,
  context: CallContext,
  signal?: AbortSignal,
): Promise<T> {
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
  return checked(json, check, response.status);
}

/** GET /public/rooms/{token}: the room a QR code names. */
export function getPublicRoom(token: string, context: CallContext): Promise<TPublicRoom> {
  return getJson(`/public/rooms/${encodeURIComponent(token)}`, publicRoomReply, context);
}

/** GET /occurrences: my jobs in the scanned room that start today. */
export function getRoomJobs(roomId: string, context: CallContext, now = new Date()): Promise<RoomJob[]> {
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
  return getJson(`/occurrences?${params}`, roomJobsReply, context);
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
  return sendForm(
    `${apiBaseUrl(context.session.region)}/public/rooms/${encodeURIComponent(token)}/complaints`,
    buildComplaintForm(review),
    context.lng,
    complaintReceivedReply,
    onProgress,
  );
}
