import {
  COMMERCIAL_KINDS,
  LOCATION_NOTIFICATION_EVENTS,
  LOCATION_TYPES,
  RENTAL_STATES,
  type TLocationNotificationEvent,
  type TNotificationEvent,
} from '@cleanops/contracts';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { checklists } from './checklists';
import { teams } from './teams';
import { users } from './users';
import { workspaces } from './workspaces';

export const locationTypeEnum = pgEnum('location_type', LOCATION_TYPES);
export const commercialKindEnum = pgEnum('commercial_kind', COMMERCIAL_KINDS);
export const rentalStateEnum = pgEnum('rental_state', RENTAL_STATES);

/** Every event on by default: an owner hears about everything until they turn something off. */
export const ALL_NOTIFICATION_EVENTS_ON = Object.fromEntries(
  LOCATION_NOTIFICATION_EVENTS.map((e) => [e, true]),
) as Record<TLocationNotificationEvent, boolean>;

export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    address: text('address').notNull(),
    type: locationTypeEnum('type').notNull(),
    commercialKind: commercialKindEnum('commercial_kind'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** IANA zone; local times of this location (checkout, schedules) are read in it. */
    timezone: text('timezone').notNull(),
    /** HH:mm in the location's zone. */
    checkoutTime: text('checkout_time').notNull().default('12:00'),
    /** HH:mm in the location's zone: guests arrive then; a turnover is due by it. */
    checkInTime: text('check_in_time').notNull().default('14:00'),
    /** Minutes. */
    cleaningDuration: integer('cleaning_duration').notNull().default(360),
    /** Days. */
    recleanAfter: integer('reclean_after').notNull().default(15),
    requirePhoto: boolean('require_photo').notNull().default(false),
    requireReport: boolean('require_report').notNull().default(false),
    requireScan: boolean('require_scan').notNull().default(false),
    /** Commercial: the QR page says a room is closed while a blocks_use problem of it is open. */
    closedWhileBlocked: boolean('closed_while_blocked').notNull().default(false),
    /** DECISIONS.md §13: a finished cleaning here brings an inspection job. */
    inspectAfterTurnover: boolean('inspect_after_turnover').notNull().default(false),
    /** Who inspects; null: the attached team's head. */
    inspectorId: uuid('inspector_id').references(() => users.id, { onDelete: 'set null' }),
    /** The workspace checklist an inspection here copies its items from. */
    inspectionChecklistId: uuid('inspection_checklist_id').references(() => checklists.id, {
      onDelete: 'set null',
    }),
    state: rentalStateEnum('state').notNull().default('clean'),
    /** Rentals: hours before a check-in to warn when the rental is not Ready; 0 = off (DECISIONS.md §13). */
    checkInWarningHours: integer('check_in_warning_hours').notNull().default(3),
    /** Commercial only: the QR page shows when the room was last cleaned and by whom. */
    showLastCleaned: boolean('show_last_cleaned').notNull().default(false),
    /** A guest's complaint joins an open one about the same room made within these minutes; 0 = never. */
    complaintMergeMinutes: integer('complaint_merge_minutes').notNull().default(30),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The attached team (SPEC.md §3); a team can serve several locations. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
    notificationEvents: jsonb('notification_events')
      // A location's flags; a workspace event (weeklySummary) has none, hence Partial.
      .$type<Partial<Record<TNotificationEvent, boolean>>>()
      .notNull()
      .default(ALL_NOTIFICATION_EVENTS_ON),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('locations_workspace_created_idx').on(t.workspaceId, t.createdAt),
    index('locations_team_idx').on(t.teamId),
  ],
);

export type LocationRow = typeof locations.$inferSelect;
export type NewLocationRow = typeof locations.$inferInsert;
