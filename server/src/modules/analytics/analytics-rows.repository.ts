import { ANALYTICS_ROWS_MAX, type TTaskTitleKey } from '@cleanops/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  type AnalyticsWindow,
  attendanceCte,
  type JobScope,
  withComplaints,
  withJobs,
} from './analytics.repository';

/** A job as the rows behind a figure show it, before the service maps it to the contract. */
export interface JobRowRecord {
  id: string;
  taskId: string;
  title: string;
  titleKey: TTaskTitleKey | null;
  type: 'working' | 'inspect' | 'learn';
  emergency: boolean;
  locationId: string;
  locationTitle: string;
  locationTimezone: string;
  rooms: { id: string; name: string }[];
  startsAt: Date;
  dueAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  state: 'pending' | 'in_progress' | 'completed' | 'overdue';
  result: 'pass' | 'fail' | null;
  finishedBy: { id: string; name: string | null; surname: string | null } | null;
}

export interface ComplaintRowRecord {
  id: string;
  rating: number;
  text: string;
  source: 'system' | '2gis' | 'google' | 'others';
  createdAt: Date;
  locationId: string;
  locationTitle: string;
  locationTimezone: string;
  roomId: string;
  roomName: string;
  taskId: string | null;
  cleanedLastOccurrenceId: string | null;
}

export interface ShiftRowRecord {
  id: string;
  clockInAt: Date;
  clockOutAt: Date | null;
  hours: number;
}

export interface PersonRecord {
  id: string;
  name: string | null;
  surname: string | null;
  type: 'super' | 'owner' | 'staff';
  role: 'admin' | 'manager' | 'cleaner' | null;
  level: 'regular' | 'head';
}

export interface LocationRecord {
  id: string;
  title: string;
  type: 'rental' | 'commercial';
  timezone: string;
}

const date = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const dateOrNull = (value: unknown): Date | null =>
  value === null || value === undefined ? null : date(value);
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** Maps job rows selected by JOB_COLUMNS. */
export function jobRecord(r: Record<string, unknown>): JobRowRecord {
  return {
    id: r.id as string,
    taskId: r.task_id as string,
    title: r.title as string,
    titleKey: (r.title_key as TTaskTitleKey | null) ?? null,
    type: r.type as JobRowRecord['type'],
    emergency: Boolean(r.emergency),
    locationId: r.location_id as string,
    locationTitle: r.location_title as string,
    locationTimezone: r.location_timezone as string,
    rooms: json<{ id: string; name: string }[]>(r.rooms),
    startsAt: date(r.starts_at),
    dueAt: dateOrNull(r.due_at),
    startedAt: dateOrNull(r.started_at),
    finishedAt: dateOrNull(r.finished_at),
    state: r.state as JobRowRecord['state'],
    result: (r.result as JobRowRecord['result']) ?? null,
    finishedBy: r.finished_by
      ? {
          id: r.finished_by as string,
          name: r.by_name as string | null,
          surname: r.by_surname as string | null,
        }
      : null,
  };
}

/**
 * The names of a page of jobs (`page`: id, task_id, location_id, times, result, finished_by), looked
 * up after the page is cut so only its rows are joined.
 */
export function jobPageSql(page: SQL, orderBy: SQL): SQL {
  return sql`select p.*, t.title, t.title_key::text as title_key, t.type::text as type, t.emergency, l.title as location_title,
      l.timezone as location_timezone,
      o.state::text as state, u.name as by_name, u.surname as by_surname,
      (select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name), '[]'::json)
        from task_rooms tr join rooms r on r.id = tr.room_id where tr.task_id = p.task_id) as rooms
    from (${page}) p
    join occurrences o on o.id = p.id
    join tasks t on t.id = p.task_id
    join locations l on l.id = p.location_id
    left join users u on u.id = p.finished_by
    order by ${orderBy}`;
}

/** The rows behind the figures (capped at ANALYTICS_ROWS_MAX, newest first, with their total) and the entities named. */
export class AnalyticsRowsRepository {
  constructor(private readonly db: Db | Tx) {}

  private async rows(query: SQL): Promise<Record<string, unknown>[]> {
    const result = await this.db.execute(query);
    return (result as unknown as { rows: Record<string, unknown>[] }).rows;
  }

  async jobs(w: AnalyticsWindow, scope: JobScope): Promise<{ items: JobRowRecord[]; total: number }> {
    const rows = await this.rows(sql`
      ${withJobs(w, scope)}
      ${jobPageSql(
        sql`select j.id, j.task_id, j.location_id, j.starts_at, j.due_at, j.started_at, j.finished_at,
            j.result, j.finished_by, count(*) over () as total
          from j order by j.starts_at desc, j.id limit ${ANALYTICS_ROWS_MAX}`,
        sql`p.starts_at desc, p.id`,
      )}`);
    return { items: rows.map(jobRecord), total: Number(rows[0]?.total ?? 0) };
  }

