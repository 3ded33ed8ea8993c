import type { Db, Tx } from '../../db/client';
import { raiseNotification } from '../notifications/raise';
import { type PeriodRow, type RenewalRow, SubscriptionsRepository } from './subscriptions.repository';

const DAY_MS = 86_400_000;
const BATCH_SIZE = 100;

/**
 * Tells the owner a super admin granted them a period (answering their request or not), with the
 * end the workspace now has (DECISIONS.md §11). Raised in the grant's transaction.
 */
export async function notifyGranted(tx: Tx, workspaceId: string, actorId: string | null): Promise<void> {
  const repo = new SubscriptionsRepository(tx);
  const [ownerId, latest] = await Promise.all([repo.ownerOf(workspaceId), repo.latest(workspaceId)]);
  if (!ownerId || !latest) return;
  await raiseNotification(tx, {
    event: 'subscriptionGranted',
    workspaceId,
    locationId: null,
    actorId,
    recipients: { userIds: [ownerId] },
    data: { endsAt: latest.endsAt.toISOString() },
  });
}

/** Tells the owner how a super admin answered their renewal request: granted, or declined with the reason. */
export async function notifyRenewalAnswered(
  tx: Tx,
  renewal: RenewalRow,
  period: PeriodRow | null,
): Promise<void> {
  if (period) return notifyGranted(tx, renewal.workspaceId, renewal.decidedBy);
  const ownerId = await new SubscriptionsRepository(tx).ownerOf(renewal.workspaceId);
  if (!ownerId) return;
  await raiseNotification(tx, {
    event: 'subscriptionDeclined',
    workspaceId: renewal.workspaceId,
    locationId: null,
    actorId: renewal.decidedBy,
    recipients: { userIds: [ownerId] },
    data: { text: renewal.reason },
  });
}

/**
 * subscriptionEnding (DECISIONS.md §11): the owner hears 7 days and 1 day before the workspace's
 * subscription ends, each once per period: the period remembers the notice it sent, and a period
 * granted after it starts over. A workspace that already has its next period is not told, since only
 * the period that ends last is looked at. Answers how many notices went out.
 */
export async function sendSubscriptionEndingNotices(
  db: Db,
  now: Date,
  batchSize = BATCH_SIZE,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const repo = new SubscriptionsRepository(tx);
      const periods = await repo.claimEndingNotices(now, batchSize);
      for (const period of periods) {
        const days = period.endsAt.getTime() - now.getTime() <= DAY_MS ? 1 : 7;
        await raiseNotification(tx, {
          event: 'subscriptionEnding',
          workspaceId: period.workspaceId,
          locationId: null,
          actorId: null,
          recipients: { userIds: [period.ownerId] },
          data: { endsAt: period.endsAt.toISOString() },
        });
        await repo.markEndingNotice(period.id, days);
      }
      return periods.length;
    });
    sent += count;
    if (count < batchSize) return sent;
  }
}
