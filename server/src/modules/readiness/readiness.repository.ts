import type { TInspectionResult, TOccurrenceState, TRentalState } from '@cleanops/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

const date = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const dateOrNull = (value: unknown): Date | null =>
  value === null || value === undefined ? null : date(value);

/** A rental with its cleaning job and its latest finished inspection, as the board reads them. */
export interface RentalSignalsRecord {
  id: string;
  title: string;
  address: string;
  timezone: string;
  checkInTime: string;
  checkoutTime: string;
  state: TRentalState;
  stateChangedAt: Date;
  /** The rental asks for an inspection after each cleaning. */
  inspectionRequired: boolean;
  /** When its latest turnover job was finished (a re-clean is not counted). */
  lastCleaningAt: Date | null;
  cleaningJob: {
    occurrenceId: string;
    state: TOccurrenceState;
    startsAt: Date;
    dueAt: Date | null;
    startedAt: Date | null;
    startedBy: { id: string; name: string | null; surname: string | null } | null;
  } | null;
  lastInspection: {
    occurrenceId: string;
    result: TInspectionResult;
    finishedAt: Date;
    failedItems: string[];
  } | null;
  /** The oldest open or in-progress blocks_use problem, and how many there are. */
  blockingProblem: { problemId: string; text: string; count: number } | null;
}

export interface StayRecord {
  locationId: string;
  id: string;
  checkIn: string;
  checkOut: string;
  summary: string;
}

/**
 * Readiness reads every rental of a workspace at once, in two statements whatever their number: the
 * rentals with their job, inspection and blocking problem (lateral joins), then the stays that can be in progress or
 * next. Which of those stays is in progress is decided on exact instants by the rules, not here.
 */
export class ReadinessRepository {
  constructor(private readonly db: Db | Tx) {}

  private async rows(query: SQL): Promise<Record<string, unknown>[]> {
    const result = await this.db.execute(query);
    return (result as unknown as { rows: Record<string, unknown>[] }).rows;
  }

