import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { workspaces } from './workspaces';

/** A team of the workspace (SPEC.md §3): name, description, a head who is one of its members. */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    headId: uuid('head_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('teams_workspace_name_key').on(t.workspaceId, sql`lower(${t.name})`)],
);

export type TeamRow = typeof teams.$inferSelect;

/** Members of a team; an employee may work in several teams. Being in one is the approval (DECISIONS.md §5). */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)],
);

/** Staff clocking in and out (SPEC.md §3 Employee attendance); hours worked come from closed intervals. */
export const attendance = pgTable(
  'attendance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clockInAt: timestamp('clock_in_at', { withTimezone: true }).notNull(),
    clockOutAt: timestamp('clock_out_at', { withTimezone: true }),
  },
  (t) => [
    index('attendance_user_in_idx').on(t.userId, t.clockInAt),
    index('attendance_workspace_in_idx').on(t.workspaceId, t.clockInAt),
    // At most one open interval per person: a second clock-in without a clock-out is refused.
    uniqueIndex('attendance_one_open_key').on(t.userId).where(sql`${t.clockOutAt} is null`),
    // The dashboard's "who is clocked in now" of a workspace.
    index('attendance_open_workspace_idx').on(t.workspaceId, t.clockInAt).where(sql`${t.clockOutAt} is null`),
  ],
);
