import type { TLanguage, TMessagingType, TNotificationData, TNotificationEvent } from '@cleanops/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { locations, notificationDeliveries, notifications, teamMembers, teams, users } from '../../db/schema';
import { inTeamOfWorkspace } from '../teams/teams.repository';

/** Who may hear of an event, as raise.ts resolves it (DECISIONS.md §8 recipients). */
export interface RecipientQuery {
  workspaceId: string;
  /** People named directly; inside the workspace unless `outsiders`. */
  userIds: string[];
  /** People reached by one of these contacts (an invite's addressee). */
  contacts: string[];
  /** userIds and contacts may be people outside the workspace: an invite's addressee is not in it yet. */
  outsiders: boolean;
  teamMembersOf: string | null;
  teamHeadOf: string | null;
  ownerAndAdmins: boolean;
  /** The team's members whose role is admin or manager. */
  managersOf?: string | null;
  /** Never these: the actor, and those told of the same change by another event. */
  except: string[];
}

export interface NewFeedRow {
  workspaceId: string;
  userId: string;
  event: TNotificationEvent;
  data: TNotificationData;
}

export interface NewDeliveryRow {
  notificationId: string;
  channel: TMessagingType;
  to: string;
  language: TLanguage;
}

/** A due delivery with what it takes to render it. */
export interface DueDelivery {
  id: string;
  channel: TMessagingType;
  to: string;
  language: TLanguage;
  attempts: number;
  event: TNotificationEvent;
  data: TNotificationData;
  timeZone: string | null;
  recipientDeleted: boolean;
}

const nameOf = sql<string | null>`nullif(trim(concat_ws(' ', ${users.name}, ${users.surname})), '')`;

export class NotificationsRepository {
  constructor(private readonly db: Db | Tx) {}

  // Raising (raise.ts).

  async locationSettings(locationId: string) {
    const [row] = await this.db
      .select({
        title: locations.title,
        enabled: locations.notificationsEnabled,
        events: locations.notificationEvents,
      })
      .from(locations)
      .where(eq(locations.id, locationId));
    return row;
  }

  /** Everyone the query names, once each, with their contacts and language; deleted accounts never. */
  async recipients(q: RecipientQuery) {
    const inWorkspace: SQL[] = [];
    const named: SQL[] = [];
    if (q.userIds.length) named.push(inArray(users.id, q.userIds));
    if (q.contacts.length) {
      named.push(
        or(
          inArray(users.email, q.contacts),
          inArray(users.phone, q.contacts),
          inArray(users.whatsapp, q.contacts),
        )!,
      );
    }
    if (!q.outsiders) inWorkspace.push(...named);
    if (q.teamMembersOf) {
      inWorkspace.push(
        inArray(
          users.id,
          this.db
            .select({ id: teamMembers.userId })
            .from(teamMembers)
            .innerJoin(teams, eq(teams.id, teamMembers.teamId))
            .where(and(eq(teamMembers.teamId, q.teamMembersOf), eq(teams.workspaceId, q.workspaceId))),
        ),
      );
    }
    if (q.teamHeadOf) {
      inWorkspace.push(
        inArray(
          users.id,
          this.db
            .select({ id: teams.headId })
            .from(teams)
            .where(and(eq(teams.id, q.teamHeadOf), eq(teams.workspaceId, q.workspaceId))),
        ),
      );
    }
    if (q.managersOf) {
      inWorkspace.push(
        and(
          eq(users.type, 'staff'),
          inArray(users.role, ['admin', 'manager']),
          inArray(
            users.id,
            this.db
              .select({ id: teamMembers.userId })
              .from(teamMembers)
              .innerJoin(teams, eq(teams.id, teamMembers.teamId))
              .where(and(eq(teamMembers.teamId, q.managersOf), eq(teams.workspaceId, q.workspaceId))),
          ),
        )!,
      );
    }
    if (q.ownerAndAdmins) {
      // An admin still awaiting a team is not one yet (DECISIONS.md §5).
      inWorkspace.push(
        or(
          eq(users.type, 'owner'),
          and(eq(users.type, 'staff'), eq(users.role, 'admin'), inTeamOfWorkspace),
        )!,
      );
    }
    const who = or(
      inWorkspace.length ? and(eq(users.workspaceId, q.workspaceId), or(...inWorkspace)) : undefined,
      q.outsiders && named.length ? or(...named) : undefined,
    );
    if (!who) return [];
    return this.db
      .select({
        id: users.id,
        language: users.language,
        email: users.email,
        emailVerified: users.emailVerified,
        phone: users.phone,
        phoneVerified: users.phoneVerified,
        whatsapp: users.whatsapp,
        whatsappVerified: users.whatsappVerified,
      })
      .from(users)
      .where(and(who, isNull(users.deletedAt), q.except.length ? notInArray(users.id, q.except) : undefined));
  }

