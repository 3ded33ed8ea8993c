import type { TWebhookDeliveryState, TWebhookEvent } from '@cleanops/contracts';
import { and, count, desc, eq, inArray, isNull, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  users,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  webhookDeliveries,
  webhookEndpoints,
  workspaces,
} from '../../db/schema';
import { type Nameable, personColumns } from '../users/person-label';

export interface EndpointListRow {
  endpoint: WebhookEndpointRow;
  creator: ({ id: string } & Nameable) | null;
  last: Pick<WebhookDeliveryRow, 'createdAt' | 'state' | 'responseCode'> | null;
}

/** A delivery the worker is about to send, with what it needs to sign and address it. */
export interface DueWebhookDelivery {
  id: string;
  endpointId: string;
  workspaceId: string;
  eventId: string;
  event: string;
  body: string;
  attempts: number;
  createdAt: Date;
  url: string;
  secret: string;
}

export type NewWebhookDelivery = Pick<WebhookDeliveryRow, 'endpointId' | 'eventId' | 'event' | 'body'> &
  Partial<Pick<WebhookDeliveryRow, 'resendOf'>>;

export class WebhooksRepository {
  constructor(private readonly db: Db | Tx) {}

  /** The workspace's endpoints, newest first, each with its creator and its latest delivery. */
  async list(workspaceId: string, id?: string): Promise<EndpointListRow[]> {
    const last = this.db
      .select({
        createdAt: webhookDeliveries.createdAt,
        state: webhookDeliveries.state,
        responseCode: webhookDeliveries.responseCode,
      })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, webhookEndpoints.id))
      .orderBy(desc(webhookDeliveries.createdAt))
      .limit(1)
      .as('last');
    const rows = await this.db
      .select({
        endpoint: webhookEndpoints,
        creator: personColumns,
        lastAt: last.createdAt,
        lastState: last.state,
        lastCode: last.responseCode,
      })
      .from(webhookEndpoints)
      .leftJoin(users, eq(users.id, webhookEndpoints.createdBy))
      .leftJoinLateral(last, sql`true`)
      .where(and(eq(webhookEndpoints.workspaceId, workspaceId), id ? eq(webhookEndpoints.id, id) : undefined))
      .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
    return rows.map(({ endpoint, creator, lastAt, lastState, lastCode }) => ({
      endpoint,
      creator,
      last: lastAt && lastState ? { createdAt: lastAt, state: lastState, responseCode: lastCode } : null,
    }));
  }

  async find(workspaceId: string, id: string): Promise<WebhookEndpointRow | undefined> {
    const [row] = await this.db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.workspaceId, workspaceId), eq(webhookEndpoints.id, id)));
    return row;
  }

  async count(workspaceId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.workspaceId, workspaceId));
    return row?.n ?? 0;
  }

  async insert(values: typeof webhookEndpoints.$inferInsert): Promise<WebhookEndpointRow> {
    const [row] = await this.db.insert(webhookEndpoints).values(values).returning();
    return row!;
  }

  async update(id: string, values: Partial<typeof webhookEndpoints.$inferInsert>): Promise<void> {
    await this.db.update(webhookEndpoints).set(values).where(eq(webhookEndpoints.id, id));
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  }

  // The outbox.

  /**
   * The enabled endpoints of these workspaces that listen to `event`, with each workspace's owner
   * (whose view of an object a delivery carries). One query whatever the number of workspaces.
   */
  async targets(workspaceIds: string[], event: TWebhookEvent) {
    if (!workspaceIds.length) return [];
    return this.db
      .select({
        id: webhookEndpoints.id,
        workspaceId: webhookEndpoints.workspaceId,
        ownerId: workspaces.ownerId,
      })
      .from(webhookEndpoints)
      .innerJoin(workspaces, eq(workspaces.id, webhookEndpoints.workspaceId))
      .where(
        and(
          inArray(webhookEndpoints.workspaceId, workspaceIds),
          isNull(webhookEndpoints.pausedReason),
          sql`${webhookEndpoints.events} @> ${JSON.stringify([event])}::jsonb`,
        ),
      );
  }

  async insertDeliveries(rows: NewWebhookDelivery[]): Promise<WebhookDeliveryRow[]> {
    if (!rows.length) return [];
    return this.db.insert(webhookDeliveries).values(rows).returning();
  }

  async delivery(endpointId: string, id: string): Promise<WebhookDeliveryRow | undefined> {
    const [row] = await this.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, id)));
    return row;
  }

  async deliveries(
    endpointId: string,
    query: { page: number; pageSize: number; state?: TWebhookDeliveryState },
  ): Promise<{ rows: WebhookDeliveryRow[]; total: number }> {
    const where = and(
      eq(webhookDeliveries.endpointId, endpointId),
      query.state ? eq(webhookDeliveries.state, query.state) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(webhookDeliveries)
        .where(where)
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ n: count() }).from(webhookDeliveries).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  // Delivery (deliver-webhooks.ts).

  /**
   * Up to `limit` pending deliveries due by `now` of enabled endpoints, locked until the claiming
   * transaction ends; rows another process is claiming are skipped, not waited for.
   */
  async claimDue(now: Date, limit: number): Promise<DueWebhookDelivery[]> {
    return this.claim(and(lte(webhookDeliveries.nextAttemptAt, now), isNull(webhookEndpoints.pausedReason)))
      .orderBy(webhookDeliveries.nextAttemptAt)
      .limit(limit)
      .for('update', { of: webhookDeliveries, skipLocked: true });
  }

  /** One pending delivery of an enabled endpoint, whenever it is due, locked unless another holds it. */
  async claimOne(id: string): Promise<DueWebhookDelivery[]> {
    return this.claim(and(eq(webhookDeliveries.id, id), isNull(webhookEndpoints.pausedReason))).for(
      'update',
      {
        of: webhookDeliveries,
        skipLocked: true,
      },
    );
  }

  private claim(where: SQL | undefined) {
    return this.db
      .select({
        id: webhookDeliveries.id,
        endpointId: webhookDeliveries.endpointId,
        workspaceId: webhookEndpoints.workspaceId,
        eventId: webhookDeliveries.eventId,
        event: webhookDeliveries.event,
        body: webhookDeliveries.body,
        attempts: webhookDeliveries.attempts,
        createdAt: webhookDeliveries.createdAt,
        url: webhookEndpoints.url,
        secret: webhookEndpoints.secret,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(and(eq(webhookDeliveries.state, 'pending'), where))
      .$dynamic();
  }

  /** Deliveries that ended (sent or failed) before `before`: the log's old lines. */
  async pruneEnded(before: Date): Promise<number> {
    const rows = await this.db
      .delete(webhookDeliveries)
      .where(and(ne(webhookDeliveries.state, 'pending'), lt(webhookDeliveries.createdAt, before)))
      .returning({ id: webhookDeliveries.id });
    return rows.length;
  }

  async lease(ids: string[], until: Date): Promise<void> {
    if (!ids.length) return;
    await this.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: until })
      .where(inArray(webhookDeliveries.id, ids));
  }

  async recordAttempt(
    id: string,
    values: Pick<
      WebhookDeliveryRow,
      | 'state'
      | 'attempts'
      | 'nextAttemptAt'
      | 'lastAttemptAt'
      | 'responseCode'
      | 'durationMs'
      | 'responseExcerpt'
      | 'error'
    >,
  ): Promise<void> {
    await this.db.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, id));
  }

  /** The endpoints whose attempt just succeeded: no longer failing. */
  async markHealthy(ids: string[]): Promise<void> {
    if (!ids.length) return;
    await this.db
      .update(webhookEndpoints)
      .set({ failingSince: null })
      .where(inArray(webhookEndpoints.id, ids));
  }

  /**
   * The endpoints whose attempt just failed: failing since now unless already so. Answers those that
   * have failed since `pauseBefore` or earlier and are still enabled, now paused (each once: the
   * update and its condition are one statement).
   */
  async markFailing(ids: string[], now: Date, pauseBefore: Date): Promise<WebhookEndpointRow[]> {
    if (!ids.length) return [];
    await this.db
      .update(webhookEndpoints)
      .set({ failingSince: now })
      .where(and(inArray(webhookEndpoints.id, ids), isNull(webhookEndpoints.failingSince)));
    return this.db
      .update(webhookEndpoints)
      .set({ pausedReason: 'failing' })
      .where(
        and(
          inArray(webhookEndpoints.id, ids),
          isNull(webhookEndpoints.pausedReason),
          lte(webhookEndpoints.failingSince, pauseBefore),
        ),
      )
      .returning();
  }
}
