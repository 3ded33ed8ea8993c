import type { TRight } from '@cleanops/contracts';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { workspaces } from './workspaces';

/**
 * A workspace's API keys (docs/integrations.md). Only the secret's SHA-256 is kept; the prefix names
 * the key in lists and logs. A key acts as the user who created it, within its own rights.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    rights: jsonb('rights').$type<TRight[]>().notNull(),
    /** Null once the account is gone, and then the key opens nothing (decision 0049). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
  },
  (t) => [index('api_keys_workspace_created_idx').on(t.workspaceId, t.createdAt)],
);
export type ApiKeyRow = typeof apiKeys.$inferSelect;
