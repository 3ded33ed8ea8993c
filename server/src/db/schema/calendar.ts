import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { languageEnum } from './enums';
import { locations } from './locations';
import { users } from './users';
import { workspaces } from './workspaces';

/**
 * A private calendar address: a person's own jobs (no location) or a location's jobs as one person
 * asked for them. Only the token's SHA-256 is kept: a read of the table gives nobody a working feed.
 * Making a new address replaces the hash in place, so the old one stops at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Whose address it is: the person whose jobs it lists, or who asked for the location's. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null: the person's own jobs. */
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The language of the job titles of a location's feed: its maker's when it was made. */
    language: languageEnum('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_person_key').on(t.userId).where(sql`${t.locationId} is null`),
    uniqueIndex('calendar_feeds_location_key')
      .on(t.userId, t.locationId)
      .where(sql`${t.locationId} is not null`),
    index('calendar_feeds_location_idx').on(t.locationId),
  ],
);

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
