import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Keys the web app asked for and did not find; kept for translators, never served (API.md). */
export const missingTranslations = pgTable(
  'missing_translations',
  {
    language: text('language').notNull(),
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    fallback: text('fallback'),
    hits: integer('hits').notNull().default(1),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.language, t.namespace, t.key] })],
);
