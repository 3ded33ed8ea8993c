import type {
  TAdminPersonRef,
  TAdminRenewal,
  TAdminRenewalPage,
  TAdminWorkspace,
  TDeclineRenewalRequest,
  TRemoveOverdueResponse,
  ZGrantRenewalRequest,
  ZGrantSubscriptionRequest,
} from '@cleanops/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client';
import { AppError, fieldError, notFound } from '../../../errors';
import { recordLog } from '../../logs/logs.repository';
import { notifyGranted, notifyRenewalAnswered } from '../../subscriptions/subscription-notices';
import { SubscriptionsRepository } from '../../subscriptions/subscriptions.repository';
import { addPeriod, daysLeft, subscriptionState, toPeriod } from '../../subscriptions/subscriptions.service';
import type { Actor } from '../users/admin-users.service';
import { type AdminRenewalListQuery, AdminWorkspacesRepository } from './admin-workspaces.repository';
import { personRef, workspaceRefs } from './workspace-refs.repository';

type RenewalRows = Awaited<ReturnType<AdminWorkspacesRepository['renewals']>>['rows'];
type PersonColumns = {
  id: string | null;
  name: string | null;
  surname: string | null;
  email: string | null;
  phone: string | null;
};

/** A joined person that may be missing (a deleted account): null rather than a row of nulls. */
const maybePerson = (p: PersonColumns | null): TAdminPersonRef | null =>
  p?.id ? personRef({ ...p, id: p.id }) : null;

/**
 * A workspace as the super admin handles it (DECISIONS.md §11): its subscription periods, the
 * owner's renewal requests and its overdue jobs.
 */
export class AdminWorkspacesService {
  constructor(private readonly db: Db) {}

  async get(db: Db | Tx, id: string): Promise<TAdminWorkspace> {
    const repo = new AdminWorkspacesRepository(db);
    const found = await repo.workspace(id);
    if (!found) throw notFound();
    const [subscription, periods, renewals, counts, teams] = await Promise.all([
      subscriptionState(db, id),
      repo.periods(id),
      repo.renewals({ page: 1, pageSize: 50, sortDir: 'desc', workspaceId: id }),
      repo.counts(id),
      repo.teams(id),
    ]);
    return {
      id,
      name: found.workspace.name,
      createdAt: found.workspace.createdAt.toISOString(),
      owner: personRef(found.owner),
      subscription,
      daysLeft: daysLeft(subscription),
      periods: periods.map((p) => ({
        ...toPeriod(p.period),
        createdBy: maybePerson(p.createdBy),
        renewalId: p.renewalId,
      })),
      renewals: await this.renewalViews(db, renewals.rows),
      counts,
      teams,
    };
  }

