import { RENEWAL_STATUSES, SUBSCRIPTION_KINDS } from '@cleanops/contracts';
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A workspace belongs to one owner; everything the owner creates is scoped to it (DECISIONS.md §2). */
export const workspaces = pgTable('workspaces', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const subscriptionKindEnum = pgEnum('subscription_kind', SUBSCRIPTION_KINDS);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: subscriptionKindEnum('kind').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_workspace_ends_idx').on(t.workspaceId, t.endsAt)],
);

export const renewalStatusEnum = pgEnum('renewal_status', RENEWAL_STATUSES);

/** An owner's request to renew (POST /subscriptions). Payment comes later; until then it is only recorded. */
export const subscriptionRenewals = pgTable(
  'subscription_renewals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    months: integer('months').notNull(),
    status: renewalStatusEnum('status').notNull().default('awaiting_payment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_renewals_workspace_idx').on(t.workspaceId, t.createdAt)],
);
