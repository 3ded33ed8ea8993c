import { date, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { notifications } from './notifications';
import { users } from './users';

/**
 * Who asked for the weekly summary: a row means opted in; none (the default) means off.
 * Only owners and staff admins may opt in; the job checks the role again at every send, so an admin
 * who becomes a cleaner stops getting it without anyone deleting the row.
 */
export const weeklySummarySubscribers = pgTable('weekly_summary_subscribers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per reader and week already summed up: the week's Monday in the reader's zone. The job
 * inserts it in the transaction that raises the notification, so a week is never sent twice, whatever
 * the number of processes or runs.
 */
export const weeklySummarySends = pgTable(
  'weekly_summary_sends',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart] })],
);