  async renewals(query: AdminRenewalListQuery): Promise<TAdminRenewalPage> {
    const { rows, total } = await new AdminWorkspacesRepository(this.db).renewals(query);
    return {
      items: await this.renewalViews(this.db, rows),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  private async renewalViews(db: Db | Tx, rows: RenewalRows): Promise<TAdminRenewal[]> {
    const refs = await workspaceRefs(
      db,
      rows.map((r) => r.renewal.workspaceId),
    );
    return rows.map(({ renewal, requestedBy, decidedBy }) => ({
      id: renewal.id,
      months: renewal.months,
      status: renewal.status,
      reason: renewal.reason,
      requestedBy: maybePerson(requestedBy),
      decidedBy: maybePerson(decidedBy),
      decidedAt: renewal.decidedAt?.toISOString() ?? null,
      createdAt: renewal.createdAt.toISOString(),
      workspace: refs.get(renewal.workspaceId)!,
    }));
  }

  private async renewal(db: Db | Tx, id: string): Promise<TAdminRenewal> {
    const { rows } = await new AdminWorkspacesRepository(db).renewals(
      { page: 1, pageSize: 1, sortDir: 'desc' },
      id,
    );
    if (!rows[0]) throw notFound();
    return (await this.renewalViews(db, rows))[0]!;
  }

  /**
   * create_custom_subscription: a period of 3 days to 2 years (SPEC.md §5; the contract checks the
   * bounds). Logged as add_subscription. An expired workspace is writable again at once.
   */
  async grant(
    actor: Actor,
    workspaceId: string,
    body: z.output<typeof ZGrantSubscriptionRequest>,
  ): Promise<TAdminWorkspace> {
    if (body.to !== undefined && Date.parse(body.to) <= Date.now()) throw fieldError('body.to', 'dateInPast');
    return this.db.transaction(async (tx) => {
      if (!(await new AdminWorkspacesRepository(tx).workspace(workspaceId))) throw notFound();
      if (body.from !== undefined) {
        // The period that ends last decides the state (subscriptionState), so a later start would leave
        // a gap in which the workspace looked paid for.
        const current = await new SubscriptionsRepository(tx).latest(workspaceId);
        const latestStart = Math.max(Date.now(), current?.endsAt.getTime() ?? 0);
        if (Date.parse(body.from) > latestStart + 60_000) throw fieldError('body.from', 'periodGap');
      }
      const period = await addPeriod(tx, {
        workspaceId,
        kind: 'custom',
        createdBy: actor.userId,
        start: body.start,
        length:
          body.days !== undefined
            ? { days: body.days }
            : { from: new Date(body.from!), to: new Date(body.to!) },
      });
      await recordLog(tx, {
        action: 'add_subscription',
        userId: actor.userId,
        ip: actor.ip,
        data: {
          ...periodLogData(workspaceId, period),
          ...(body.days !== undefined ? { days: body.days, start: body.start } : {}),
        },
      });
      await notifyGranted(tx, workspaceId, actor.userId);
      return this.get(tx, workspaceId);
    });
  }

  /**
   * Grants an owner's request for the months asked (DECISIONS.md §11), as a paid period. Two super
   * admins answering at once: the conditional update lets one win; the other gets 409.
   */
  async grantRenewal(
    actor: Actor,
    renewalId: string,
    body: z.output<typeof ZGrantRenewalRequest>,
  ): Promise<TAdminRenewal> {
    return this.db.transaction(async (tx) => {
      const repo = new SubscriptionsRepository(tx);
      const existing = await repo.renewal(renewalId);
      if (!existing) throw notFound();
      const answered = await repo.answerRenewal(renewalId, { status: 'granted', decidedBy: actor.userId });
      if (!answered) throw new AppError('renewal_answered');
      const period = await addPeriod(tx, {
        workspaceId: answered.workspaceId,
        kind: 'paid',
        createdBy: actor.userId,
        start: body.start,
        length: { months: answered.months },
      });
      await repo.setRenewalPeriod(renewalId, period.id);
      await recordLog(tx, {
        action: 'add_subscription',
        userId: actor.userId,
        ip: actor.ip,
        data: {
          workspaceId: answered.workspaceId,
          renewalId,
          periodId: period.id,
          kind: period.kind,
          months: answered.months,
          startsAt: period.startsAt.toISOString(),
          endsAt: period.endsAt.toISOString(),
        },
      });
      await notifyRenewalAnswered(tx, { ...answered, periodId: period.id }, period);
      return this.renewal(tx, renewalId);
    });
  }

  /** Declines an owner's request with the reason they will read; logged as decline_subscription_renewal. */
  async declineRenewal(
    actor: Actor,
    renewalId: string,
    body: TDeclineRenewalRequest,
  ): Promise<TAdminRenewal> {
    return this.db.transaction(async (tx) => {
      const repo = new SubscriptionsRepository(tx);
      if (!(await repo.renewal(renewalId))) throw notFound();
      const answered = await repo.answerRenewal(renewalId, {
        status: 'declined',
        decidedBy: actor.userId,
        reason: body.reason,
      });
      if (!answered) throw new AppError('renewal_answered');
      await recordLog(tx, {
        action: 'decline_subscription_renewal',
        userId: actor.userId,
        ip: actor.ip,
        data: { workspaceId: answered.workspaceId, renewalId, months: answered.months, reason: body.reason },
      });
      await notifyRenewalAnswered(tx, answered, null);
      return this.renewal(tx, renewalId);
    });
  }

  /**
   * Undoes a grant (create_custom_subscription): the period a super admin granted, custom or paid, is
   * removed and the one that then ends last decides again. The trial was never granted, so it stays.
   * Logged as revoke_subscription with the period's dates.
   */
  async revokePeriod(actor: Actor, workspaceId: string, periodId: string): Promise<TAdminWorkspace> {
    return this.db.transaction(async (tx) => {
      if (!(await new AdminWorkspacesRepository(tx).workspace(workspaceId))) throw notFound();
      const repo = new SubscriptionsRepository(tx);
      const period = await repo.period(workspaceId, periodId);
      if (!period) throw notFound();
      if (period.kind === 'trial') throw new AppError('period_not_revocable');
      await repo.deletePeriod(period.id);
      await recordLog(tx, {
        action: 'revoke_subscription',
        userId: actor.userId,
        ip: actor.ip,
        data: periodLogData(workspaceId, period),
      });
      return this.get(tx, workspaceId);
    });
  }

  /**
   * Ends a workspace's subscription now (for support and testing): it becomes expired, read-only per
   * DECISIONS.md §7, until a new grant. Logged as end_subscription with the periods it cut or removed.
   */
  async endSubscription(actor: Actor, workspaceId: string): Promise<TAdminWorkspace> {
    return this.db.transaction(async (tx) => {
      if (!(await new AdminWorkspacesRepository(tx).workspace(workspaceId))) throw notFound();
      const now = new Date();
      const ended = await new SubscriptionsRepository(tx).endAt(workspaceId, now);
      if (!ended.length) throw new AppError('subscription_not_running');
      await recordLog(tx, {
        action: 'end_subscription',
        userId: actor.userId,
        ip: actor.ip,
        data: {
          workspaceId,
          endedAt: now.toISOString(),
          periods: ended.map((p) => ({
            periodId: p.id,
            kind: p.kind,
            startsAt: p.startsAt.toISOString(),
            endsAt: p.endsAt.toISOString(),
          })),
        },
      });
      return this.get(tx, workspaceId);
    });
  }

  /** remove_overdue_tasks (DECISIONS.md §11), logged as delete_overdue_tasks with the count. */
  async removeOverdue(actor: Actor, workspaceId: string, before: Date): Promise<TRemoveOverdueResponse> {
    return this.db.transaction(async (tx) => {
      const repo = new AdminWorkspacesRepository(tx);
      if (!(await repo.workspace(workspaceId))) throw notFound();
      const removed = await repo.removeOverdue(workspaceId, before);
      await recordLog(tx, {
        action: 'delete_overdue_tasks',
        userId: actor.userId,
        ip: actor.ip,
        data: { workspaceId, before: before.toISOString(), removed },
      });
      return { removed };
    });
  }
}

/** What the log keeps of a period granted or revoked: its dates stay readable after it is gone. */
function periodLogData(
  workspaceId: string,
  period: { id: string; kind: string; startsAt: Date; endsAt: Date },
): Record<string, string> {
  return {
    workspaceId,
    periodId: period.id,
    kind: period.kind,
    startsAt: period.startsAt.toISOString(),
    endsAt: period.endsAt.toISOString(),
  };
}
