import type { ZAdminRenewalListQuery } from '@cleanops/contracts';
import { and, asc, count, desc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client';
import {
  locations,
  occurrences,
  rooms,
  subscriptionRenewals,
  subscriptions,
  teams,
  users,
  workspaces,
} from '../../../db/schema';

export type AdminRenewalListQuery = z.output<typeof ZAdminRenewalListQuery>;

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');
const creator = alias(users, 'creator');
const person = <T extends Record<'id' | 'name' | 'surname' | 'email' | 'phone', AnyPgColumn>>(
  u: T,
): Pick<T, 'id' | 'name' | 'surname' | 'email' | 'phone'> => ({
  id: u.id,
  name: u.name,
  surname: u.surname,
  email: u.email,
  phone: u.phone,
});

/**
 * The jobs remove-overdue takes (DECISIONS.md §11): past due, never started, due before the date.
 * The lists count an open job past due as overdue before the job stores it, so both states count.
 */
const overdueNotStarted = (workspaceId: string, before?: Date): SQL =>
  and(
    eq(occurrences.workspaceId, workspaceId),
    inArray(occurrences.state, ['pending', 'overdue']),
    isNull(occurrences.startedAt),
    lt(occurrences.dueAt, sql`now()`),
    before ? lt(occurrences.dueAt, before) : undefined,
  )!;

export class AdminWorkspacesRepository {
  constructor(private readonly db: Db | Tx) {}

  async workspace(id: string) {
    const [row] = await this.db
      .select({ workspace: workspaces, owner: person(users) })
      .from(workspaces)
      .innerJoin(users, eq(users.id, workspaces.ownerId))
      .where(eq(workspaces.id, id));
    return row;
  }

  async counts(workspaceId: string) {
    const n = (rows: { n: number }[]) => rows[0]?.n ?? 0;
    const [loc, room, team, staff, overdue] = await Promise.all([
      this.db.select({ n: count() }).from(locations).where(eq(locations.workspaceId, workspaceId)),
      this.db.select({ n: count() }).from(rooms).where(eq(rooms.workspaceId, workspaceId)),
      this.db.select({ n: count() }).from(teams).where(eq(teams.workspaceId, workspaceId)),
      this.db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.workspaceId, workspaceId), eq(users.type, 'staff'), isNull(users.deletedAt))),
      this.db.select({ n: count() }).from(occurrences).where(overdueNotStarted(workspaceId)),
    ]);
    return {
      locations: n(loc),
      rooms: n(room),
      teams: n(team),
      staff: n(staff),
      overdueNotStarted: n(overdue),
    };
  }

  async teams(workspaceId: string) {
    return this.db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(eq(teams.workspaceId, workspaceId))
      .orderBy(teams.name)
      .limit(200);
  }

  /** Newest first, with who granted each and the renewal it answered. */
  async periods(workspaceId: string) {
    return this.db
      .select({ period: subscriptions, createdBy: person(creator), renewalId: subscriptionRenewals.id })
      .from(subscriptions)
      .leftJoin(creator, eq(creator.id, subscriptions.createdBy))
      .leftJoin(subscriptionRenewals, eq(subscriptionRenewals.periodId, subscriptions.id))
      .where(eq(subscriptions.workspaceId, workspaceId))
      .orderBy(desc(subscriptions.endsAt))
      .limit(100);
  }

  /** Renewal requests with who asked and who answered; one page, or those of a workspace, or one. */
  async renewals(query: AdminRenewalListQuery, id?: string) {
    const where = and(
      id ? eq(subscriptionRenewals.id, id) : undefined,
      query.status ? eq(subscriptionRenewals.status, query.status) : undefined,
      query.workspaceId ? eq(subscriptionRenewals.workspaceId, query.workspaceId) : undefined,
    );
    const order =
      query.sortDir === 'asc'
        ? [asc(subscriptionRenewals.createdAt), asc(subscriptionRenewals.id)]
        : [desc(subscriptionRenewals.createdAt), desc(subscriptionRenewals.id)];
    const [rows, [totals]] = await Promise.all([
      this.db
        .select({
          renewal: subscriptionRenewals,
          requestedBy: person(requester),
          decidedBy: person(decider),
        })
        .from(subscriptionRenewals)
        .leftJoin(requester, eq(requester.id, subscriptionRenewals.requestedBy))
        .leftJoin(decider, eq(decider.id, subscriptionRenewals.decidedBy))
        .where(where)
        .orderBy(...order)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ total: count() }).from(subscriptionRenewals).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  async removeOverdue(workspaceId: string, before: Date): Promise<number> {
    const removed = await this.db
      .delete(occurrences)
      .where(overdueNotStarted(workspaceId, before))
      .returning({ id: occurrences.id });
    return removed.length;
  }
}
