import { ADMIN_ENDING_SOON_DAYS, type TMessagingType } from '@cleanops/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

const int = (value: unknown) => Number(value ?? 0);
type Row = Record<string, unknown>;

/**
 * A code counts as undelivered when the provider refused it: codes.service voids it at once, unused.
 * Nothing else voids a code that soon: a newer code comes at the earliest 60 s later (DECISIONS.md §3).
 */
const DELIVERY_FAILURE_WINDOW = sql`interval '30 seconds'`;

/** The platform's counts for the super admin's dashboard, each in one aggregate query. */
export class AdminDashboardRepository {
  constructor(private readonly db: Db) {}

  private async rows(query: ReturnType<typeof sql>): Promise<Row[]> {
    const result = await this.db.execute(query);
    return (result as unknown as { rows: Row[] }).rows;
  }

  async todayStart(timezone: string): Promise<Date> {
    const [row] = await this.rows(
      sql`select (date_trunc('day', now() at time zone ${timezone}) at time zone ${timezone}) as start`,
    );
    return new Date(row!.start as string | Date);
  }

  async users() {
    const [row] = await this.rows(sql`
      select count(*) as total,
        count(*) filter (where created_at > now() - interval '7 days') as new_this_week,
        count(*) filter (where type = 'super') as super,
        count(*) filter (where type = 'owner') as owner,
        count(*) filter (where type = 'staff') as staff
      from users where deleted_at is null`);
    return {
      total: int(row?.total),
      newThisWeek: int(row?.new_this_week),
      byType: { super: int(row?.super), owner: int(row?.owner), staff: int(row?.staff) },
    };
  }

  async workspaces() {
    const [row] = await this.rows(sql`
      select count(*) as total, count(*) filter (where created_at > now() - interval '7 days') as new_this_week
      from workspaces`);
    return { total: int(row?.total), newThisWeek: int(row?.new_this_week) };
  }

  /** Each workspace counted once, by the period that ends last (the rule of subscriptionState). */
  async subscriptions() {
    const [row] = await this.rows(sql`
      with latest as (
        select distinct on (workspace_id) workspace_id, kind, ends_at
        from subscriptions order by workspace_id, ends_at desc
      )
      select
        count(*) filter (where ends_at > now() and kind <> 'trial') as active,
        count(*) filter (where ends_at > now() and kind = 'trial') as trial,
        count(*) filter (where ends_at > now()
          and ends_at <= now() + make_interval(days => ${ADMIN_ENDING_SOON_DAYS})) as ending_soon,
        count(*) filter (where ends_at <= now()) as expired
      from latest`);
    return {
      active: int(row?.active),
      trial: int(row?.trial),
      endingSoon: int(row?.ending_soon),
      expired: int(row?.expired),
    };
  }

  async renewalsWaiting(): Promise<number> {
    const [row] = await this.rows(
      sql`select count(*) as n from subscription_renewals where status = 'waiting'`,
    );
    return int(row?.n);
  }

  async codesSince(since: Date): Promise<{ channel: TMessagingType; sent: number; failed: number }[]> {
    const rows = await this.rows(sql`
      select channel, count(*) as sent,
        count(*) filter (where consumed_at is null and voided_at is not null
          and voided_at - created_at < ${DELIVERY_FAILURE_WINDOW}) as failed
      from login_codes where created_at >= ${since.toISOString()}
      group by channel`);
    return rows.map((r) => ({
      channel: r.channel as TMessagingType,
      sent: int(r.sent),
      failed: int(r.failed),
    }));
  }

  async notificationCopiesFailedSince(since: Date): Promise<number> {
    const [row] = await this.rows(
      sql`select count(*) as n from notification_deliveries where state = 'failed' and created_at >= ${since.toISOString()}`,
    );
    return int(row?.n);
  }
}
