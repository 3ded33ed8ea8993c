import type { Db } from '../../db/client';
import type { BookingFeedRow } from '../../db/schema';
import { localDate, planLocationTurnovers } from './booking-turnovers';
import { emitBookingWebhooks } from './booking-webhooks';
import { BookingsRepository } from './bookings.repository';
import { type FeedFetchOptions, fetchFeed } from './feed-fetch';
import { NotICalError, type ParsedFeed, readBookingFeed } from './feed-parse';

export interface BookingSyncSettings {
  BOOKING_FEED_TIMEOUT_MS: number;
  BOOKING_FEED_MAX_BYTES: number;
  BOOKING_FEEDS_ALLOW_LOOPBACK: boolean;
}

export interface FeedSyncResult {
  /** false when the fetch or the parse failed: the bookings were left as they were. */
  ok: boolean;
  notModified: boolean;
  created: number;
  updated: number;
  cancelled: number;
  /** Stays missing from this read but kept, the read being held as suspicious (0 when applied). */
  held: number;
  /** Events of this read that could not be read and were left out. */
  skipped: number;
}

const NOTHING = { created: 0, updated: 0, cancelled: 0, held: 0, skipped: 0 };

/**
 * A read that would cancel more than half of a feed's stays not yet checked out, and at least this
 * many, is held as suspicious: an empty or truncated answer from a channel must not strip a listing
 * of its turnovers. The next good read decides.
 */
export const SUSPICIOUS_CANCELLATIONS_MIN = 2;

/**
 * Whether a read missing `missing` of the feed's `future` stays is held. A read right after a held
 * one is not: that second answer, when it still lacks the stays, confirms they were cancelled.
 */
export const isSuspiciousRead = (future: number, missing: number, previousHeld: boolean) =>
  !previousHeld && missing >= SUSPICIOUS_CANCELLATIONS_MIN && missing * 2 > future;

/**
 * Reads one feed and brings its bookings and their turnovers in line. The fetch happens
 * outside any transaction (a slow calendar never holds a lock); then, in one transaction with the
 * location's row lock, events are upserted by (feed, uid), events gone from the feed are cancelled
 * and the location's turnovers are planned. A fetch or parse error leaves the bookings untouched and
 * is recorded on the feed. `resolve` is for tests that point a host name at an address.
 */
export async function syncFeed(
  db: Db,
  feedId: string,
  settings: BookingSyncSettings,
  now: Date = new Date(),
  resolve?: FeedFetchOptions['resolve'],
): Promise<FeedSyncResult | null> {
  const repo = new BookingsRepository(db);
  const feed = await repo.feed(null, feedId);
  if (!feed) return null;
  const location = await repo.location(feed.workspaceId, feed.locationId);
  if (!location) return null;

  const fetched = await fetchFeed(feed.url, {
    timeoutMs: settings.BOOKING_FEED_TIMEOUT_MS,
    maxBytes: settings.BOOKING_FEED_MAX_BYTES,
    allowLoopback: settings.BOOKING_FEEDS_ALLOW_LOOPBACK,
    etag: feed.etag,
    lastModified: feed.lastModified,
    resolve,
  });
  const fetchedAt = new Date();
  const failed = async (
    code: NonNullable<BookingFeedRow['lastErrorCode']>,
    httpStatus: number | null,
    detail: string,
  ) => {
    await repo.updateFeed(feed.id, {
      lastFetchedAt: fetchedAt,
      lastStatus: 'error',
      lastErrorCode: code,
      lastHttpStatus: httpStatus,
      lastErrorDetail: detail.slice(0, 500),
    });
    return { ok: false, notModified: false, ...NOTHING };
  };
  if (fetched.status === 'error') return failed(fetched.code, fetched.httpStatus, fetched.detail);
  const succeeded = {
    lastFetchedAt: fetchedAt,
    lastStatus: 'ok' as const,
    lastErrorCode: null,
    lastHttpStatus: null,
    lastErrorDetail: null,
    // An unchanged calendar (304) is the last applied one: the stays a held read missed are there.
    lastHeldCancellations: null,
  };

  let parsed: ParsedFeed | null = null;
  if (fetched.status === 'ok') {
    try {
      parsed = readBookingFeed(fetched.body, { timezone: location.timezone, now });
    } catch (error) {
      if (error instanceof NotICalError) return failed('not_ical', null, error.message);
      throw error;
    }
  }

  return db.transaction(async (tx) => {
    const locked = new BookingsRepository(tx);
    const lockedLocation = await locked.lockLocation(feed.locationId);
    // The feed may have been deleted, or given a new address, while it was being fetched.
    const current = await locked.feed(null, feed.id);
    if (!lockedLocation || !current || current.url !== feed.url) return null;
    if (!parsed) {
      await locked.updateFeed(feed.id, succeeded);
      const plan = await planLocationTurnovers(tx, lockedLocation, now);
      return { ok: true, notModified: true, ...NOTHING, cancelled: plan.cancelled };
    }
    const uids = parsed.bookings.map((p) => p.uid);
    const today = localDate(now, lockedLocation.timezone);
    const { future, missing } = await locked.futureStaysMissing(feed.id, uids, today);
    const held = isSuspiciousRead(future, missing, current.lastHeldCancellations !== null);
    const { created, updated, changedIds } = await locked.upsertFeedBookings(feed, parsed.bookings, now);
    const cancelledIds = held ? [] : await locked.cancelMissing(feed.id, uids, now);
    await locked.updateFeed(feed.id, {
      ...succeeded,
      lastHeldCancellations: held ? missing : null,
      lastSkippedEvents: parsed.skipped,
      // A held answer's validators are not kept: the next read must get the whole calendar again,
      // not a 304 that would repeat the held answer.
      etag: fetched.status === 'ok' && !held ? fetched.etag : current.etag,
      lastModified: fetched.status === 'ok' && !held ? fetched.lastModified : current.lastModified,
    });
    if (lockedLocation.type === 'rental') await planLocationTurnovers(tx, lockedLocation, now);
    await emitBookingWebhooks(tx, feed.workspaceId, [...changedIds, ...cancelledIds]);
    return {
      ok: true,
      notModified: false,
      created,
      updated,
      cancelled: cancelledIds.length,
      held: held ? missing : 0,
      skipped: parsed.skipped,
    };
  });
}

/**
 * The scheduled sync: every feed not read for BOOKING_SYNC_MINUTES, oldest first, one at a time (a
 * feed's failure is recorded on it, or, when the read itself broke, handed to `onFeedError`, and the
 * others still run). Every process runs it (DECISIONS.md §1):
 * each feed is claimed just before its read, so two processes split the due feeds and a calendar is
 * asked once, not once per process. A process that dies mid-read leaves its feed for the next period.
 * While a read is under way the feed shows the time it began. Answers how many this process read.
 */
export async function syncDueFeeds(
  db: Db,
  settings: BookingSyncSettings & { BOOKING_SYNC_MINUTES: number },
  now: Date,
  limit = 200,
  onFeedError?: (feedId: string, error: unknown) => void,
): Promise<number> {
  const repo = new BookingsRepository(db);
  const before = new Date(now.getTime() - settings.BOOKING_SYNC_MINUTES * 60_000);
  const due = await repo.feedsDue(before, limit);
  let read = 0;
  for (const feed of due) {
    // One feed's failure is its own: it is reported and the pass goes on to the next feed.
    try {
      if (!(await repo.claimDueFeed(feed.id, before, new Date()))) continue;
      read++;
      await syncFeed(db, feed.id, settings, now);
    } catch (error) {
      onFeedError?.(feed.id, error);
    }
  }
  return read;
}
