import type { TLanguage } from '@cleanops/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notifications, weeklySummarySends, weeklySummarySubscribers } from '../../db/schema';

/** An opted-in reader who may still get the summary, with the zone their Monday is read in. */
export interface SummaryReader {
  id: string;
  workspaceId: string;
  language: TLanguage;
  /** Their own zone, else their workspace's first location's, else UTC. */
  timezone: string;
}

export class WeeklySummaryRepository {
  constructor(private readonly db: Db | Tx) {}

  async isSubscribed(userId: string): Promise<boolean> {
    const rows = await this.db
      .select({ userId: weeklySummarySubscribers.userId })
      .from(weeklySummarySubscribers)
      .where(eq(weeklySummarySubscribers.userId, userId));
    return rows.length > 0;
  }

  async subscribe(userId: string): Promise<void> {
    await this.db.insert(weeklySummarySubscribers).values({ userId }).onConflictDoNothing();
  }

  async unsubscribe(userId: string): Promise<void> {
    await this.db.delete(weeklySummarySubscribers).where(eq(weeklySummarySubscribers.userId, userId));
  }

  /**
   * Everyone opted in who may still read it: an owner of a workspace, or a staff admin of the
   * workspace in one of its teams (an admin awaiting a team is not one yet, DECISIONS.md §5).
   */
  async readers(): Promise<SummaryReader[]> {
    const result = await this.db.execute(sql`
      select u.id, u.workspace_id as "workspaceId", u.language,
        coalesce(u.timezone,
          (select l.timezone from locations l where l.workspace_id = u.workspace_id order by l.created_at limit 1),
          'UTC') as timezone
      from weekly_summary_subscribers s
      join users u on u.id = s.user_id
      where u.deleted_at is null and u.workspace_id is not null
        and (u.type = 'owner' or (u.type = 'staff' and u.role = 'admin' and exists (
          select 1 from team_members m join teams t on t.id = m.team_id
          where m.user_id = u.id and t.workspace_id = u.workspace_id)))`);
    return (result as unknown as { rows: SummaryReader[] }).rows;
  }

  /** The weeks (their Monday) already sent to these readers, as "userId|YYYY-MM-DD". */
  async sentWeeks(userIds: string[], since: string): Promise<Set<string>> {
    if (!userIds.length) return new Set();
    const rows = await this.db
      .select({ userId: weeklySummarySends.userId, weekStart: weeklySummarySends.weekStart })
      .from(weeklySummarySends)
      .where(
        and(inArray(weeklySummarySends.userId, userIds), sql`${weeklySummarySends.weekStart} >= ${since}`),
      );
    return new Set(rows.map((row) => `${row.userId}|${row.weekStart}`));
  }

  /** Records the week as sent; false when someone (another process, an earlier run) already did. */
  async claimWeek(userId: string, weekStart: string): Promise<boolean> {
    const rows = await this.db
      .insert(weeklySummarySends)
      .values({ userId, weekStart })
      .onConflictDoNothing()
      .returning({ userId: weeklySummarySends.userId });
    return rows.length > 0;
  }

  /** Names the feed row the week's summary became (none when the reader has left the workspace). */
  async linkNotification(userId: string, weekStart: string): Promise<void> {
    await this.db
      .update(weeklySummarySends)
      .set({
        notificationId: sql`(select ${notifications.id} from ${notifications}
          where ${notifications.userId} = ${userId} and ${notifications.event} = 'weeklySummary'
          order by ${notifications.createdAt} desc limit 1)`,
      })
      .where(and(eq(weeklySummarySends.userId, userId), eq(weeklySummarySends.weekStart, weekStart)));
  }
}
