import type {
  TApiError,
  TCodeSentResponse,
  TLatestAppVersionResponse,
  TOccurrence,
  TPublicProblem,
  TPublicRoom,
} from '@cleanops/contracts';
import { isMessagingType, type TMessagingType } from '@cleanops/contracts/rules';

/**
 * How the web app checks the API's replies, one policy for every call (docs/architecture.md,
 * docs/decisions/0038-one-source-for-rules.md):
 *
 * 1. The server holds every reply to its contract before it leaves (its zod serializer answers 500
 *    rather than send one that does not match), so a build does not build the contract's schemas
 *    again to check the same reply once more: that cost a phone most of a first view's zod work.
 * 2. In development and the unit tests a call names its reply's schema, as
 *    `schema: import.meta.env.DEV ? ZReply : undefined` at the call site, where the build can see the
 *    schema is never read and drops it with zod (decision 0014); `apiRequest` checks the reply with it.
 * 3. Where a reply is read without zod in every build (on the guest page and the sign-in flow, which load
 *    no zod, and in the calls every page makes: the new-version check, an error body), a plain guard
 *    of this module checks it. A guard checks the fields its caller reads, with the contract's rules
 *    from `@cleanops/contracts/rules`, and is no second copy of a schema: what it does not read is the
 *    contract's, held by the server.
 *
 * A reply that fails its check is an `invalid_reply` error, reported as any other failed call.
 * This module imports no zod, so every page may take it.
 */

/** What a zod schema offers for checking a reply; a plain guard of this module offers the same. */
export interface ReplyCheck<T> {
  safeParse(json: unknown): { success: true; data: T } | { success: false; error?: unknown };
}

/** The reply read by `check`, or why it was refused; without a check the reply is taken as it came. */
export function checkReply<T>(
  json: unknown,
  check: ReplyCheck<T> | undefined,
): { ok: true; data: T } | { ok: false; error: unknown } {
  if (!check) return { ok: true, data: json as T };
  const parsed = check.safeParse(json);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, error: parsed.error };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A plain guard: `read` returns what its caller needs from the reply, or null when the reply lacks it. */
function guard<T>(read: (json: unknown) => T | null): ReplyCheck<T> {
  return {
    safeParse(json) {
      const data = read(json);
      return data === null ? { success: false } : { success: true, data };
    },
  };
}

/**
 * A reply read outside `apiRequest` (an upload, a queued step sent later) that names a record by its
 * id: checked with its schema when one is given (development), else by that id.
 */
export function replyWithId<T extends { id: string }>(json: unknown, schema?: ReplyCheck<T>): T | null {
  if (schema) {
    const checked = checkReply(json, schema);
    return checked.ok ? checked.data : null;
  }
  return isRecord(json) && typeof json.id === 'string' ? (json as { id: string } as T) : null;
}

/**
 * The error body of a non-2xx reply (DECISIONS.md §9, ZApiError): message and code, the field errors
 * that have a path and a message, and when to come back, from the body or else the standard
 * Retry-After header (a limit may answer without details). null when the reply says nothing of these
 * (a proxy's HTML page): the caller's own words stand in.
 */
export function readErrorBody(
  json: unknown,
  retryAfterHeader: string | null = null,
): Partial<TApiError> | null {
  let body: Partial<TApiError> | null = null;
  if (isRecord(json) && typeof json.message === 'string' && typeof json.code === 'string') {
    const details = isRecord(json.details) ? json.details : {};
    const fields = Array.isArray(details.fields)
      ? details.fields
          .filter((f) => isRecord(f) && typeof f.path === 'string' && typeof f.message === 'string')
          .map((f) => ({ path: f.path as string, message: f.message as string }))
      : undefined;
    const retry = details.retryAfterSeconds;
    body = {
      message: json.message,
      code: json.code,
      details: {
        ...(fields ? { fields } : {}),
        ...(Number.isSafeInteger(retry) ? { retryAfterSeconds: retry as number } : {}),
      },
    };
  }
  const headerSeconds = retryAfterHeader === null ? Number.NaN : Number.parseInt(retryAfterHeader, 10);
  if (body?.details?.retryAfterSeconds === undefined && Number.isSafeInteger(headerSeconds)) {
    body = { ...body, details: { ...body?.details, retryAfterSeconds: headerSeconds } };
  }
  return body;
}

