import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The audit log the super admin reads (SPEC.md §3 Log, §9 log actions). */
export const logs = pgTable(
  'logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('logs_created_idx').on(t.createdAt),
    index('logs_action_created_idx').on(t.action, t.createdAt),
  ],
);
