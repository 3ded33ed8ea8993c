import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { checklists } from './checklists';
import { files } from './files';
import { locations } from './locations';
import { workspaces } from './workspaces';

/** A room or zone of a location. `qrToken` is random and unguessable (DECISIONS.md §6). */
export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Copied from the location so every read is scoped by workspace without a join. */
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    qrToken: text('qr_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rooms_qr_token_key').on(t.qrToken),
    uniqueIndex('rooms_location_name_key').on(t.locationId, sql`lower(${t.name})`),
    index('rooms_workspace_idx').on(t.workspaceId),
  ],
);

export type RoomRow = typeof rooms.$inferSelect;

/** Checklists attached to a room, in order. */
export const roomChecklists = pgTable(
  'room_checklists',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    checklistId: uuid('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.checklistId] }),
    index('room_checklists_checklist_idx').on(t.checklistId),
  ],
);

/** Training materials of a room: photos, documents, files (DECISIONS.md §6). */
export const roomMaterials = pgTable(
  'room_materials',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.fileId] }), index('room_materials_file_idx').on(t.fileId)],
);

/** Client instructions: documents attached to a location (DECISIONS.md §6). */
export const locationDocuments = pgTable(
  'location_documents',
  {
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.fileId] }),
    index('location_documents_file_idx').on(t.fileId),
  ],
);