/** GET /availableMessagingTypes: the channels this page can offer; one it does not know is left out. */
export const messagingTypesReply = guard<TMessagingType[]>((json) =>
  Array.isArray(json) ? json.filter(isMessagingType) : null,
);

/** POST /login: where the code went and when it may be sent again (the code page counts down). */
export const codeSentReply = guard<TCodeSentResponse>((json) =>
  isRecord(json) &&
  json.sent === true &&
  isMessagingType(json.channel) &&
  Number.isSafeInteger(json.resendAfterSeconds) &&
  Number.isSafeInteger(json.expiresInSeconds)
    ? {
        sent: true,
        channel: json.channel,
        resendAfterSeconds: json.resendAfterSeconds as number,
        expiresInSeconds: json.expiresInSeconds as number,
      }
    : null,
);

/**
 * GET /app-versions/latest: the build the server serves (the new-version offer compares it) and the
 * published version's number (the version line shows it).
 */
export const latestVersionReply = guard<TLatestAppVersionResponse>((json) =>
  isRecord(json) &&
  (json.build === null || typeof json.build === 'string') &&
  (json.latest === null || (isRecord(json.latest) && typeof json.latest.number === 'string'))
    ? (json as TLatestAppVersionResponse)
    : null,
);

/**
 * GET /public/rooms/{token}: the names the guest page shows, the room's last cleaning when the place
 * shows it, and the room's id for its staff.
 */
export const publicRoomReply = guard<TPublicRoom>((json) =>
  isRecord(json) && typeof json.roomName === 'string' && typeof json.locationTitle === 'string'
    ? {
        roomName: json.roomName,
        locationTitle: json.locationTitle,
        roomId: typeof json.roomId === 'string' ? json.roomId : undefined,
        // A server without the flag closes no room.
        closed: json.closed === true,
        lastCleaned:
          isRecord(json.lastCleaned) &&
          typeof json.lastCleaned.at === 'string' &&
          typeof json.lastCleaned.timezone === 'string'
            ? {
                at: json.lastCleaned.at,
                by: typeof json.lastCleaned.by === 'string' ? json.lastCleaned.by : null,
                timezone: json.lastCleaned.timezone,
              }
            : null,
      }
    : null,
);

/** The fields of a job the guest page's staff card shows. */
export type RoomJob = Pick<
  TOccurrence,
  'id' | 'title' | 'titleKey' | 'state' | 'emergency' | 'startsAt' | 'dueAt'
>;

/** GET /occurrences as the guest page's staff card asks for it: a page of jobs, each with an id. */
export const roomJobsReply = guard<RoomJob[]>((json) =>
  isRecord(json) &&
  Array.isArray(json.items) &&
  json.items.every((item) => isRecord(item) && typeof item.id === 'string')
    ? (json.items as RoomJob[])
    : null,
);

/** POST /public/rooms/{token}/complaints: the guest is thanked only once the server has the review. */
export const complaintReceivedReply = guard<true>((json) =>
  isRecord(json) && json.received === true ? true : null,
);

/**
 * GET /public/problems/{token}: what the contractor's page reads; the photos are those with a link,
 * the answer is there or null.
 */
export const publicProblemReply = guard<TPublicProblem>((json) =>
  isRecord(json) &&
  typeof json.text === 'string' &&
  typeof json.kind === 'string' &&
  typeof json.language === 'string' &&
  Array.isArray(json.photos) &&
  isRecord(json.location) &&
  typeof json.location.address === 'string'
    ? {
        ...(json as TPublicProblem),
        photos: (json.photos as unknown[]).filter(
          (photo): photo is TPublicProblem['photos'][number] =>
            isRecord(photo) && typeof photo.url === 'string',
        ),
        answer: isRecord(json.answer) ? (json.answer as TPublicProblem['answer']) : null,
      }
    : null,
);

/** POST /public/problems/{token}/answer: the contractor is thanked once the server has the answer. */
export const contractorAnswerReply = guard<true>((json) =>
  isRecord(json) && json.received === true ? true : null,
);
