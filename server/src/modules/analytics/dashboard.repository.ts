import { DASHBOARD_LIST_MAX, PRAISE_RATING_MIN } from '@cleanops/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { unavailableNow } from '../employees/employees.repository';
import { type JobRowRecord, jobPageSql, jobRecord, type PersonRecord } from './analytics-rows.repository';

/** A local day is at most 38 hours away from now in any zone (UTC+14 to UTC−12, a day long). */
const TODAY_SLACK = sql.raw(`interval '38 hours'`);

const date = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

function person(r: Record<string, unknown>): PersonRecord {
  return {
    id: r.id as string,
    name: (r.name as string | null) ?? null,
    surname: (r.surname as string | null) ?? null,
    type: r.type as PersonRecord['type'],
    role: (r.role as PersonRecord['role']) ?? null,
    level: r.level as PersonRecord['level'],
  };
}

/** The dashboard's reads: small, on indexes, a fixed number per call. */
export class DashboardRepository {
  constructor(private readonly db: Db | Tx) {}

  private async rows(query: SQL): Promise<Record<string, unknown>[]> {
    const result = await this.db.execute(query);
    return (result as unknown as { rows: Record<string, unknown>[] }).rows;
  }

  async dirtyRentals(workspaceId: string) {
    const rows = await this.rows(sql`
      select id, title, timezone, state_changed_at, count(*) over () as total from locations
      where workspace_id = ${workspaceId} and type = 'rental' and state = 'dirty'
      order by state_changed_at, id limit ${DASHBOARD_LIST_MAX}`);
    return {
      total: Number(rows[0]?.total ?? 0),
      items: rows.map((r) => ({
        location: { id: r.id as string, title: r.title as string, timezone: r.timezone as string },
        since: date(r.state_changed_at),
      })),
    };
  }

  /** Jobs starting today on their location's local day; deleted tasks' only if worked on. */
  private todayCte(workspaceId: string, now: Date): SQL {
    const at = now.toISOString();
    return sql`select o.id, o.task_id, o.location_id, o.starts_at, o.due_at, o.started_at, o.finished_at,
        o.result::text as result, o.finished_by,
        o.due_at is not null and o.due_at < ${at}::timestamptz as past_due
      from occurrences o
      join locations l on l.id = o.location_id
      join tasks t on t.id = o.task_id
      where o.workspace_id = ${workspaceId}
        and o.starts_at > ${at}::timestamptz - ${TODAY_SLACK} and o.starts_at < ${at}::timestamptz + ${TODAY_SLACK}
        and (o.starts_at at time zone l.timezone)::date = (${at}::timestamptz at time zone l.timezone)::date
        and (t.deleted_at is null or o.started_at is not null or o.finished_at is not null)`;
  }

  async jobsToday(workspaceId: string, now: Date) {
    const [row] = await this.rows(sql`
      with j as (${this.todayCte(workspaceId, now)})
      select count(*)::int as total,
        count(*) filter (where finished_at is not null)::int as done,
        count(*) filter (where finished_at is null and not past_due and started_at is not null)::int as in_progress,
        count(*) filter (where finished_at is null and not past_due and started_at is null)::int as not_started,
        count(*) filter (where finished_at is null and past_due)::int as overdue
      from j`);
    return {
      total: Number(row?.total ?? 0),
      done: Number(row?.done ?? 0),
      inProgress: Number(row?.in_progress ?? 0),
      notStarted: Number(row?.not_started ?? 0),
      overdue: Number(row?.overdue ?? 0),
    };
  }

  /** Today's unfinished jobs, emergency first, then by due time. */
  async openJobsToday(workspaceId: string, now: Date): Promise<JobRowRecord[]> {
    const rows = await this.rows(sql`
      with j as (${this.todayCte(workspaceId, now)})
      ${jobPageSql(
        sql`select j.id, j.task_id, j.location_id, j.starts_at, j.due_at, j.started_at, j.finished_at, j.result,
            j.finished_by, t.emergency as urgent
          from j join tasks t on t.id = j.task_id
          where j.finished_at is null
          order by t.emergency desc, j.due_at asc nulls last, j.starts_at, j.id limit ${DASHBOARD_LIST_MAX}`,
        sql`p.urgent desc, p.due_at asc nulls last, p.starts_at, p.id`,
      )}`);
    return rows.map(jobRecord);
  }

