import type { TTaskTitleKey } from '@cleanops/contracts';
import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  type BookingFeedRow,
  type BookingRow,
  bookingFeeds,
  bookingOverlapNotices,
  bookings,
  type LocationRow,
  locations,
  type NewBookingFeedRow,
  type NewBookingRow,
  type OccurrenceRow,
  occurrences,
  tasks,
} from '../../db/schema';
import type { ParsedBooking } from './feed-parse';

export type FeedWithCount = BookingFeedRow & { activeBookings: number };
export type BookingWithJob = BookingRow & {
  feedName: string | null;
  taskTitle: string | null;
  taskTitleKey: TTaskTitleKey | null;
  occurrence: {
    id: string;
    startsAt: Date;
    dueAt: Date | null;
    state: 'pending' | 'in_progress' | 'completed' | 'overdue';
    startedAt: Date | null;
    pickedBy: string | null;
  } | null;
};

/** The queries of bookings, their feeds and the turnover jobs they link to. */
export class BookingsRepository {
  constructor(private readonly db: Db | Tx) {}

  /**
   * The location's row lock: whoever plans a location's turnovers holds it (rental-turnover.ts), so
   * two syncs of its feeds, or a sync and a manual booking, plan one after the other.
   */
  async lockLocation(locationId: string): Promise<LocationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(locations)
      .where(eq(locations.id, locationId))
      .for('no key update');
    return row;
  }

  async location(workspaceId: string, locationId: string): Promise<LocationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(locations)
      .where(and(eq(locations.id, locationId), eq(locations.workspaceId, workspaceId)));
    return row;
  }

  private feedColumns() {
    return {
      feed: bookingFeeds,
      // Spelled out: inside a select list Drizzle leaves column names unqualified, and "id" would be the inner table's.
      activeBookings: sql<number>`(select count(*)::int from bookings b where b.feed_id = "booking_feeds"."id" and b.status = 'active')`,
    };
  }

  async feedsOfLocation(locationId: string): Promise<FeedWithCount[]> {
    const rows = await this.db
      .select(this.feedColumns())
      .from(bookingFeeds)
      .where(eq(bookingFeeds.locationId, locationId))
      .orderBy(asc(bookingFeeds.createdAt), asc(bookingFeeds.id));
    return rows.map((r) => ({ ...r.feed, activeBookings: r.activeBookings }));
  }

  async feed(workspaceId: string | null, feedId: string): Promise<FeedWithCount | undefined> {
    const [row] = await this.db
      .select(this.feedColumns())
      .from(bookingFeeds)
      .where(
        and(eq(bookingFeeds.id, feedId), workspaceId ? eq(bookingFeeds.workspaceId, workspaceId) : undefined),
      );
    return row ? { ...row.feed, activeBookings: row.activeBookings } : undefined;
  }

  async insertFeed(values: NewBookingFeedRow): Promise<BookingFeedRow> {
    const [row] = await this.db.insert(bookingFeeds).values(values).returning();
    return row!;
  }

  async updateFeed(feedId: string, values: Partial<NewBookingFeedRow>): Promise<void> {
    await this.db.update(bookingFeeds).set(values).where(eq(bookingFeeds.id, feedId));
  }

  async deleteFeed(feedId: string): Promise<void> {
    await this.db.delete(bookingFeeds).where(eq(bookingFeeds.id, feedId));
  }

  /** Feeds whose last fetch is older than `before` (or never), oldest first. */
  async feedsDue(before: Date, limit: number): Promise<{ id: string }[]> {
    return this.db
      .select({ id: bookingFeeds.id })
      .from(bookingFeeds)
      .where(or(isNull(bookingFeeds.lastFetchedAt), lt(bookingFeeds.lastFetchedAt, before)))
      .orderBy(sql`${bookingFeeds.lastFetchedAt} asc nulls first`)
      .limit(limit);
  }

  /**
   * Takes a due feed for one process's scheduled read: stamps it read now unless it is no longer due,
   * in one conditional UPDATE. Of two processes that listed the same due feed exactly one gets it
   * (the other's UPDATE waits on the row, then finds it read); the read that follows stamps the time
   * again. Answers whether this caller got it.
   */
  async claimDueFeed(id: string, before: Date, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(bookingFeeds)
      .set({ lastFetchedAt: at })
      .where(
        and(
          eq(bookingFeeds.id, id),
          or(isNull(bookingFeeds.lastFetchedAt), lt(bookingFeeds.lastFetchedAt, before)),
        ),
      )
      .returning({ id: bookingFeeds.id });
    return rows.length > 0;
  }

  /**
   * Upserts a feed's events by (feed, uid); a cancelled one that returns is active again. Answers how
   * many rows were new and how many changed (an unchanged event is not written at all).
   */
  async upsertFeedBookings(
    feed: Pick<BookingFeedRow, 'id' | 'workspaceId' | 'locationId'>,
    parsed: ParsedBooking[],
    now: Date,
  ): Promise<{ created: number; updated: number; changedIds: string[] }> {
    let created = 0;
    let updated = 0;
    const changedIds: string[] = [];
    for (let i = 0; i < parsed.length; i += 500) {
      const rows: NewBookingRow[] = parsed.slice(i, i + 500).map((p) => ({
        workspaceId: feed.workspaceId,
        locationId: feed.locationId,
        feedId: feed.id,
        uid: p.uid,
        kind: p.kind,
        checkIn: p.checkIn,
        checkOut: p.checkOut,
        summary: p.summary,
        guests: p.guests,
        status: 'active',
      }));
      const result = await this.db
        .insert(bookings)
        .values(rows)
        .onConflictDoUpdate({
          target: [bookings.feedId, bookings.uid],
          set: {
            kind: sql`excluded.kind`,
            checkIn: sql`excluded.check_in`,
            checkOut: sql`excluded.check_out`,
            summary: sql`excluded.summary`,
            guests: sql`excluded.guests`,
            status: sql`'active'`,
            cancelledAt: null,
            updatedAt: now,
          },
          setWhere: sql`(${bookings.kind}, ${bookings.checkIn}, ${bookings.checkOut}, ${bookings.summary}, ${bookings.guests}, ${bookings.status})
            is distinct from (excluded.kind, excluded.check_in, excluded.check_out, excluded.summary, excluded.guests, 'active'::booking_status)`,
        })
        .returning({ id: bookings.id, inserted: sql<boolean>`(xmax = 0)` });
      for (const row of result) {
        if (row.inserted) created++;
        else updated++;
        changedIds.push(row.id);
      }
    }
    return { created, updated, changedIds };
  }

  /**
   * Of the feed's active stays not yet checked out by `today` (the location's local date), how many
   * there are and how many are missing from `present`: what the suspicious-read guard weighs.
   */
  async futureStaysMissing(
    feedId: string,
    present: string[],
    today: string,
  ): Promise<{ future: number; missing: number }> {
    const [row] = await this.db
      .select({
        future: sql<number>`count(*)::int`,
        missing: present.length
          ? sql<number>`(count(*) filter (where not (${bookings.uid} = any(${sql.param(present)}::text[]))))::int`
          : sql<number>`count(*)::int`,
      })
      .from(bookings)
      .where(
        and(
          eq(bookings.feedId, feedId),
          eq(bookings.status, 'active'),
          eq(bookings.kind, 'stay'),
          gte(bookings.checkOut, today),
        ),
      );
    return { future: row?.future ?? 0, missing: row?.missing ?? 0 };
  }

  /** The feed's active bookings whose event is gone from it: cancelled, never deleted. Answers their ids. */
  async cancelMissing(feedId: string, present: string[], now: Date): Promise<string[]> {
    const rows = await this.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(
        and(
          eq(bookings.feedId, feedId),
          eq(bookings.status, 'active'),
          present.length ? sql`not (${bookings.uid} = any(${sql.param(present)}::text[]))` : undefined,
        ),
      )
      .returning({ id: bookings.id });
    return rows.map((row) => row.id);
  }

  async insertBooking(values: NewBookingRow): Promise<BookingRow> {
    const [row] = await this.db.insert(bookings).values(values).returning();
    return row!;
  }

  async updateBooking(id: string, values: Partial<NewBookingRow>): Promise<void> {
    await this.db.update(bookings).set(values).where(eq(bookings.id, id));
  }

  async deleteBooking(id: string): Promise<void> {
    await this.db.delete(bookings).where(eq(bookings.id, id));
  }

  private withJob() {
    return this.db
      .select({
        booking: bookings,
        feedName: bookingFeeds.name,
        taskTitle: tasks.title,
        taskTitleKey: tasks.titleKey,
        occurrence: {
          id: occurrences.id,
          startsAt: occurrences.startsAt,
          dueAt: occurrences.dueAt,
          state: occurrences.state,
          startedAt: occurrences.startedAt,
          pickedBy: occurrences.pickedBy,
        },
      })
      .from(bookings)
      .leftJoin(bookingFeeds, eq(bookingFeeds.id, bookings.feedId))
      .leftJoin(tasks, eq(tasks.id, bookings.taskId))
      .leftJoin(occurrences, eq(occurrences.id, bookings.occurrenceId));
  }

  private static toBooking(row: {
    booking: BookingRow;
    feedName: string | null;
    taskTitle: string | null;
    taskTitleKey: TTaskTitleKey | null;
    occurrence: BookingWithJob['occurrence'] | { id: null };
  }): BookingWithJob {
    return {
      ...row.booking,
      feedName: row.feedName,
      taskTitle: row.taskTitle,
      taskTitleKey: row.taskTitleKey,
      occurrence: row.occurrence?.id ? (row.occurrence as BookingWithJob['occurrence']) : null,
    };
  }

  async booking(workspaceId: string, id: string): Promise<BookingWithJob | undefined> {
    const [row] = await this.withJob().where(and(eq(bookings.id, id), eq(bookings.workspaceId, workspaceId)));
    return row ? BookingsRepository.toBooking(row) : undefined;
  }

  async bookingsByIds(workspaceId: string, ids: string[]): Promise<BookingWithJob[]> {
    if (!ids.length) return [];
    const rows = await this.withJob().where(
      and(inArray(bookings.id, ids), eq(bookings.workspaceId, workspaceId)),
    );
    return rows.map(BookingsRepository.toBooking);
  }

  /**
   * What the turnover planner looks at: every active stay of the location, and every other booking
   * still linked to a job (cancelled, or turned into blocked dates), by check-in.
   */
  async plannable(locationId: string): Promise<BookingWithJob[]> {
    const rows = await this.withJob()
      .where(
        and(
          eq(bookings.locationId, locationId),
          or(
            and(eq(bookings.status, 'active'), eq(bookings.kind, 'stay')),
            sql`${bookings.occurrenceId} is not null`,
          ),
        ),
      )
      .orderBy(asc(bookings.checkIn), asc(bookings.checkOut), asc(bookings.id));
    return rows.map(BookingsRepository.toBooking);
  }

  /**
   * The active stays each of these bookings overlaps (a double booking): of the same rental, nights in
   * common, not the very same dates (those are one stay read from two feeds, sharing one cleaning).
   * Only active stays overlap anything.
   */
  async overlapsOf(bookingIds: string[]): Promise<Map<string, string[]>> {
    const overlaps = new Map<string, string[]>();
    if (!bookingIds.length) return overlaps;
    const result = await this.db.execute(sql`
      select b.id, o.id as other from bookings b
      join bookings o on o.location_id = b.location_id and o.id <> b.id
        and o.status = 'active' and o.kind = 'stay'
        and o.check_in < b.check_out and b.check_in < o.check_out
        and not (o.check_in = b.check_in and o.check_out = b.check_out)
      where b.id = any(${sql.param(bookingIds)}::uuid[]) and b.status = 'active' and b.kind = 'stay'
      order by o.check_in, o.id`);
    const rows = (result as unknown as { rows: { id: string; other: string }[] }).rows;
    for (const row of rows) overlaps.set(row.id, [...(overlaps.get(row.id) ?? []), row.other]);
    return overlaps;
  }

  /** Records that the owner was told of this pair; false when they already were. */
  async noteOverlap(a: string, b: string): Promise<boolean> {
    const [firstId, secondId] = a < b ? [a, b] : [b, a];
    const rows = await this.db
      .insert(bookingOverlapNotices)
      .values({ firstId, secondId })
      .onConflictDoNothing()
      .returning({ firstId: bookingOverlapNotices.firstId });
    return rows.length > 0;
  }

  /** Bookings overlapping [from, to] (local dates, inclusive), by check-in. */
  async between(locationId: string, from: string, to: string): Promise<BookingWithJob[]> {
    const rows = await this.withJob()
      .where(
        and(eq(bookings.locationId, locationId), lte(bookings.checkIn, to), gte(bookings.checkOut, from)),
      )
      .orderBy(asc(bookings.checkIn), asc(bookings.checkOut), asc(bookings.id));
    return rows.map(BookingsRepository.toBooking);
  }

  /** The location's active blocked dates, for the turnovers' deadlines. */
  async activeBlocked(locationId: string): Promise<{ checkIn: string; checkOut: string }[]> {
    return this.db
      .select({ checkIn: bookings.checkIn, checkOut: bookings.checkOut })
      .from(bookings)
      .where(
        and(eq(bookings.locationId, locationId), eq(bookings.status, 'active'), eq(bookings.kind, 'blocked')),
      );
  }

  /** Active stays of these locations checking in on or after `from`, for "the next check-in". */
  async activeStaysFrom(locationIds: string[], from: string) {
    if (!locationIds.length) return [];
    return this.db
      .select({ id: bookings.id, locationId: bookings.locationId, checkIn: bookings.checkIn })
      .from(bookings)
      .where(
        and(
          inArray(bookings.locationId, locationIds),
          eq(bookings.status, 'active'),
          eq(bookings.kind, 'stay'),
          gte(bookings.checkIn, from),
        ),
      )
      .orderBy(asc(bookings.checkIn));
  }

  /** The workspace's turnover jobs of bookings starting in [from, to), with their stay and location. */
  async turnoversBetween(workspaceId: string, from: Date, to: Date, locationIds: string[] | null) {
    return this.db
      .select({
        booking: bookings,
        feedName: bookingFeeds.name,
        location: { id: locations.id, title: locations.title, timezone: locations.timezone },
        occurrence: {
          id: occurrences.id,
          taskId: occurrences.taskId,
          startsAt: occurrences.startsAt,
          dueAt: occurrences.dueAt,
          state: occurrences.state,
          pickedBy: occurrences.pickedBy,
          startedBy: occurrences.startedBy,
        },
        pickerName: sql<
          string | null
        >`(select trim(coalesce(u.name, '') || ' ' || coalesce(u.surname, '')) from users u where u.id = coalesce("occurrences"."started_by", "occurrences"."picked_by"))`,
      })
      .from(bookings)
      .innerJoin(occurrences, eq(occurrences.id, bookings.occurrenceId))
      .innerJoin(locations, eq(locations.id, bookings.locationId))
      .leftJoin(bookingFeeds, eq(bookingFeeds.id, bookings.feedId))
      .where(
        and(
          eq(bookings.workspaceId, workspaceId),
          gte(occurrences.startsAt, from),
          lt(occurrences.startsAt, to),
          locationIds ? inArray(bookings.locationId, locationIds) : undefined,
        ),
      )
      .orderBy(asc(occurrences.startsAt), asc(locations.title));
  }

  /**
   * Rentals whose booking's turnover has started since they last changed state and is not finished:
   * the guest checked out, so the rental is dirty now (DECISIONS.md §7 "at checkout time"). Locked
   * with SKIP LOCKED so two processes never take the same one.
   */
  async claimCheckedOutRentals(now: Date, limit: number): Promise<LocationRow[]> {
    return this.db
      .select()
      .from(locations)
      .where(
        and(
          eq(locations.type, 'rental'),
          eq(locations.state, 'clean'),
          sql`exists (
            select 1 from ${bookings}
            join ${occurrences} on ${occurrences.id} = ${bookings.occurrenceId}
            where ${bookings.locationId} = ${locations.id}
              and ${bookings.status} = 'active'
              and ${occurrences.startsAt} <= ${now}
              and ${occurrences.startsAt} > ${locations.stateChangedAt}
              and ${occurrences.state} <> 'completed')`,
        ),
      )
      .limit(limit)
      .for('no key update', { skipLocked: true });
  }

  /** Moves a job nobody started: the task's and the occurrence's times, and its state for the new due. */
  async moveJob(taskId: string, occurrenceId: string, startsAt: Date, dueAt: Date, now: Date): Promise<void> {
    await this.db.update(tasks).set({ startsAt, dueAt, updatedAt: now }).where(eq(tasks.id, taskId));
    await this.db
      .update(occurrences)
      .set({
        startsAt,
        dueAt,
        state: dueAt.getTime() <= now.getTime() ? 'overdue' : 'pending',
        notPickedNotifiedAt: null,
        updatedAt: now,
      })
      .where(and(eq(occurrences.id, occurrenceId), isNull(occurrences.startedAt)));
  }

  /** Removes a job nobody started, its task soft-deleted as a deleted task is (tasks.service delete). */
  async removeJob(taskId: string, occurrenceId: string, now: Date): Promise<OccurrenceRow | null> {
    const [removed] = await this.db
      .delete(occurrences)
      .where(and(eq(occurrences.id, occurrenceId), isNull(occurrences.startedAt)))
      .returning();
    if (!removed) return null;
    await this.db
      .update(tasks)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(tasks.id, taskId), isNull(tasks.deletedAt)));
    return removed;
  }
}
