import { randomUUID } from 'node:crypto';
import type {
  TBooking,
  TBookingCalendar,
  TBookingFeed,
  TCreateBookingFeedRequest,
  TFetchBookingFeedResponse,
  TLanguage,
  TTurnoversWeek,
  TUpdateBookingFeedRequest,
  ZCreateManualBookingRequest,
  ZUpdateManualBookingRequest,
} from '@cleanops/contracts';
import { Temporal } from 'temporal-polyfill';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { LocationRow } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../errors';
import { recordLog } from '../logs/logs.repository';
import { type BookingSyncSettings, syncFeed } from './booking-sync.service';
import { planLocationTurnovers } from './booking-turnovers';
import { toBookingView } from './booking-view';
import { emitBookingWebhooks } from './booking-webhooks';
import { BookingsRepository, type BookingWithJob, type FeedWithCount } from './bookings.repository';
import { feedErrorText } from './feed-error-texts';

type CreateManual = z.output<typeof ZCreateManualBookingRequest>;
type UpdateManual = z.output<typeof ZUpdateManualBookingRequest>;

export interface BookingActor {
  userId: string;
  ip: string;
  language: TLanguage;
}

const DAY_MS = 86_400_000;
const NIGHTS_MAX = 366;

/**
 * The address shown after saving: scheme, host and up to two leading path words, the rest masked with
 * the file's extension kept (`https://www.airbnb.com/calendar/ical/…
/****.ics`). The secret part of a
 * calendar link is its path and query, so they never leave the server again.
 */
export function maskFeedUrl(raw: string): string {
  try {
    const url = new URL(raw);
    const segments = url.pathname.split('/').filter(Boolean);
    const last = segments.at(-1) ?? '';
    const extension = /\.[a-z0-9]{1,5}$/i.exec(last)?.[0] ?? '';
    // Only plain words are shown (`calendar`, `ical`): a token or an id in the path stays masked.
    const shown: string[] = [];
    for (const segment of segments.slice(0, -1)) {
      if (shown.length === 2 || !/^[a-z][a-z_-]{0,19}$/i.test(segment)) break;
      shown.push(segment);
    }
    return `${url.protocol}//${url.host}/${[...shown, '…', `****${extension}`].join('/')}`;
  } catch {
    return '****';
  }
}

const isLoopbackHost = (host: string) =>
  host === 'localhost' || host === '[::1]' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

export class BookingsService {
  private readonly repo: BookingsRepository;

  constructor(
    private readonly db: Db,
    private readonly settings: BookingSyncSettings,
  ) {
    this.repo = new BookingsRepository(db);
  }

  private feedView(feed: FeedWithCount, language: TLanguage): TBookingFeed {
    return {
      id: feed.id,
      locationId: feed.locationId,
      name: feed.name,
      urlMasked: maskFeedUrl(feed.url),
      lastFetchedAt: feed.lastFetchedAt?.toISOString() ?? null,
      lastStatus: feed.lastStatus,
      lastErrorCode: feed.lastErrorCode,
      lastErrorMessage: feed.lastErrorCode
        ? feedErrorText(language, feed.lastErrorCode, feed.lastHttpStatus, this.settings)
        : null,
      lastHttpStatus: feed.lastHttpStatus,
      heldCancellations: feed.lastHeldCancellations,
      skippedEvents: feed.lastSkippedEvents,
      activeBookings: feed.activeBookings,
      createdAt: feed.createdAt.toISOString(),
      updatedAt: feed.updatedAt.toISOString(),
    };
  }

  /** A rental of the workspace; feeds and bookings belong to rentals only (SPEC.md §1). */
  private async rental(workspaceId: string, locationId: string): Promise<LocationRow> {
    const location = await this.repo.location(workspaceId, locationId);
    if (!location) throw notFound();
    if (location.type !== 'rental') throw fieldError('params.id', 'rentalOnly');
    return location;
  }

  /** https only, except plain http to loopback under BOOKING_FEEDS_ALLOW_LOOPBACK (tests, local use). */
  private checkScheme(raw: string) {
    const url = new URL(raw);
    if (url.protocol === 'https:') return;
    if (this.settings.BOOKING_FEEDS_ALLOW_LOOPBACK && isLoopbackHost(url.hostname)) return;
    throw fieldError('body.url', 'httpsUrl');
  }

  private async feedOf(workspaceId: string, feedId: string): Promise<FeedWithCount> {
    const feed = await this.repo.feed(workspaceId, feedId);
    if (!feed) throw notFound();
    return feed;
  }

  async listFeeds(workspaceId: string, locationId: string, language: TLanguage): Promise<TBookingFeed[]> {
    await this.rental(workspaceId, locationId);
    return (await this.repo.feedsOfLocation(locationId)).map((f) => this.feedView(f, language));
  }

