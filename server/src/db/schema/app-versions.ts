import { APP_PLATFORMS } from '@cleanops/contracts';
import { pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const appPlatformEnum = pgEnum('app_platform', APP_PLATFORMS);

/** Released app versions per platform (DECISIONS.md §11); GET /app-versions/latest reads them. */
export const appVersions = pgTable(
  'app_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platform: appPlatformEnum('platform').notNull(),
    number: text('number').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    minimumSupported: text('minimum_supported').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('app_versions_platform_number_idx').on(t.platform, t.number)],
);