  async personName(userId: string): Promise<string | null> {
    const [row] = await this.db.select({ name: nameOf }).from(users).where(eq(users.id, userId));
    return row?.name ?? null;
  }

  async teamName(teamId: string): Promise<string | null> {
    const [row] = await this.db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
    return row?.name ?? null;
  }

  async insertFeedRows(rows: NewFeedRow[]) {
    if (!rows.length) return [];
    return this.db
      .insert(notifications)
      .values(rows)
      .returning({ id: notifications.id, userId: notifications.userId });
  }

  async insertDeliveries(rows: NewDeliveryRow[]): Promise<void> {
    if (rows.length) await this.db.insert(notificationDeliveries).values(rows);
  }

  // The feed.

  /**
   * A person's feed: their rows of the workspace they are in now, and invitations addressed to them
   * (they come from a workspace they are not in yet). Rows of a workspace they have left stay hidden,
   * as everything else of it does (DECISIONS.md §2).
   */
  private feedWhere(userId: string, workspaceId: string | null, unreadOnly = false) {
    return and(
      eq(notifications.userId, userId),
      workspaceId
        ? or(eq(notifications.workspaceId, workspaceId), eq(notifications.event, 'inviteCreated'))
        : eq(notifications.event, 'inviteCreated'),
      unreadOnly ? isNull(notifications.readAt) : undefined,
    );
  }

  async feedPage(
    userId: string,
    workspaceId: string | null,
    query: { page: number; pageSize: number; sortDir: 'asc' | 'desc'; unread?: boolean },
  ) {
    const where = this.feedWhere(userId, workspaceId, query.unread === true);
    const direction = query.sortDir === 'asc' ? asc : desc;
    const [rows, [totals], [unread]] = await Promise.all([
      this.db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(direction(notifications.createdAt), direction(notifications.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ n: count() }).from(notifications).where(where),
      this.db
        .select({ n: count() })
        .from(notifications)
        .where(this.feedWhere(userId, workspaceId, true)),
    ]);
    return { rows, total: totals?.n ?? 0, unread: unread?.n ?? 0 };
  }

  async unreadCount(userId: string, workspaceId: string | null): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(notifications)
      .where(this.feedWhere(userId, workspaceId, true));
    return row?.n ?? 0;
  }

  /** Marks these of my rows (all of my feed without ids) read; other people's ids match nothing. */
  async markRead(userId: string, workspaceId: string | null, ids: string[] | undefined, at: Date) {
    if (ids && !ids.length) return;
    await this.db
      .update(notifications)
      .set({ readAt: at })
      .where(
        and(this.feedWhere(userId, workspaceId, true), ids ? inArray(notifications.id, ids) : undefined),
      );
  }

  // Delivery (deliver-notifications.ts).

  /**
   * Up to `limit` pending deliveries due by `now`, locked until the claiming transaction ends. Rows
   * another process is claiming are skipped, not waited for (DECISIONS.md §1).
   */
  async claimDue(now: Date, limit: number): Promise<DueDelivery[]> {
    return this.db
      .select({
        id: notificationDeliveries.id,
        channel: notificationDeliveries.channel,
        to: notificationDeliveries.to,
        language: notificationDeliveries.language,
        attempts: notificationDeliveries.attempts,
        event: notifications.event,
        data: notifications.data,
        timeZone: users.timezone,
        recipientDeleted: sql<boolean>`${users.deletedAt} is not null`,
      })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(eq(notificationDeliveries.state, 'pending'), lte(notificationDeliveries.nextAttemptAt, now)))
      .orderBy(notificationDeliveries.nextAttemptAt)
      .limit(limit)
      .for('update', { of: notificationDeliveries, skipLocked: true });
  }

  /** Pushes the claimed rows' next attempt past the sending (deliver-notifications.ts, the lease). */
  async lease(ids: string[], until: Date): Promise<void> {
    if (!ids.length) return;
    await this.db
      .update(notificationDeliveries)
      .set({ nextAttemptAt: until })
      .where(inArray(notificationDeliveries.id, ids));
  }

  async markSent(ids: string[], at: Date): Promise<void> {
    if (!ids.length) return;
    await this.db
      .update(notificationDeliveries)
      .set({ state: 'sent', sentAt: at, attempts: sql`${notificationDeliveries.attempts} + 1` })
      .where(and(inArray(notificationDeliveries.id, ids), ne(notificationDeliveries.state, 'sent')));
  }

  async markAttemptFailed(
    id: string,
    values: { attempts: number; lastError: string; nextAttemptAt: Date; giveUp: boolean },
  ): Promise<void> {
    await this.db
      .update(notificationDeliveries)
      .set({
        attempts: values.attempts,
        lastError: values.lastError,
        nextAttemptAt: values.nextAttemptAt,
        state: values.giveUp ? 'failed' : 'pending',
      })
      .where(eq(notificationDeliveries.id, id));
  }
}