  async complaints(
    w: AnalyticsWindow,
    scope: JobScope,
  ): Promise<{ items: ComplaintRowRecord[]; total: number }> {
    const rows = await this.rows(sql`
      ${withComplaints(w, scope)},
      page as (select c.*, count(*) over () as total from c order by c.created_at desc, c.id limit ${ANALYTICS_ROWS_MAX})
      select page.*, l.title as location_title, l.timezone as location_timezone, r.name as room_name
      from page join locations l on l.id = page.location_id join rooms r on r.id = page.room_id
      order by page.created_at desc, page.id`);
    return {
      items: rows.map((r) => ({
        id: r.id as string,
        rating: Number(r.rating),
        text: r.text as string,
        source: r.source as ComplaintRowRecord['source'],
        createdAt: date(r.created_at),
        locationId: r.location_id as string,
        locationTitle: r.location_title as string,
        locationTimezone: r.location_timezone as string,
        roomId: r.room_id as string,
        roomName: r.room_name as string,
        taskId: (r.task_id as string | null) ?? null,
        cleanedLastOccurrenceId: (r.cleaned_last_occurrence_id as string | null) ?? null,
      })),
      total: Number(rows[0]?.total ?? 0),
    };
  }

  async shifts(w: AnalyticsWindow, userId: string): Promise<{ items: ShiftRowRecord[]; total: number }> {
    const rows = await this.rows(sql`
      with a as (${attendanceCte(w, userId)})
      select a.id, a.clock_in_at, a.clock_out_at, a.hours::float8 as hours, count(*) over () as total
      from a order by a.clock_in_at desc, a.id limit ${ANALYTICS_ROWS_MAX}`);
    return {
      items: rows.map((r) => ({
        id: r.id as string,
        clockInAt: date(r.clock_in_at),
        clockOutAt: dateOrNull(r.clock_out_at),
        hours: Number(r.hours),
      })),
      total: Number(rows[0]?.total ?? 0),
    };
  }

  /** When the workspace was made and the zone of its first location (null without one). */
  /**
   * The workspace's creation, its zone, and the first and last moments its records hold (jobs by
   * their start, complaints, clock-ins): a job may be planned before the workspace's first day or
   * months ahead, and "all time" must hold it (analytics-range.ts).
   */
  async workspaceContext(workspaceId: string): Promise<{
    createdAt: Date;
    timezone: string | null;
    firstAt: Date | null;
    lastAt: Date | null;
  } | null> {
    const [row] = await this.rows(sql`
      select w.created_at,
        (select l.timezone from locations l where l.workspace_id = w.id order by l.created_at, l.id limit 1) as timezone,
        least(
          (select min(o.starts_at) from occurrences o where o.workspace_id = w.id),
          (select min(c.created_at) from complaints c where c.workspace_id = w.id),
          (select min(a.clock_in_at) from attendance a where a.workspace_id = w.id)
        ) as first_at,
        (select max(o.starts_at) from occurrences o where o.workspace_id = w.id) as last_at
      from workspaces w where w.id = ${workspaceId}`);
    return row
      ? {
          createdAt: date(row.created_at),
          timezone: (row.timezone as string | null) ?? null,
          firstAt: row.first_at ? date(row.first_at) : null,
          lastAt: row.last_at ? date(row.last_at) : null,
        }
      : null;
  }

  async locations(workspaceId: string, locationId?: string): Promise<LocationRecord[]> {
    const rows = await this.rows(sql`
      select id, title, type::text as type, timezone from locations
      where workspace_id = ${workspaceId} ${locationId ? sql`and id = ${locationId}` : sql``}
      order by lower(title), id`);
    return rows.map((r) => ({
      id: r.id as string,
      title: r.title as string,
      type: r.type as LocationRecord['type'],
      timezone: r.timezone as string,
    }));
  }

  async rooms(
    workspaceId: string,
    locationId: string,
    roomId?: string,
  ): Promise<{ id: string; name: string }[]> {
    const rows = await this.rows(sql`
      select id, name from rooms
      where workspace_id = ${workspaceId} and location_id = ${locationId} ${roomId ? sql`and id = ${roomId}` : sql``}
      order by lower(name), id`);
    return rows.map((r) => ({ id: r.id as string, name: r.name as string }));
  }

  /** The workspace's people: its owner and its staff (not anonymised), by name. */
  async people(workspaceId: string, userId?: string): Promise<PersonRecord[]> {
    const rows = await this.rows(sql`
      select id, name, surname, type::text as type, role::text as role, level::text as level from users
      where workspace_id = ${workspaceId} and deleted_at is null and type in ('owner', 'staff')
        ${userId ? sql`and id = ${userId}` : sql``}
      order by lower(coalesce(name, '')), lower(coalesce(surname, '')), id`);
    return rows.map((r) => ({
      id: r.id as string,
      name: (r.name as string | null) ?? null,
      surname: (r.surname as string | null) ?? null,
      type: r.type as PersonRecord['type'],
      role: (r.role as PersonRecord['role']) ?? null,
      level: r.level as PersonRecord['level'],
    }));
  }
}
