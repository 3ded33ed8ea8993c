import {
  INSPECTION_RESULTS,
  OCCURRENCE_STATES,
  PHOTO_PHASES,
  TASK_KINDS,
  TASK_ORIGINS,
  TASK_TITLE_KEYS,
  TASK_TYPES,
  type TOccurrenceChecklistItem,
  type TTaskChecklistItem,
  type TTaskSchedule,
} from '@cleanops/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { locations } from './locations';
import { rooms } from './rooms';
import { teams } from './teams';
import { users } from './users';
import { workspaces } from './workspaces';

export const taskTypeEnum = pgEnum('task_type', TASK_TYPES);
export const taskKindEnum = pgEnum('task_kind', TASK_KINDS);
export const taskOriginEnum = pgEnum('task_origin', TASK_ORIGINS);
export const taskTitleKeyEnum = pgEnum('task_title_key', TASK_TITLE_KEYS);
export const occurrenceStateEnum = pgEnum('occurrence_state', OCCURRENCE_STATES);
export const photoPhaseEnum = pgEnum('photo_phase', PHOTO_PHASES);
export const inspectionResultEnum = pgEnum('inspection_result', INSPECTION_RESULTS);

/**
 * A task is a definition; its occurrences are the concrete jobs (DECISIONS.md §7). A deleted task
 * keeps its row (deleted_at) so finished reports still name what was done.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /**
     * The system's title this task still carries (a turnover's), shown in each reader's language;
     * `title` then holds it in the owner's language of the day it was made. Null for a title typed by
     * a person (docs/decisions/0035-bookings-rules.md).
     */
    titleKey: taskTitleKeyEnum('title_key'),
    description: text('description'),
    type: taskTypeEnum('type').notNull().default('working'),
    kind: taskKindEnum('kind').notNull(),
    origin: taskOriginEnum('origin').notNull().default('manual'),
    /** One-time: when the job may start and when it is due (null = no deadline). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** Recurring only; read in the location's timezone. */
    schedule: jsonb('schedule').$type<TTaskSchedule>(),
    /** One team per task: several teams give one task each (SPEC.md §4). */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    checklist: jsonb('checklist').$type<TTaskChecklistItem[]>().notNull().default([]),
    photosBefore: boolean('photos_before').notNull().default(false),
    photosAfter: boolean('photos_after').notNull().default(false),
    requireScan: boolean('require_scan').notNull().default(false),
    requirePhoto: boolean('require_photo').notNull().default(false),
    emergency: boolean('emergency').notNull().default(false),
    /** Recurring: occurrences exist up to this instant (the generated horizon). */
    generatedUntil: timestamp('generated_until', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('tasks_workspace_created_idx').on(t.workspaceId, t.createdAt),
    index('tasks_location_idx').on(t.locationId),
    index('tasks_team_idx').on(t.teamId),
    // The horizon job walks live recurring tasks by how far they are generated.
    index('tasks_horizon_idx')
      .on(t.generatedUntil)
      .where(sql`${t.kind} = 'recurring' and ${t.deletedAt} is null`),
  ],
);

export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;

export const taskRooms = pgTable(
  'task_rooms',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.roomId] }), index('task_rooms_room_idx').on(t.roomId)],
);

/** Employees assigned directly; any of them may do the job. */
export const taskAssignees = pgTable(
  'task_assignees',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index('task_assignees_user_idx').on(t.userId)],
);

export interface OccurrenceScan {
  roomId: string;
  at: string;
}

