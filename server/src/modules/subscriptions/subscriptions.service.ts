import type {
  TErrorCode,
  TRenewSubscriptionRequest,
  TSubscriptionState,
  TSubscriptionsResponse,
} from '@cleanops/contracts';
import type { Db, Tx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordLog } from '../logs/logs.repository';
import { SubscriptionsRepository } from './subscriptions.repository';

const DAY_MS = 86_400_000;

/** A workspace's subscription state now: expired once the last period has ended (SPEC.md §4). */
export async function subscriptionState(
  db: Db | Tx,
  workspaceId: string,
): Promise<TSubscriptionState | null> {
  const row = await new SubscriptionsRepository(db).latest(workspaceId);
  if (!row) return null;
  const status = row.endsAt.getTime() <= Date.now() ? 'expired' : row.kind === 'trial' ? 'trial' : 'active';
  return { status, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() };
}

/**
 * DECISIONS.md §7: with an expired subscription everything stays readable, but creating locations,
 * rooms, tasks, teams and invites is refused with 402. Rooms have their own message (SPEC.md §8).
 */
export async function assertActiveSubscription(
  db: Db | Tx,
  workspaceId: string,
  code: Extract<TErrorCode, 'subscription_expired' | 'room_subscription_expired'> = 'subscription_expired',
): Promise<void> {
  const state = await subscriptionState(db, workspaceId);
  if (!state || state.status === 'expired') throw new AppError(code);
}

export class SubscriptionsService {
  private readonly repo: SubscriptionsRepository;

  constructor(private readonly db: Db) {
    this.repo = new SubscriptionsRepository(db);
  }

  async overview(workspaceId: string): Promise<TSubscriptionsResponse> {
    const [current, periods, renewals] = await Promise.all([
      subscriptionState(this.db, workspaceId),
      this.repo.periods(workspaceId),
      this.repo.renewals(workspaceId),
    ]);
    const daysLeft = current ? Math.max(0, Math.ceil((Date.parse(current.endsAt) - Date.now()) / DAY_MS)) : 0;
    return {
      current,
      daysLeft,
      periods: periods.map((p) => ({
        id: p.id,
        kind: p.kind,
        startsAt: p.startsAt.toISOString(),
        endsAt: p.endsAt.toISOString(),
        createdAt: p.createdAt.toISOString(),
      })),
      renewals: renewals.map((r) => ({
        id: r.id,
        months: r.months,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }

  /** Payment comes later: the owner's renewal is recorded (and logged) for the team that bills it. */
  async requestRenewal(owner: UserRow, body: TRenewSubscriptionRequest, ip: string) {
    const workspaceId = owner.workspaceId!;
    await this.db.transaction(async (tx) => {
      const renewal = await new SubscriptionsRepository(tx).insertRenewal({
        workspaceId,
        requestedBy: owner.id,
        months: body.months,
      });
      await recordLog(tx, {
        action: 'request_subscription_renewal',
        userId: owner.id,
        ip,
        data: { workspaceId, renewalId: renewal.id, months: body.months },
      });
    });
    return this.overview(workspaceId);
  }
}
