import { FILE_KINDS } from '@cleanops/contracts';
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { workspaces } from './workspaces';

export const fileKindEnum = pgEnum('file_kind', FILE_KINDS);

/**
 * An uploaded file's record (DECISIONS.md §1). The bytes live in the storage driver under
 * `storageKey` (`<workspaceId>/<fileId>`), never in a public folder.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    kind: fileKindEnum('kind').notNull(),
    /** Detected from the bytes (after re-encoding, for images). */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** Sanitised, with the extension of the detected type. */
    name: text('name').notNull(),
    width: integer('width'),
    height: integer('height'),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_workspace_idx').on(t.workspaceId)],
);

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;
