import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { languageEnum, staffLevelEnum, staffRoleEnum, userTypeEnum } from './enums';
import { workspaces } from './workspaces';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: userTypeEnum('type').notNull(),
    role: staffRoleEnum('role'),
    level: staffLevelEnum('level').notNull().default('regular'),
    name: text('name'),
    surname: text('surname'),
    avatarUrl: text('avatar_url'),
    /** Stored lower-cased; unique among users. */
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** E.164 with the leading plus. */
    phone: text('phone'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    whatsapp: text('whatsapp'),
    whatsappVerified: boolean('whatsapp_verified').notNull().default(false),
    available: boolean('available').notNull().default(true),
    unavailableDate: timestamp('unavailable_date', { withTimezone: true }),
    timezone: text('timezone'),
    language: languageEnum('language').notNull().default('ru'),
    trainingCompleted: boolean('training_completed').notNull().default(false),
    /** The owner's workspace for an owner, the employer's for staff, null for a superuser or staff between jobs. */
    workspaceId: uuid('workspace_id').references((): AnyPgColumn => workspaces.id, { onDelete: 'set null' }),
    /** When staff joined the current workspace (accepted its invite). */
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    /** The last successful code sign-in (the admin's users list). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a staff account is anonymised (DECISIONS.md §2); their past reports stay. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_whatsapp_key').on(t.whatsapp),
    index('users_workspace_idx').on(t.workspaceId).where(sql`${t.workspaceId} is not null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
