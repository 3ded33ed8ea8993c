import {
  BOOKING_FEED_ERROR_CODES,
  BOOKING_FEED_STATUSES,
  BOOKING_KINDS,
  BOOKING_STATUSES,
  BOOKING_WARNINGS,
} from '@cleanops/contracts';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { locations } from './locations';
import { occurrences, tasks } from './tasks';
import { users } from './users';
import { workspaces } from './workspaces';

export const bookingKindEnum = pgEnum('booking_kind', BOOKING_KINDS);
export const bookingStatusEnum = pgEnum('booking_status', BOOKING_STATUSES);
export const bookingFeedStatusEnum = pgEnum('booking_feed_status', BOOKING_FEED_STATUSES);
export const bookingFeedErrorEnum = pgEnum('booking_feed_error', BOOKING_FEED_ERROR_CODES);
export const bookingWarningEnum = pgEnum('booking_warning', BOOKING_WARNINGS);

/**
 * A rental's calendar feed: an iCal link exported by Airbnb, Booking.com or a PMS. The
 * url is a secret (whoever has it reads the calendar): it is never sent back whole after saving.
 */
export const bookingFeeds = pgTable(
  'booking_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** Validators of the last 200 reply, sent back as If-None-Match / If-Modified-Since. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    lastStatus: bookingFeedStatusEnum('last_status'),
    lastErrorCode: bookingFeedErrorEnum('last_error_code'),
    /** The HTTP status of a not_found / http_error, for the words shown. */
    lastHttpStatus: integer('last_http_status'),
    /** Technical detail for the logs and support (never the url). */
    lastErrorDetail: text('last_error_detail'),
    /**
     * The last good read would have cancelled this many of the feed's future stays at once (more than
     * half, and at least 2): it was held as suspicious and nothing was cancelled. The next good read
     * decides; null when the last good read was applied whole.
     */
    lastHeldCancellations: integer('last_held_cancellations'),
    /** Events of the last good read that could not be read (bad dates) and were skipped. */
    lastSkippedEvents: integer('last_skipped_events').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_feeds_location_idx').on(t.locationId, t.createdAt),
    // The sync job takes the feeds fetched longest ago first.
    index('booking_feeds_last_fetched_idx').on(t.lastFetchedAt),
  ],
);

export type BookingFeedRow = typeof bookingFeeds.$inferSelect;
export type NewBookingFeedRow = typeof bookingFeeds.$inferInsert;

/**
 * One event of a feed, or one booking entered by hand (feed_id null, uid = its own id). An event gone
 * from its feed is cancelled, never deleted, so its turnover's history stays readable.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    feedId: uuid('feed_id').references(() => bookingFeeds.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    kind: bookingKindEnum('kind').notNull(),
    /** Local dates of the location; check_out is the day the guest leaves (iCal's exclusive DTEND). */
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    summary: text('summary').notNull().default(''),
    guests: integer('guests'),
    status: bookingStatusEnum('status').notNull().default('active'),
    /** The stay's turnover job; null for blocked dates, and once a cancelled stay's job is removed. */
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    occurrenceId: uuid('occurrence_id').references(() => occurrences.id, { onDelete: 'set null' }),
    warning: bookingWarningEnum('warning'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    // Upsert by (feed, uid): however often a feed is read, one row per event.
    uniqueIndex('bookings_feed_uid_key').on(t.feedId, t.uid),
    index('bookings_location_dates_idx').on(t.locationId, t.checkIn, t.checkOut),
    index('bookings_workspace_idx').on(t.workspaceId),
    index('bookings_occurrence_idx').on(t.occurrenceId).where(sql`${t.occurrenceId} is not null`),
    index('bookings_task_idx').on(t.taskId).where(sql`${t.taskId} is not null`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;

/**
 * Two overlapping stays of one rental (a double booking) the owner has been told of: told once per
 * pair, however often the feeds are read. `firstId` is the smaller id of the two.
 */
export const bookingOverlapNotices = pgTable(
  'booking_overlap_notices',
  {
    firstId: uuid('first_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    secondId: uuid('second_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.firstId, t.secondId] }),
    index('booking_overlap_notices_second_idx').on(t.secondId),
  ],
);
