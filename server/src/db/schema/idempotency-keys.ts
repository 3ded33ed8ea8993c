import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { workspaces } from './workspaces';

/**
 * One row per step a device sent with an Idempotency-Key (a phone's offline queue replays
 * its steps, maybe twice). The row is written in the step's own transaction, so the step and its
 * record commit together; a second send of the key finds the row and gets the stored answer again.
 * The key is the device's per user: (user_id, key) is the primary key, and claiming it first is what
 * makes two identical sends at once wait for each other. Rows older than IDEMPOTENCY_KEY_TTL_DAYS are
 * swept (jobs/sweep-idempotency-keys.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: uuid('key').notNull(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Which step it was: `occurrence.finish`, `attendance.clock_in`… */
    step: text('step').notNull(),
    /**
     * The job the step was on (null for clock in/out). No foreign key: deleting a job must not wait
     * on this table, and what was answered stays true after the job is gone.
     */
    occurrenceId: uuid('occurrence_id'),
    /** SHA-256 of the step, its target and its input: the same key for another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** The answer repeated to a replay; null only inside the transaction that claims the key. */
    status: integer('status'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
