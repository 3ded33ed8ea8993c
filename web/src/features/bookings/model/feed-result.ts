import type { TBookingFeed } from '@cleanops/contracts';

/** How a feed's last fetch reads: which text of `bookings:feeds.result` and with what numbers. */
export type FeedResult =
  | { tone: 'pending'; key: 'never' }
  | { tone: 'ok'; key: 'ok' }
  | { tone: 'error'; key: string; values: Record<string, number>; serverText?: string };

/**
 * The error code in words, in the page's language ("the calendar address answered 404"). The numbers
 * of the limits (seconds, megabytes) travel only in the server's own sentence: for those two codes
 * that sentence is shown (limits on the feed, should it carry them, come first), and without either
 * the web's own words say the same without the number.
 */
export function feedResult(
  feed: Pick<TBookingFeed, 'lastStatus' | 'lastErrorCode' | 'lastHttpStatus'> & {
    lastErrorMessage?: string | null;
    limits?: { timeoutSeconds?: number; maxMegabytes?: number } | null;
  },
): FeedResult {
  if (feed.lastStatus === null) return { tone: 'pending', key: 'never' };
  if (feed.lastStatus === 'ok') return { tone: 'ok', key: 'ok' };
  const code = feed.lastErrorCode;
  if ((code === 'not_found' || code === 'http_error') && feed.lastHttpStatus !== null)
    return { tone: 'error', key: 'httpStatus', values: { status: feed.lastHttpStatus } };
  if (code === 'not_found') return { tone: 'error', key: 'httpStatus', values: { status: 404 } };
  if (code === 'timeout' && feed.limits?.timeoutSeconds)
    return { tone: 'error', key: 'timeoutAfter', values: { count: feed.limits.timeoutSeconds } };
  if (code === 'too_large' && feed.limits?.maxMegabytes)
    return { tone: 'error', key: 'tooLargeOver', values: { count: feed.limits.maxMegabytes } };
  // The limit's number is only in the server's sentence (already in the reader's language): use it.
  if ((code === 'timeout' || code === 'too_large') && feed.lastErrorMessage)
    return { tone: 'error', key: code, values: {}, serverText: feed.lastErrorMessage };
  return { tone: 'error', key: code ?? 'unknown', values: {} };
}
