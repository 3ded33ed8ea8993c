import type { TChecklistItem } from '@cleanops/contracts';
import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './workspaces';

/** The workspace's checklist library (DECISIONS.md §6). Items are an ordered list; tasks copy them. */
export const checklists = pgTable(
  'checklists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    items: jsonb('items').$type<TChecklistItem[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('checklists_workspace_name_key').on(t.workspaceId, sql`lower(${t.name})`)],
);

export type ChecklistRow = typeof checklists.$inferSelect;
