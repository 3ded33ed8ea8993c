import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apiKeys } from './api-keys';
import { users } from './users';
import { workspaces } from './workspaces';

/** The audit log the super admin reads (SPEC.md §3 Log, §9 log actions). */
export const logs = pgTable(
  'logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The API key the action came through; then `user_id` is the key's creator (decision 0050). */
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    /** The workspace the action happened in, so /logs filters by it; null for platform-wide actions. */
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    ip: text('ip'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('logs_created_idx').on(t.createdAt),
    index('logs_action_created_idx').on(t.action, t.createdAt),
    index('logs_workspace_created_idx').on(t.workspaceId, t.createdAt),
    index('logs_user_created_idx').on(t.userId, t.createdAt),
  ],
);
