import {
  plannedPeriod,
  type TErrorCode,
  type TPeriodLength,
  type TRenewalRequest,
  type TRenewSubscriptionRequest,
  type TSubscriptionPeriod,
  type TSubscriptionState,
  type TSubscriptionsResponse,
} from '@cleanops/contracts';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import type { UserRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { recordLog } from '../logs/logs.repository';
import { type PeriodRow, type RenewalRow, SubscriptionsRepository } from './subscriptions.repository';

const DAY_MS = 86_400_000;

/** The state a workspace's deciding period gives: expired once it has ended (SPEC.md §4). */
export function periodState(row: PeriodRow | undefined): TSubscriptionState | null {
  if (!row) return null;
  const status = row.endsAt.getTime() <= Date.now() ? 'expired' : row.kind === 'trial' ? 'trial' : 'active';
  return { status, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() };
}

/** A workspace's subscription state now: the period that ends last decides. */
export async function subscriptionState(
  db: Db | Tx,
  workspaceId: string,
): Promise<TSubscriptionState | null> {
  return periodState(await new SubscriptionsRepository(db).latest(workspaceId));
}

/** Whole days left, rounded up; 0 once expired. */
export function daysLeft(state: TSubscriptionState | null): number {
  return state ? Math.max(0, Math.ceil((Date.parse(state.endsAt) - Date.now()) / DAY_MS)) : 0;
}

export const toPeriod = (p: PeriodRow): TSubscriptionPeriod => ({
  id: p.id,
  kind: p.kind,
  startsAt: p.startsAt.toISOString(),
  endsAt: p.endsAt.toISOString(),
  createdAt: p.createdAt.toISOString(),
});

export const toRenewal = (r: RenewalRow): TRenewalRequest => ({
  id: r.id,
  months: r.months,
  status: r.status,
  reason: r.reason,
  decidedAt: r.decidedAt?.toISOString() ?? null,
  periodId: r.periodId,
  createdAt: r.createdAt.toISOString(),
});

/**
 * Adds a period to a workspace (DECISIONS.md §11): from now, or from the end of the current one when
 * that is later ("after_current" on an expired workspace is now). A period that starts now lifts an
 * expired workspace's read-only state at once, since the period ending last decides.
 */
export async function addPeriod(
  tx: Tx,
  input: {
    workspaceId: string;
    kind: 'paid' | 'custom';
    createdBy: string;
    start: 'now' | 'after_current';
    length: TPeriodLength;
  },
): Promise<PeriodRow> {
  const repo = new SubscriptionsRepository(tx);
  const current = input.start === 'after_current' ? await repo.latest(input.workspaceId) : undefined;
  const { startsAt, endsAt } = plannedPeriod({
    now: new Date(),
    currentEndsAt: current?.endsAt ?? null,
    start: input.start,
    length: input.length,
  });
  return repo.insertPeriod({
    workspaceId: input.workspaceId,
    kind: input.kind,
    startsAt,
    endsAt,
    createdBy: input.createdBy,
  });
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
    const now = Date.now();
    // The period in force now (the trial, while a paid period waits for it to end) and those after it.
    const running = periods
      .filter((p) => p.startsAt.getTime() <= now && p.endsAt.getTime() > now)
      .sort((a, b) => b.endsAt.getTime() - a.endsAt.getTime())[0];
    const upcoming = periods
      .filter((p) => p.startsAt.getTime() > now)
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    return {
      current,
      daysLeft: daysLeft(current),
      running: running ? toPeriod(running) : null,
      upcoming: upcoming.map(toPeriod),
      periods: periods.map(toPeriod),
      renewals: renewals.map(toRenewal),
    };
  }

  /**
   * Payment comes later: the owner's request waits for a super admin, who grants it when paid or
   * declines it with a reason (DECISIONS.md §11). Logged either way.
   */
  async requestRenewal(owner: UserRow, body: TRenewSubscriptionRequest, ip: string) {
    const workspaceId = owner.workspaceId!;
    await this.db.transaction(async (tx) => {
      const repo = new SubscriptionsRepository(tx);
      // One waiting request at a time (DECISIONS.md §11): the owner cancels it to ask for another
      // period. The partial unique index settles two requests sent at once.
      if (await repo.waitingRenewal(workspaceId)) throw renewalWaiting();
      const renewal = await repo
        .insertRenewal({ workspaceId, requestedBy: owner.id, months: body.months })
        .catch((error: unknown) => {
          throw isUniqueViolation(error, 'subscription_renewals_one_waiting_key') ? renewalWaiting() : error;
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

  /**
   * The owner withdraws a waiting request (asked for the wrong period, or paid elsewhere): it goes,
   * logged as cancel_subscription_renewal. An answered one stays, as the record of the answer.
   */
  async cancelRenewal(owner: UserRow, renewalId: string, ip: string) {
    const workspaceId = owner.workspaceId!;
    await this.db.transaction(async (tx) => {
      const repo = new SubscriptionsRepository(tx);
      const renewal = await repo.renewal(renewalId);
      if (!renewal || renewal.workspaceId !== workspaceId) throw notFound();
      if (!(await repo.deleteWaitingRenewal(renewalId))) throw new AppError('renewal_answered');
      await recordLog(tx, {
        action: 'cancel_subscription_renewal',
        userId: owner.id,
        ip,
        data: { workspaceId, renewalId, months: renewal.months },
      });
    });
    return this.overview(workspaceId);
  }
}

const renewalWaiting = () => new AppError('conflict', { messageKey: 'renewalWaiting' });
