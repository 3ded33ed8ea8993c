import type { TWebhookEvent } from '@cleanops/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { deliveryStateEnum } from './notifications';
import { users } from './users';
import { workspaces } from './workspaces';

export const webhookPauseReasonEnum = pgEnum('webhook_pause_reason', ['manual', 'failing']);

/**
 * A workspace's webhook endpoints (docs/integrations.md). The signing secret is kept as it is: the
 * server needs it to sign every delivery, so unlike an API key it cannot be a hash.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<TWebhookEvent[]>().notNull(),
    secret: text('secret').notNull(),
    /** Null while enabled. */
    pausedReason: webhookPauseReasonEnum('paused_reason'),
    /** The first failed attempt since the last success; null after a success. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_workspace_idx').on(t.workspaceId, t.createdAt)],
);
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/**
 * The outbox of webhook deliveries: one row per endpoint an event goes to, written in the transaction
 * of the change it reports. The body is fixed when written, so every attempt sends the same bytes.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    event: text('event').notNull(),
    body: text('body').notNull(),
    state: deliveryStateEnum('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseCode: integer('response_code'),
    durationMs: integer('duration_ms'),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    resendOf: uuid('resend_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    // The hourly prune of the log's old lines.
    index('webhook_deliveries_ended_idx').on(t.createdAt).where(sql`${t.state} <> 'pending'`),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