  /**
   * The workspace's rentals. Their cleaning job: the working job started and not finished, else the
   * open one nobody started that starts first (a deleted task's only once started), each looked up on
   * its own index so a schedule's many future jobs are never sorted. Their latest
   * finished inspection with a result, with the items marked failed (or, from before items could be,
   * left unticked) when it failed; and when its latest turnover job was finished, read backwards
   * from its latest finished job.
   */
  async rentals(workspaceId: string): Promise<RentalSignalsRecord[]> {
    const rows = await this.rows(sql`
      select l.id, l.title, l.address, l.timezone, l.check_in_time, l.checkout_time, l.state::text as state,
        l.state_changed_at, l.inspect_after_turnover, lc.finished_at as last_cleaning_at,
        c.id as job_id, c.state::text as job_state, c.starts_at as job_starts_at, c.due_at as job_due_at,
        c.started_at as job_started_at, u.id as starter_id, u.name as starter_name, u.surname as starter_surname,
        i.id as inspection_id, i.result::text as inspection_result, i.finished_at as inspection_finished_at,
        i.failed_items, bp.id as blocking_id, bp.text as blocking_text, bp.n as blocking_count
      from locations l
      left join lateral (
        (select o.id, o.state, o.starts_at, o.due_at, o.started_at, o.started_by
          from occurrences o join tasks t on t.id = o.task_id
          where o.location_id = l.id and o.finished_at is null and o.started_at is not null
            and t.type = 'working'
          order by o.starts_at, o.id
          limit 1)
        union all
        (select o.id, o.state, o.starts_at, o.due_at, o.started_at, o.started_by
          from occurrences o join tasks t on t.id = o.task_id
          where o.location_id = l.id and o.finished_at is null and o.started_at is null
            and o.state in ('pending', 'overdue') and t.type = 'working' and t.deleted_at is null
          order by o.starts_at, o.id
          limit 1)
        limit 1
      ) c on true
      left join users u on u.id = c.started_by
      left join lateral (
        select o.id, o.result, o.finished_at,
          (select coalesce(jsonb_agg(x.item ->> 'text' order by x.n), '[]'::jsonb)
            from jsonb_array_elements(coalesce(o.checklist, '[]'::jsonb)) with ordinality as x(item, n)
            where o.result = 'fail' and coalesce((x.item ->> 'failed')::boolean,
              not coalesce((x.item ->> 'done')::boolean, false))) as failed_items
        from occurrences o join tasks t on t.id = o.task_id
        where o.location_id = l.id and o.result is not null and o.finished_at is not null and t.type = 'inspect'
        order by o.finished_at desc, o.id desc
        limit 1
      ) i on true
      left join lateral (
        select p.id, p.text, count(*) over () as n
        from problems p
        where p.location_id = l.id and p.severity = 'blocks_use' and p.state in ('open', 'in_progress')
        order by p.created_at, p.id
        limit 1
      ) bp on true
      left join lateral (
        select o.finished_at from occurrences o join tasks t on t.id = o.task_id
        where o.location_id = l.id and o.finished_at is not null and t.origin = 'turnover'
        order by o.finished_at desc
        limit 1
      ) lc on true
      where l.workspace_id = ${workspaceId} and l.type = 'rental'`);
    return rows.map((r) => ({
      id: r.id as string,
      title: r.title as string,
      address: r.address as string,
      timezone: r.timezone as string,
      checkInTime: r.check_in_time as string,
      checkoutTime: r.checkout_time as string,
      state: r.state as TRentalState,
      stateChangedAt: date(r.state_changed_at),
      inspectionRequired: r.inspect_after_turnover === true,
      lastCleaningAt: dateOrNull(r.last_cleaning_at),
      cleaningJob: r.job_id
        ? {
            occurrenceId: r.job_id as string,
            state: r.job_state as TOccurrenceState,
            startsAt: date(r.job_starts_at),
            dueAt: dateOrNull(r.job_due_at),
            startedAt: dateOrNull(r.job_started_at),
            startedBy: r.starter_id
              ? {
                  id: r.starter_id as string,
                  name: (r.starter_name as string | null) ?? null,
                  surname: (r.starter_surname as string | null) ?? null,
                }
              : null,
          }
        : null,
      lastInspection: r.inspection_id
        ? {
            occurrenceId: r.inspection_id as string,
            result: r.inspection_result as TInspectionResult,
            finishedAt: date(r.inspection_finished_at),
            failedItems: parseTexts(r.failed_items),
          }
        : null,
      blockingProblem: r.blocking_id
        ? {
            problemId: r.blocking_id as string,
            text: r.blocking_text as string,
            count: Number(r.blocking_count),
          }
        : null,
    }));
  }

  /**
   * The active stays of the workspace's rentals that may be in progress at `now` or come next: those
   * spanning the rental's local today, and the first one checking in after it.
   */
  async stays(workspaceId: string, now: Date): Promise<StayRecord[]> {
    const at = now.toISOString();
    const rows = await this.rows(sql`
      with r as (
        select l.id, (${at}::timestamptz at time zone l.timezone)::date as today
        from locations l where l.workspace_id = ${workspaceId} and l.type = 'rental'
      )
      select r.id as location_id, s.id, s.check_in::text as check_in, s.check_out::text as check_out, s.summary
      from r cross join lateral (
        (select b.id, b.check_in, b.check_out, b.summary from bookings b
          where b.location_id = r.id and b.kind = 'stay' and b.status = 'active'
            and b.check_out >= r.today and b.check_in <= r.today)
        union all
        (select b.id, b.check_in, b.check_out, b.summary from bookings b
          where b.location_id = r.id and b.kind = 'stay' and b.status = 'active' and b.check_in > r.today
          order by b.check_in, b.check_out, b.id
          limit 1)
      ) s`);
    return rows.map((r) => ({
      locationId: r.location_id as string,
      id: r.id as string,
      checkIn: r.check_in as string,
      checkOut: r.check_out as string,
      summary: r.summary as string,
    }));
  }
}

/** jsonb arrives parsed from one driver and as text from another. */
function parseTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value as string[];
  if (typeof value === 'string') return JSON.parse(value) as string[];
  return [];
}
