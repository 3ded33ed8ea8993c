import {
  CONTRACTOR_CHANNELS,
  CONTRACTOR_OUTCOMES,
  PROBLEM_EVENT_TYPES,
  PROBLEM_KINDS,
  PROBLEM_SEVERITIES,
  PROBLEM_STATES,
} from '@cleanops/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apiKeys } from './api-keys';
import { languageEnum } from './enums';
import { files } from './files';
import { locations } from './locations';
import { rooms } from './rooms';
import { occurrences } from './tasks';
import { users } from './users';
import { workspaces } from './workspaces';

export const problemKindEnum = pgEnum('problem_kind', PROBLEM_KINDS);
export const problemSeverityEnum = pgEnum('problem_severity', PROBLEM_SEVERITIES);
export const problemStateEnum = pgEnum('problem_state', PROBLEM_STATES);
export const problemEventTypeEnum = pgEnum('problem_event_type', PROBLEM_EVENT_TYPES);
export const contractorChannelEnum = pgEnum('contractor_channel', CONTRACTOR_CHANNELS);
export const contractorOutcomeEnum = pgEnum('contractor_outcome', CONTRACTOR_OUTCOMES);

/** Something wrong at a location that a member reported (DECISIONS.md §13). */
export const problems = pgTable(
  'problems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    /** The job it was found during. */
    occurrenceId: uuid('occurrence_id').references(() => occurrences.id, { onDelete: 'set null' }),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    kind: problemKindEnum('kind').notNull(),
    severity: problemSeverityEnum('severity').notNull(),
    state: problemStateEnum('state').notNull().default('open'),
    text: text('text').notNull(),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** When it was resolved or marked won't fix; cleared by a reopen. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The won't-fix reason. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('problems_workspace_created_idx').on(t.workspaceId, t.createdAt),
    index('problems_workspace_state_idx').on(t.workspaceId, t.state, t.createdAt),
    index('problems_location_created_idx').on(t.locationId, t.createdAt),
    // Readiness and the QR page look for a location's (or room's) blocking problems still open.
    index('problems_blocking_idx')
      .on(t.locationId, t.createdAt)
      .where(sql`${t.severity} = 'blocks_use' and ${t.state} in ('open', 'in_progress')`),
  ],
);
export type ProblemRow = typeof problems.$inferSelect;

/** The timeline: every step, who took it (a member or a contractor by name), with its comment. */
export const problemEvents = pgTable(
  'problem_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    type: problemEventTypeEnum('type').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The API key the step came through; then `actor_id` is the key's creator (decision 0050). */
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    contractorName: text('contractor_name'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('problem_events_problem_idx').on(t.problemId, t.createdAt)],
);
export type ProblemEventRow = typeof problemEvents.$inferSelect;

/** Photos of a problem: those of its report, and those a step (the contractor's answer) brought. */
export const problemPhotos = pgTable(
  'problem_photos',
  {
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => problemEvents.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.fileId] }),
    index('problem_photos_problem_idx').on(t.problemId),
    index('problem_photos_file_idx').on(t.fileId),
  ],
);

/**
 * A link that lets a contractor without an account see one problem and answer it once. Only the
 * token's SHA-256 is kept: a database read does not give anyone a working link.
 */
export const contractorLinks = pgTable(
  'contractor_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    contractorName: text('contractor_name').notNull(),
    channel: contractorChannelEnum('channel').notNull(),
    address: text('address').notNull(),
    language: languageEnum('language').notNull(),
    accessNotes: text('access_notes').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The one answer a link takes: fixed or cannot_fix, with the contractor's comment. */
    outcome: contractorOutcomeEnum('outcome'),
    answerComment: text('answer_comment'),
  },
  (t) => [index('contractor_links_problem_idx').on(t.problemId, t.createdAt)],
);
export type ContractorLinkRow = typeof contractorLinks.$inferSelect;
