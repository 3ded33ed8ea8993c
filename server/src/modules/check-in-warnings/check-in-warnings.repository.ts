import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { TCheckInWarningStage } from '../../db/schema';

/** A stay of a rental that warns before its check-ins, with what placing and telling it needs. */
export interface WarnedStay {
  bookingId: string;
  workspaceId: string;
  locationId: string;
  teamId: string | null;
  timezone: string;
  checkInTime: string;
  checkoutTime: string;
  warningHours: number;
  checkIn: string;
  checkOut: string;
  /** The warnings of this check-in already claimed (by its instant as placed now). */
  claimed: { checkInAt: Date; stage: TCheckInWarningStage }[];
}

const date = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

/** jsonb arrives parsed from one driver and as text from another. */
function parseClaims(value: unknown): { checkInAt: Date; stage: TCheckInWarningStage }[] {
  const list = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as {
    at: string;
    stage: TCheckInWarningStage;
  }[];
  return list.map((claim) => ({ checkInAt: date(claim.at), stage: claim.stage }));
}

export class CheckInWarningsRepository {
  constructor(private readonly db: Db | Tx) {}

  private async rows(query: SQL): Promise<Record<string, unknown>[]> {
    const result = await this.db.execute(query);
    return (result as unknown as { rows: Record<string, unknown>[] }).rows;
  }

  /**
   * The active stays of every rental whose warning is on (hours above 0, the location's notifications
   * and this event switched on) checking in from yesterday to three days ahead of the rental's local
   * today: a superset of those within the largest window, narrowed on exact instants by the caller.
   */
  async stays(now: Date): Promise<WarnedStay[]> {
    const at = now.toISOString();
    const rows = await this.rows(sql`
      select b.id as booking_id, b.workspace_id, b.location_id, l.team_id, l.timezone, l.check_in_time,
        l.checkout_time, l.check_in_warning_hours, b.check_in::text as check_in,
        b.check_out::text as check_out,
        (select coalesce(jsonb_agg(jsonb_build_object('at', w.check_in_at, 'stage', w.stage)), '[]'::jsonb)
          from check_in_warnings w where w.booking_id = b.id) as claims
      from locations l
      join bookings b on b.location_id = l.id
      where l.type = 'rental' and l.check_in_warning_hours > 0 and l.notifications_enabled
        and coalesce((l.notification_events ->> 'checkInNotReady')::boolean, true)
        and b.kind = 'stay' and b.status = 'active'
        and b.check_in between (${at}::timestamptz at time zone l.timezone)::date - 1
          and (${at}::timestamptz at time zone l.timezone)::date + 3`);
    return rows.map((r) => ({
      bookingId: r.booking_id as string,
      workspaceId: r.workspace_id as string,
      locationId: r.location_id as string,
      teamId: (r.team_id as string | null) ?? null,
      timezone: r.timezone as string,
      checkInTime: r.check_in_time as string,
      checkoutTime: r.checkout_time as string,
      warningHours: Number(r.check_in_warning_hours),
      checkIn: r.check_in as string,
      checkOut: r.check_out as string,
      claimed: parseClaims(r.claims),
    }));
  }

  /**
   * Claims one warning of one check-in; false when another run (another process) already has it. The
   * unique key decides: a second insert waits for the first's transaction and then does nothing.
   */
  async claim(values: {
    workspaceId: string;
    locationId: string;
    bookingId: string;
    checkInAt: Date;
    stage: TCheckInWarningStage;
    state: string;
  }): Promise<boolean> {
    const rows = await this.rows(sql`
      insert into check_in_warnings (workspace_id, location_id, booking_id, check_in_at, stage, state)
      values (${values.workspaceId}, ${values.locationId}, ${values.bookingId},
        ${values.checkInAt.toISOString()}::timestamptz, ${values.stage}, ${values.state})
      on conflict (booking_id, check_in_at, stage) do nothing
      returning id`);
    return rows.length > 0;
  }
}
