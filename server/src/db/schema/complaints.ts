import { COMPLAINT_SOURCES } from '@cleanops/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from './files';
import { locations } from './locations';
import { rooms } from './rooms';
import { tasks } from './tasks';
import { users } from './users';
import { workspaces } from './workspaces';

export const complaintSourceEnum = pgEnum('complaint_source', COMPLAINT_SOURCES);

/** A guest's review or complaint about a room (SPEC.md §3, DECISIONS.md §8). */
export const complaints = pgTable(
  'complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    source: complaintSourceEnum('source').notNull(),
    /** The one-time task it was converted into (the task names it back through this column). */
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    /** Who typed it in (2gis, google, others); null for a guest on the QR page. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * DECISIONS.md §10 "cleaned it last": the room's last working job finished in the 7 days before the
     * complaint, and who finished it. Kept by database triggers (migration 0014) whenever a complaint, a
     * job's finish or a task's rooms change, so the employees' figures need not search for it per read.
     */
    cleanedLastOccurrenceId: uuid('cleaned_last_occurrence_id'),
    cleanedBy: uuid('cleaned_by'),
  },
  (t) => [
    index('complaints_workspace_created_idx').on(t.workspaceId, t.createdAt),
    index('complaints_location_created_idx').on(t.locationId, t.createdAt),
    index('complaints_room_created_idx').on(t.roomId, t.createdAt),
    index('complaints_task_idx').on(t.taskId),
    // The dashboard's complaints not yet converted, newest first, and their count.
    index('complaints_open_idx').on(t.workspaceId, t.createdAt).where(sql`${t.taskId} is null`),
    index('complaints_cleaned_by_idx').on(t.cleanedBy, t.createdAt).where(sql`${t.cleanedBy} is not null`),
  ],
);

export type ComplaintRow = typeof complaints.$inferSelect;

/**
 * A later guest's report that joined an open complaint about the same room within the location's merge
 * window (DECISIONS.md §13): its own stars and text; its photos are the complaint's, marked with it.
 * It is no complaint of its own, so the analytics rollups (triggers on complaints) count the spill once.
 */
export const complaintReports = pgTable(
  'complaint_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complaint_reports_complaint_idx').on(t.complaintId, t.createdAt)],
);

export const complaintPhotos = pgTable(
  'complaint_photos',
  {
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    /** The joined report it came with; null for the complaint's own. */
    reportId: uuid('report_id').references(() => complaintReports.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.complaintId, t.fileId] }),
    index('complaint_photos_file_idx').on(t.fileId),
  ],
);