  async openComplaints(workspaceId: string) {
    const rows = await this.rows(sql`
      select c.id, c.rating, c.text, c.source::text as source, c.created_at, c.location_id, l.title as location_title,
        l.timezone as location_timezone,
        c.room_id, r.name as room_name,
        -- Counted apart on the partial index: a window count would read every open complaint's row.
        -- Praise needs no action and is not open (contracts complaintKind).
        (select count(*) from complaints o where o.workspace_id = ${workspaceId} and o.task_id is null
          and o.rating < ${PRAISE_RATING_MIN}) as total
      from complaints c join locations l on l.id = c.location_id join rooms r on r.id = c.room_id
      where c.workspace_id = ${workspaceId} and c.task_id is null and c.rating < ${PRAISE_RATING_MIN}
      order by c.created_at desc, c.id limit ${DASHBOARD_LIST_MAX}`);
    return {
      total: Number(rows[0]?.total ?? 0),
      items: rows.map((r) => ({
        id: r.id as string,
        rating: Number(r.rating),
        text: r.text as string,
        source: r.source as 'system' | '2gis' | 'google' | 'others',
        createdAt: date(r.created_at),
        location: {
          id: r.location_id as string,
          title: r.location_title as string,
          timezone: r.location_timezone as string,
        },
        room: { id: r.room_id as string, name: r.room_name as string },
      })),
    };
  }

  async clockedIn(workspaceId: string) {
    const rows = await this.rows(sql`
      select u.id, u.name, u.surname, u.type::text as type, u.role::text as role, u.level::text as level,
        a.clock_in_at,
        (select count(*) from attendance o where o.workspace_id = ${workspaceId} and o.clock_out_at is null) as total
      from attendance a join users u on u.id = a.user_id
      where a.workspace_id = ${workspaceId} and a.clock_out_at is null
      order by a.clock_in_at, u.id limit ${DASHBOARD_LIST_MAX}`);
    return {
      total: Number(rows[0]?.total ?? 0),
      items: rows.map((r) => ({ person: person(r), since: date(r.clock_in_at) })),
    };
  }

  /** People who switched their availability off, until a time still ahead or without one. */
  async unavailable(workspaceId: string, now: Date) {
    const rows = await this.rows(sql`
      select id, name, surname, type::text as type, role::text as role, level::text as level, unavailable_date,
        count(*) over () as total
      from users
      where workspace_id = ${workspaceId} and deleted_at is null and ${unavailableNow(now)}
      order by unavailable_date asc nulls last, id limit ${DASHBOARD_LIST_MAX}`);
    return {
      total: Number(rows[0]?.total ?? 0),
      items: rows.map((r) => ({
        person: person(r),
        until: r.unavailable_date ? date(r.unavailable_date) : null,
      })),
    };
  }

  /** The first-run checklist's steps, each from real data. */
  async checklist(workspaceId: string) {
    const [row] = await this.rows(sql`
      select
        exists (select 1 from locations where workspace_id = ${workspaceId}) as has_location,
        exists (select 1 from rooms where workspace_id = ${workspaceId}) as has_rooms,
        coalesce((select qr_printed_at is not null from workspaces where id = ${workspaceId}), false) as qr_printed,
        exists (select 1 from invites where workspace_id = ${workspaceId})
          or exists (select 1 from users where workspace_id = ${workspaceId} and type = 'staff') as has_invited,
        exists (select 1 from tasks where workspace_id = ${workspaceId}) as has_task`);
    return {
      hasLocation: Boolean(row?.has_location),
      hasRooms: Boolean(row?.has_rooms),
      qrPrinted: Boolean(row?.qr_printed),
      hasInvitedSomeone: Boolean(row?.has_invited),
      hasTask: Boolean(row?.has_task),
    };
  }

  /** The first download of a QR code or sheet ticks the checklist's "print the QR sheet". */
  async markQrPrinted(workspaceId: string, at: Date): Promise<void> {
    await this.db.execute(sql`
      update workspaces set qr_printed_at = ${at.toISOString()}::timestamptz
      where id = ${workspaceId} and qr_printed_at is null`);
  }
}
