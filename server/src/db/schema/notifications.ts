import { NOTIFICATION_EVENTS, type TNotificationData } from '@cleanops/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { languageEnum, messagingTypeEnum } from './enums';
import { users } from './users';
import { workspaces } from './workspaces';

export const notificationEventEnum = pgEnum('notification_event', NOTIFICATION_EVENTS);
export const deliveryStateEnum = pgEnum('delivery_state', ['pending', 'sent', 'failed']);

/** One line of a person's in-app feed (SPEC.md §3 notification settings). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: notificationEventEnum('event').notNull(),
    data: jsonb('data').$type<TNotificationData>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * The queue of copies sent through a person's contact channel (DECISIONS.md §1: PostgreSQL, not a
 * broker). Written in the transaction that raised the event; a worker in every process takes due rows
 * with FOR UPDATE SKIP LOCKED, so a failing provider or a restart loses nothing and nothing goes twice.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: messagingTypeEnum('channel').notNull(),
    to: text('to').notNull(),
    language: languageEnum('language').notNull(),
    state: deliveryStateEnum('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    index('notification_deliveries_notification_idx').on(t.notificationId),
  ],
);