  /** Saves the feed, then reads it once at once: the reply already says whether the link works. */
  async createFeed(
    actor: BookingActor,
    workspaceId: string,
    locationId: string,
    body: TCreateBookingFeedRequest,
  ): Promise<TBookingFeed> {
    await this.rental(workspaceId, locationId);
    this.checkScheme(body.url);
    const feed = await this.repo.insertFeed({
      workspaceId,
      locationId,
      name: body.name,
      url: body.url,
      createdBy: actor.userId,
    });
    await recordLog(this.db, {
      action: 'update_location',
      userId: actor.userId,
      ip: actor.ip,
      data: { workspaceId, locationId, bookingFeedId: feed.id, change: 'feed_added' },
    });
    await syncFeed(this.db, feed.id, this.settings);
    return this.feedView(await this.feedOf(workspaceId, feed.id), actor.language);
  }

  async updateFeed(
    actor: BookingActor,
    workspaceId: string,
    feedId: string,
    body: TUpdateBookingFeedRequest,
  ): Promise<TBookingFeed> {
    const feed = await this.feedOf(workspaceId, feedId);
    const newUrl = body.url !== undefined && body.url !== feed.url;
    if (newUrl) this.checkScheme(body.url!);
    await this.repo.updateFeed(feed.id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      // A new address is another calendar: its validators and last result do not carry over.
      ...(newUrl
        ? {
            url: body.url,
            etag: null,
            lastModified: null,
            lastStatus: null,
            lastErrorCode: null,
            lastHttpStatus: null,
            lastErrorDetail: null,
          }
        : {}),
      updatedAt: new Date(),
    });
    if (newUrl) await syncFeed(this.db, feed.id, this.settings);
    return this.feedView(await this.feedOf(workspaceId, feed.id), actor.language);
  }

  /** The feed goes with its bookings; their turnovers nobody started are cancelled first. */
  async deleteFeed(actor: BookingActor, workspaceId: string, feedId: string): Promise<void> {
    const feed = await this.feedOf(workspaceId, feedId);
    const now = new Date();
    await this.db.transaction(async (tx) => {
      const repo = new BookingsRepository(tx);
      const location = await repo.lockLocation(feed.locationId);
      await repo.cancelMissing(feed.id, [], now);
      if (location) await planLocationTurnovers(tx, location, now);
      await repo.deleteFeed(feed.id);
      await recordLog(tx, {
        action: 'update_location',
        userId: actor.userId,
        ip: actor.ip,
        data: { workspaceId, locationId: feed.locationId, bookingFeedId: feed.id, change: 'feed_removed' },
      });
    });
  }

  async fetchNow(
    actor: BookingActor,
    workspaceId: string,
    feedId: string,
  ): Promise<TFetchBookingFeedResponse> {
    await this.feedOf(workspaceId, feedId);
    const result = await syncFeed(this.db, feedId, this.settings);
    const feed = this.feedView(await this.feedOf(workspaceId, feedId), actor.language);
    return {
      feed,
      notModified: result?.notModified ?? false,
      created: result?.created ?? 0,
      updated: result?.updated ?? 0,
      cancelled: result?.cancelled ?? 0,
      held: result?.held ?? 0,
      skipped: result?.skipped ?? 0,
    };
  }

  async calendar(
    workspaceId: string,
    locationId: string,
    month: string | undefined,
  ): Promise<TBookingCalendar> {
    const location = await this.rental(workspaceId, locationId);
    const shown = month ?? Temporal.Now.plainDateISO(location.timezone).toPlainYearMonth().toString();
    const first = Temporal.PlainYearMonth.from(shown).toPlainDate({ day: 1 });
    const last = first.add({ months: 1 }).subtract({ days: 1 });
    const rows = await this.repo.between(location.id, first.toString(), last.toString());
    const stays = await this.repo.activeStaysFrom([location.id], first.toString());
    const overlaps = await this.repo.overlapsOf(rows.map((b) => b.id));
    return {
      locationId: location.id,
      month: shown,
      timezone: location.timezone,
      checkoutTime: location.checkoutTime,
      checkInTime: location.checkInTime,
      bookings: rows.map((b) => toBookingView(b, stays, location, overlaps)),
    };
  }

  private async view(workspaceId: string, id: string): Promise<TBooking> {
    const booking = await this.repo.booking(workspaceId, id);
    if (!booking) throw notFound();
    const location = await this.rental(workspaceId, booking.locationId);
    const stays = await this.repo.activeStaysFrom([location.id], booking.checkOut);
    return toBookingView(booking, stays, location, await this.repo.overlapsOf([booking.id]));
  }

  async createManual(
    actor: BookingActor,
    workspaceId: string,
    locationId: string,
    body: CreateManual,
  ): Promise<TBooking> {
    await this.rental(workspaceId, locationId);
    const id = randomUUID();
    const now = new Date();
    await this.db.transaction(async (tx) => {
      const repo = new BookingsRepository(tx);
      const location = await repo.lockLocation(locationId);
      await repo.insertBooking({
        id,
        workspaceId,
        locationId,
        feedId: null,
        uid: id,
        kind: body.kind,
        checkIn: body.checkIn,
        checkOut: body.checkOut,
        summary: body.summary,
        guests: body.guests,
        createdBy: actor.userId,
      });
      await planLocationTurnovers(tx, location!, now);
      await emitBookingWebhooks(tx, workspaceId, [id]);
    });
    return this.view(workspaceId, id);
  }

  private async manual(workspaceId: string, id: string): Promise<BookingWithJob> {
    const booking = await this.repo.booking(workspaceId, id);
    if (!booking) throw notFound();
    if (booking.feedId) throw new AppError('conflict', { messageKey: 'feedBooking' });
    return booking;
  }

  async updateManual(workspaceId: string, id: string, body: UpdateManual): Promise<TBooking> {
    const booking = await this.manual(workspaceId, id);
    const checkIn = body.checkIn ?? booking.checkIn;
    const checkOut = body.checkOut ?? booking.checkOut;
    if (checkOut <= checkIn) throw fieldError('body.checkOut', 'checkOutBeforeCheckIn');
    if ((Date.parse(checkOut) - Date.parse(checkIn)) / DAY_MS > NIGHTS_MAX)
      throw fieldError('body.checkOut', 'tooLong');
    const now = new Date();
    await this.db.transaction(async (tx) => {
      const repo = new BookingsRepository(tx);
      const location = await repo.lockLocation(booking.locationId);
      await repo.updateBooking(id, { ...body, updatedAt: now });
      await planLocationTurnovers(tx, location!, now);
      await emitBookingWebhooks(tx, workspaceId, [id]);
    });
    return this.view(workspaceId, id);
  }

  /** A manual booking is removed; its turnover nobody started is cancelled with it. */
  async deleteManual(workspaceId: string, id: string): Promise<void> {
    const booking = await this.manual(workspaceId, id);
    const now = new Date();
    await this.db.transaction(async (tx) => {
      const repo = new BookingsRepository(tx);
      const location = await repo.lockLocation(booking.locationId);
      await repo.updateBooking(id, { status: 'cancelled', cancelledAt: now, updatedAt: now });
      await planLocationTurnovers(tx, location!, now);
      // Told before the row goes: the delivery carries the booking as cancelled.
      await emitBookingWebhooks(tx, workspaceId, [id]);
      await repo.deleteBooking(id);
    });
  }

  /**
   * The workspace's booking turnovers starting in a week (from `from`, default this week's Monday in
   * UTC), for owners with many flats; `locationIds` limits it to the locations a person may see.
   */
  async turnoversWeek(workspaceId: string, from: string | undefined): Promise<TTurnoversWeek> {
    const today = Temporal.Now.plainDateISO('UTC');
    const start = from ? Temporal.PlainDate.from(from) : today.subtract({ days: today.dayOfWeek - 1 });
    const end = start.add({ days: 7 });
    // A day of margin each side: a location's local week is at most 14 hours off UTC's.
    const rows = await this.repo.turnoversBetween(
      workspaceId,
      new Date(Date.parse(`${start}T00:00:00Z`) - DAY_MS / 2),
      new Date(Date.parse(`${end}T00:00:00Z`) + DAY_MS / 2),
      null,
    );
    const inWeek = rows.filter((r) => {
      const local = Temporal.Instant.fromEpochMilliseconds(r.occurrence.startsAt.getTime())
        .toZonedDateTimeISO(r.location.timezone)
        .toPlainDate()
        .toString();
      return local >= start.toString() && local < end.toString();
    });
    const stays = await this.repo.activeStaysFrom(
      [...new Set(inWeek.map((r) => r.location.id))],
      start.subtract({ days: 1 }).toString(),
    );
    const overlaps = await this.repo.overlapsOf(inWeek.map((r) => r.booking.id));
    return {
      from: start.toString(),
      to: end.toString(),
      items: inWeek
        .filter((r) => r.occurrence.dueAt !== null)
        .map((r) => {
          const own = stays.filter((s) => s.locationId === r.location.id);
          const next =
            own.find((s) => s.id !== r.booking.id && s.checkIn >= r.booking.checkOut)?.checkIn ?? null;
          const pickerId = r.occurrence.startedBy ?? r.occurrence.pickedBy;
          return {
            location: r.location,
            booking: {
              id: r.booking.id,
              checkIn: r.booking.checkIn,
              checkOut: r.booking.checkOut,
              summary: r.booking.summary,
              guests: r.booking.guests,
              feedName: r.feedName,
              overlapsWith: overlaps.get(r.booking.id) ?? [],
            },
            nextCheckIn: r.booking.status === 'active' ? next : null,
            turnover: {
              taskId: r.occurrence.taskId,
              occurrenceId: r.occurrence.id,
              startsAt: r.occurrence.startsAt.toISOString(),
              dueAt: r.occurrence.dueAt!.toISOString(),
              sameDay: r.booking.status === 'active' && next === r.booking.checkOut,
              state: r.occurrence.state,
            },
            pickedBy: pickerId ? { id: pickerId, name: r.pickerName || '—' } : null,
          };
        }),
    };
  }
}
