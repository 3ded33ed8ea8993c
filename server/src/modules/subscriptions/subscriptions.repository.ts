import {
  ADMIN_ENDING_SOON_DAYS,
  type TAdminSubscriptionFilter,
  type TRenewalStatus,
} from '@cleanops/contracts';
import { and, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { subscriptionRenewals, subscriptions, workspaces } from '../../db/schema';

export type PeriodRow = typeof subscriptions.$inferSelect;
export type RenewalRow = typeof subscriptionRenewals.$inferSelect;

/** When the workspace's access ends: the end of its last period (SPEC.md §4). */
const lastEnd = (workspaceId: AnyPgColumn | SQL) =>
  sql`(select max(s.ends_at) from subscriptions s where s.workspace_id = ${workspaceId})`;
const lastKind = (workspaceId: AnyPgColumn | SQL) =>
  sql`(select s.kind from subscriptions s where s.workspace_id = ${workspaceId} order by s.ends_at desc limit 1)`;

/**
 * A list filter on the subscription of the workspace in `workspaceId` (a column of the listed rows),
 * the same rule as subscriptionState: the period that ends last decides.
 */
export function subscriptionFilter(workspaceId: AnyPgColumn, filter: TAdminSubscriptionFilter): SQL {
  const end = lastEnd(workspaceId);
  switch (filter) {
    case 'none':
      return sql`(${workspaceId} is null or ${end} is null)`;
    case 'expired':
      return sql`${end} <= now()`;
    case 'trial':
      return sql`(${end} > now() and ${lastKind(workspaceId)} = 'trial')`;
    case 'active':
      return sql`(${end} > now() and ${lastKind(workspaceId)} <> 'trial')`;
    case 'ending_soon':
      return sql`(${end} > now() and ${end} <= now() + make_interval(days => ${ADMIN_ENDING_SOON_DAYS}))`;
  }
}

export class SubscriptionsRepository {
  constructor(private readonly db: Db | Tx) {}

  /** The period that ends last: the one that decides whether the workspace is active. */
  async latest(workspaceId: string) {
    const [row] = await this.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.workspaceId, workspaceId))
      .orderBy(desc(subscriptions.endsAt))
      .limit(1);
    return row;
  }

  /** The deciding period of each workspace, in one query. */
  async latestOf(workspaceIds: string[]): Promise<Map<string, PeriodRow>> {
    if (!workspaceIds.length) return new Map();
    const rows = await this.db
      .selectDistinctOn([subscriptions.workspaceId])
      .from(subscriptions)
      .where(inArray(subscriptions.workspaceId, [...new Set(workspaceIds)]))
      .orderBy(subscriptions.workspaceId, desc(subscriptions.endsAt));
    return new Map(rows.map((row) => [row.workspaceId, row]));
  }

  async periods(workspaceId: string) {
    return this.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.workspaceId, workspaceId))
      .orderBy(desc(subscriptions.endsAt))
      .limit(50);
  }

  async insertPeriod(values: typeof subscriptions.$inferInsert): Promise<PeriodRow> {
    const [row] = await this.db.insert(subscriptions).values(values).returning();
    return row!;
  }

  async renewals(workspaceId: string) {
    return this.db
      .select()
      .from(subscriptionRenewals)
      .where(eq(subscriptionRenewals.workspaceId, workspaceId))
      .orderBy(desc(subscriptionRenewals.createdAt))
      .limit(50);
  }

  async renewal(id: string): Promise<RenewalRow | undefined> {
    const [row] = await this.db.select().from(subscriptionRenewals).where(eq(subscriptionRenewals.id, id));
    return row;
  }

  async waitingRenewal(workspaceId: string): Promise<RenewalRow | undefined> {
    const [row] = await this.db
      .select()
      .from(subscriptionRenewals)
      .where(
        and(eq(subscriptionRenewals.workspaceId, workspaceId), eq(subscriptionRenewals.status, 'waiting')),
      );
    return row;
  }

  /** Removes a request still waiting; false when a super admin answered it first. */
  async deleteWaitingRenewal(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(subscriptionRenewals)
      .where(and(eq(subscriptionRenewals.id, id), eq(subscriptionRenewals.status, 'waiting')))
      .returning({ id: subscriptionRenewals.id });
    return rows.length === 1;
  }

  async insertRenewal(values: { workspaceId: string; requestedBy: string; months: number }) {
    const [row] = await this.db.insert(subscriptionRenewals).values(values).returning();
    return row!;
  }

  /**
   * Answers a waiting request. The condition on the status makes two super admins answering at once
   * safe: the second update finds nothing to change and gets undefined (a 409 for the caller).
   */
  async answerRenewal(
    id: string,
    answer: { status: Exclude<TRenewalStatus, 'waiting'>; decidedBy: string; reason?: string | null },
  ): Promise<RenewalRow | undefined> {
    const [row] = await this.db
      .update(subscriptionRenewals)
      .set({ ...answer, decidedAt: new Date() })
      .where(and(eq(subscriptionRenewals.id, id), eq(subscriptionRenewals.status, 'waiting')))
      .returning();
    return row;
  }

  async ownerOf(workspaceId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ ownerId: workspaces.ownerId })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId));
    return row?.ownerId;
  }

  /**
   * Deciding periods (the last to end in their workspace) that end within `days` and have not had the
   * notice for that many days yet: a 7-day notice once, then a 1-day notice once. Locked with SKIP
   * LOCKED, so two processes never send the same notice (DECISIONS.md §1).
   */
  async claimEndingNotices(now: Date, batchSize: number) {
    const day = 86_400_000;
    const inDays = (n: number) => new Date(now.getTime() + n * day);
    return this.db
      .select({
        id: subscriptions.id,
        workspaceId: subscriptions.workspaceId,
        endsAt: subscriptions.endsAt,
        ownerId: workspaces.ownerId,
      })
      .from(subscriptions)
      .innerJoin(workspaces, eq(workspaces.id, subscriptions.workspaceId))
      .where(
        and(
          gt(subscriptions.endsAt, now),
          lte(subscriptions.endsAt, inDays(ADMIN_ENDING_SOON_DAYS)),
          sql`${subscriptions.endsAt} = (select max(s2.ends_at) from subscriptions s2 where s2.workspace_id = ${subscriptions.workspaceId})`,
          or(
            isNull(subscriptions.endingNoticeDays),
            and(gt(subscriptions.endingNoticeDays, 1), lte(subscriptions.endsAt, inDays(1))),
          ),
        ),
      )
      .orderBy(subscriptions.endsAt)
      .limit(batchSize)
      .for('update', { of: subscriptions, skipLocked: true });
  }

  async markEndingNotice(id: string, days: number): Promise<void> {
    await this.db.update(subscriptions).set({ endingNoticeDays: days }).where(eq(subscriptions.id, id));
  }

  async period(workspaceId: string, id: string): Promise<PeriodRow | undefined> {
    const [row] = await this.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.workspaceId, workspaceId), eq(subscriptions.id, id)))
      .for('update');
    return row;
  }

  async deletePeriod(id: string): Promise<void> {
    await this.db.delete(subscriptions).where(eq(subscriptions.id, id));
  }

  /**
   * Ends a workspace's access at `now`: a period running now is cut to end there, one that has not
   * started yet goes. Returns the periods as they were, for the log; none when nothing was running.
   */
  async endAt(workspaceId: string, now: Date): Promise<PeriodRow[]> {
    const ahead = await this.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.workspaceId, workspaceId), gt(subscriptions.endsAt, now)))
      .for('update');
    for (const period of ahead) {
      if (period.startsAt < now)
        await this.db.update(subscriptions).set({ endsAt: now }).where(eq(subscriptions.id, period.id));
      else await this.db.delete(subscriptions).where(eq(subscriptions.id, period.id));
    }
    return ahead;
  }

  async setRenewalPeriod(id: string, periodId: string): Promise<void> {
    await this.db.update(subscriptionRenewals).set({ periodId }).where(eq(subscriptionRenewals.id, id));
  }
}
