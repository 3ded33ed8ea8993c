import { INVITE_STATUSES } from '@cleanops/contracts';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffRoleEnum } from './enums';
import { users } from './users';
import { workspaces } from './workspaces';

export const inviteStatusEnum = pgEnum('invite_status', INVITE_STATUSES);

export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    inviterId: uuid('inviter_id').references(() => users.id, { onDelete: 'set null' }),
    /** A lower-cased e-mail or an E.164 phone. */
    contact: text('contact').notNull(),
    role: staffRoleEnum('role').notNull().default('cleaner'),
    locationId: uuid('location_id'),
    status: inviteStatusEnum('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    index('invites_contact_status_idx').on(t.contact, t.status),
    index('invites_workspace_status_idx').on(t.workspaceId, t.status),
  ],
);
