import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { subscriptionRenewals, subscriptions } from '../../db/schema';

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

  async periods(workspaceId: string) {
    return this.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.workspaceId, workspaceId))
      .orderBy(desc(subscriptions.endsAt))
      .limit(50);
  }

  async renewals(workspaceId: string) {
    return this.db
      .select()
      .from(subscriptionRenewals)
      .where(eq(subscriptionRenewals.workspaceId, workspaceId))
      .orderBy(desc(subscriptionRenewals.createdAt))
      .limit(50);
  }

  async insertRenewal(values: { workspaceId: string; requestedBy: string; months: number }) {
    const [row] = await this.db.insert(subscriptionRenewals).values(values).returning();
    return row!;
  }
}
