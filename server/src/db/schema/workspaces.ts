import { RENEWAL_STATUSES, SUBSCRIPTION_KINDS } from '@cleanops/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
  /** First download of a QR sheet or code: ticks "print the QR sheet" on the first-run checklist. */
  qrPrintedAt: timestamp('qr_printed_at', { withTimezone: true }),
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
    /**
     * The owner has been told this period ends in 7 days (7) or 1 day (1): the reminder job sends
     * each notice once per period, and a later, shorter notice lowers it (DECISIONS.md §11).
     */
    endingNoticeDays: integer('ending_notice_days'),
  },
  (t) => [
    index('subscriptions_workspace_ends_idx').on(t.workspaceId, t.endsAt),
    index('subscriptions_ends_idx').on(t.endsAt),
  ],
);

export const renewalStatusEnum = pgEnum('renewal_status', RENEWAL_STATUSES);

/**
 * An owner's request to renew (POST /subscriptions). It waits until a super admin grants it (when
 * paid, outside the product) or declines it with a reason the owner sees (DECISIONS.md §11).
 */
export const subscriptionRenewals = pgTable(
  'subscription_renewals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    months: integer('months').notNull(),
    status: renewalStatusEnum('status').notNull().default('waiting'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The period a grant made. */
    periodId: uuid('period_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscription_renewals_workspace_idx').on(t.workspaceId, t.createdAt),
    index('subscription_renewals_status_idx').on(t.status, t.createdAt),
    // One waiting request per workspace: two at once would each ask for an invoice (DECISIONS.md §11).
    uniqueIndex('subscription_renewals_one_waiting_key')
      .on(t.workspaceId)
      .where(sql`${t.status} = 'waiting'`),
  ],
);