/** One concrete job with its own state and report (DECISIONS.md §7). */
export const occurrences = pgTable(
  'occurrences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /** Copied from the task so the lists filter by location without a join. */
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    state: occurrenceStateEnum('state').notNull().default('pending'),
    /** A team task is picked by one member (taskPicked). */
    pickedBy: uuid('picked_by').references(() => users.id, { onDelete: 'set null' }),
    pickedAt: timestamp('picked_at', { withTimezone: true }),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedBy: uuid('finished_by').references(() => users.id, { onDelete: 'set null' }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The task's items copied at the start, ticked on the job; null before the start. */
    checklist: jsonb('checklist').$type<TOccurrenceChecklistItem[]>(),
    scans: jsonb('scans').$type<OccurrenceScan[]>().notNull().default([]),
    result: inspectionResultEnum('result'),
    comment: text('comment'),
    /** Set once taskNotPicked has been raised for this job. */
    notPickedNotifiedAt: timestamp('not_picked_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Generation is idempotent: one job per task and start time, whoever generates it.
    uniqueIndex('occurrences_task_starts_key').on(t.taskId, t.startsAt),
    index('occurrences_workspace_starts_idx').on(t.workspaceId, t.startsAt),
    // The state filter of the all-tasks view; with started_by below, the employee and "mine" filters
    // can combine indexes instead of scanning the workspace.
    index('occurrences_workspace_state_starts_idx').on(t.workspaceId, t.state, t.startsAt),
    index('occurrences_started_by_idx').on(t.startedBy),
    index('occurrences_location_starts_idx').on(t.locationId, t.startsAt),
    index('occurrences_open_due_idx').on(t.dueAt).where(sql`${t.state} in ('pending', 'in_progress')`),
    index('occurrences_picked_by_idx').on(t.pickedBy),
    // The taskNotPicked job looks only at team jobs nobody picked and nobody was told about yet.
    index('occurrences_not_picked_idx')
      .on(t.startsAt)
      .where(sql`${t.pickedBy} is null and ${t.notPickedNotifiedAt} is null`),
    index('occurrences_finished_by_idx').on(t.finishedBy, t.finishedAt),
    // Analytics' "cleaned it last": a room's tasks' jobs finished in the 7 days before a complaint.
    index('occurrences_task_finished_idx').on(t.taskId, t.finishedAt).where(sql`${t.finishedAt} is not null`),
    // Analytics' jobs still ahead (analytics-rollups.ts): open ones due later, and the rare open one whose
    // due time comes before its start.
    index('occurrences_open_due_starts_idx')
      .on(t.workspaceId, t.dueAt, t.startsAt)
      .where(sql`${t.finishedAt} is null`),
    // Readiness: a rental's unfinished jobs (the next cleaning), the few of them started (the cleaning
    // in progress, not found among a schedule's many future jobs), and its latest inspection (only an
    // inspection's finish records a result), without reading its finished history.
    index('occurrences_location_open_idx').on(t.locationId, t.startsAt).where(sql`${t.finishedAt} is null`),
    index('occurrences_location_started_idx')
      .on(t.locationId, t.startsAt)
      .where(sql`${t.finishedAt} is null and ${t.startedAt} is not null`),
    // Readiness: a rental's last finished cleaning, read backwards from its latest finished job.
    index('occurrences_location_finished_idx')
      .on(t.locationId, t.finishedAt)
      .where(sql`${t.finishedAt} is not null`),
    index('occurrences_location_inspected_idx')
      .on(t.locationId, t.finishedAt)
      .where(sql`${t.result} is not null`),
    index('occurrences_due_before_start_idx')
      .on(t.workspaceId, t.startsAt)
      .where(sql`${t.dueAt} < ${t.startsAt}`),
  ],
);

export type OccurrenceRow = typeof occurrences.$inferSelect;
export type NewOccurrenceRow = typeof occurrences.$inferInsert;

/** Photos taken on a job, before or after. */
export const occurrencePhotos = pgTable(
  'occurrence_photos',
  {
    occurrenceId: uuid('occurrence_id')
      .notNull()
      .references(() => occurrences.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    phase: photoPhaseEnum('phase').notNull(),
    takenBy: uuid('taken_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.occurrenceId, t.fileId] }),
    index('occurrence_photos_file_idx').on(t.fileId),
  ],
);
