import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { locations } from './locations';
import { workspaces } from './workspaces';

export const CHECK_IN_WARNING_STAGES = ['before', 'at'] as const;
export type TCheckInWarningStage = (typeof CHECK_IN_WARNING_STAGES)[number];
export const checkInWarningStageEnum = pgEnum('check_in_warning_stage', CHECK_IN_WARNING_STAGES);

/**
 * The claim of one checkInNotReady warning (DECISIONS.md §13): a stay's check-in at an instant, and
 * which of its two warnings went out. Inserted in the transaction that raises the notification; the
 * unique key makes a second process's insert of the same claim do nothing, so the warning goes once.
 * The instant is part of the key: a stay moved to another day is another check-in.
 */
export const checkInWarnings = pgTable(
  'check_in_warnings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    checkInAt: timestamp('check_in_at', { withTimezone: true }).notNull(),
    stage: checkInWarningStageEnum('stage').notNull(),
    /** The readiness it reported. */
    state: text('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('check_in_warnings_claim_idx').on(t.bookingId, t.checkInAt, t.stage),
    index('check_in_warnings_location_idx').on(t.locationId),
  ],
);
