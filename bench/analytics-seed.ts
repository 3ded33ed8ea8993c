import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../server/src/db/client';

/**
 * The analytics benchmark's workspace, written with set-based SQL (INSERT … SELECT
 * generate_series), so a million jobs take seconds, not an hour, on PostgreSQL and on PGlite alike.
 *
 * Every id is derived from the workspace id and a row number (md5(…)::uuid), so each statement can
 * name the rows of the others without reading them back: task k belongs to location k / TASKS_PER_LOCATION,
 * location l to team l % TEAMS, team t has the employees t·5+1 … t·5+5.
 *
 * Two years of history ending SEED_AHEAD_DAYS after the seed day: most past jobs done (some late),
 * some never started (missed), some never picked, a few left in progress; inspections passed or failed;
 * rental turnovers; a few deleted tasks whose later jobs are gone; complaints (a tenth converted into
 * one-time tasks with their own job), shifts on working days (a few left open), rentals dirty now.
 */

export interface AnalyticsSeedSize {
  locations: number;
  roomsPerLocation: number;
  tasksPerLocation: number;
  employees: number;
  /** Jobs in all, the converted complaints' own jobs included. */
  occurrences: number;
  days: number;
}

export const POSTGRES_SIZE: AnalyticsSeedSize = {
  locations: 200,
  roomsPerLocation: 10,
  tasksPerLocation: 5,
  employees: 100,
  occurrences: 1_000_000,
  days: 730,
};

/** bench/tasks.ts's size: 200 locations, 1,000 tasks, about 285k jobs over a year. */
export const PGLITE_SIZE: AnalyticsSeedSize = {
  locations: 200,
  roomsPerLocation: 10,
  tasksPerLocation: 5,
  employees: 100,
  occurrences: 285_000,
  days: 365,
};

const TEAM_SIZE = 5;
/** How far the seeded plan runs past the seed day (jobs still to come). */
const SEED_AHEAD_DAYS = 30;
const ZONES = ['Asia/Almaty', 'Europe/Moscow', 'Europe/Madrid', 'Asia/Aqtobe'];
/** One complaint per this many jobs, a tenth of them converted into a task. */
const JOBS_PER_COMPLAINT = 20;

/** The workspace's name records what was seeded, so a rerun with the same size skips seeding. */
export const seedLabel = (size: AnalyticsSeedSize) =>
  `bench-analytics ${size.occurrences} jobs/${size.days} days/${size.locations} locations, seeded `;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

/** When the workspace was seeded with this size, or null when it must be (re)seeded. */
export async function seededAt(db: Db, workspaceId: string, size: AnalyticsSeedSize): Promise<Date | null> {
  const [row] = await rowsOf<{ name: string | null }>(
    db.execute(sql`select name from workspaces where id = ${workspaceId}`),
  );
  if (!row?.name?.startsWith(seedLabel(size))) return null;
  const [{ jobs }] = (await rowsOf<{ jobs: number }>(
    db.execute(sql`select count(*)::int as jobs from occurrences where workspace_id = ${workspaceId}`),
  )) as [{ jobs: number }];
  return jobs >= size.occurrences * 0.95 ? new Date(row.name.slice(seedLabel(size).length)) : null;
}

/** Removes what a previous seed left in the workspace (its owner stays). */
export async function removeSeed(db: Db, workspaceId: string): Promise<void> {
  await db.execute(sql`delete from attendance where workspace_id = ${workspaceId}`);
  await db.execute(sql`delete from complaints where workspace_id = ${workspaceId}`);
  await db.execute(sql`delete from occurrences where workspace_id = ${workspaceId}`);
  await db.execute(sql`delete from tasks where workspace_id = ${workspaceId}`);
  await db.execute(sql`delete from locations where workspace_id = ${workspaceId}`);
  await db.execute(sql`delete from teams where workspace_id = ${workspaceId}`);
  await db.execute(
    sql`delete from users where workspace_id = ${workspaceId} and type = 'staff' and email like 'bench-analytics-%'`,
  );
  await db.execute(sql`update workspaces set name = null where id = ${workspaceId}`);
}

export interface SeedResult {
  steps: { label: string; rows: number; ms: number }[];
}

/**
 * Seeds in one transaction. As a superuser (the local PostgreSQL, PGlite) it skips the foreign-key
 * checks for that transaction (session_replication_role = replica): every id is derived to match, and
 * checking five references on each of a million jobs was most of the seed's time.
 */
export async function seedAnalytics(
  db: Db,
  workspaceId: string,
  ownerId: string,
  size: AnalyticsSeedSize,
  now = new Date(),
): Promise<SeedResult> {
  const steps = await db.transaction(async (tx) => {
    const [role] = await rowsOf<{ super: boolean }>(
      tx.execute(sql`select rolsuper as super from pg_roles where rolname = current_user`),
    );
    if (role?.super) await tx.execute(sql`set local session_replication_role = replica`);
    return seedRows(tx, workspaceId, ownerId, size, now);
  });
  const started = performance.now();
  await db.execute(sql`analyze`);
  steps.push({ label: 'analyze', rows: 0, ms: performance.now() - started });
  return { steps };
}

async function seedRows(
  db: Tx,
  workspaceId: string,
  ownerId: string,
  size: AnalyticsSeedSize,
  now: Date,
): Promise<SeedResult['steps']> {
  const ws = workspaceId;
  const L = size.locations;
  const R = size.roomsPerLocation;
  const TPL = size.tasksPerLocation;
  const T = L * TPL;
  const E = size.employees;
  const TEAMS = Math.max(1, Math.floor(E / TEAM_SIZE));
  const complaintsTotal = Math.floor(size.occurrences / JOBS_PER_COMPLAINT);
  const converted = Math.floor(complaintsTotal / 10);
  const regularJobs = size.occurrences - converted;
  const perTask = Math.ceil(regularJobs / T);
  // The span one task's jobs are spread over, in seconds between two of them.
  const stepSeconds = Math.floor((size.days * 86_400) / perTask);
  // Deleted tasks (every 47th) lose their jobs of the last 60 days (30 past, 30 ahead): generate as many more.
  const deletedTasks = Math.floor((T - 4) / 47) + 1;
  const generated = regularJobs + deletedTasks * Math.ceil((perTask * 60) / size.days);
  const nowIso = now.toISOString();
  const origin = new Date(now.getTime() - (size.days - SEED_AHEAD_DAYS) * 86_400_000).toISOString();
  const zones = sql.raw(`array[${ZONES.map((z) => `'${z}'`).join(',')}]`);

  // Ids as SQL expressions of the row numbers.
  // md5 with the version (4) and variant (8) digits of a random UUID set, as the API's id check wants.
  const id = (kind: string, n: string) =>
    sql.raw(`overlay(overlay(md5('${ws}${kind}' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`);
  const steps: SeedResult['steps'] = [];
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const started = performance.now();
    const result = (await db.execute(query)) as unknown as { rowCount?: number; affectedRows?: number };
    steps.push({ label, rows: result.rowCount ?? result.affectedRows ?? 0, ms: performance.now() - started });
  };

  await db.execute(
    sql`update workspaces set created_at = ${origin}::timestamptz - interval '1 day' where id = ${ws}`,
  );
  await step(
    'teams',
    sql`insert into teams (id, workspace_id, name)
        select ${id('team', 't')}, ${ws}, 'Bench team ' || lpad(t::text, 2, '0') from generate_series(0, ${TEAMS - 1}) t`,
  );
  // Employees 1…E: a few admins and managers, the rest cleaners; the first of each team is its head.
  await step(
    'employees',
    sql`insert into users (id, type, role, level, workspace_id, joined_at, name, surname, email, email_verified, language, timezone, created_at)
        select ${id('emp', 'e')}, 'staff',
          (case when e <= 4 then 'admin' when e <= 10 then 'manager' else 'cleaner' end)::staff_role,
          (case when e % ${TEAM_SIZE} = 1 then 'head' else 'regular' end)::staff_level,
          ${ws}, ${origin}::timestamptz, 'Employee', lpad(e::text, 3, '0'),
          'bench-analytics-' || ${ws} || '-' || e || '@example.com', true,
          ((array['ru','kk','en','es'])[1 + e % 4])::language, (${zones})[1 + e % 4], ${origin}::timestamptz
        from generate_series(1, ${E}) e`,
  );
  await step(
    'team members',
    sql`insert into team_members (team_id, user_id)
        select ${id('team', `((e - 1) / ${TEAM_SIZE}) % ${TEAMS}`)}, ${id('emp', 'e')} from generate_series(1, ${E}) e`,
  );
  await db.execute(
    sql`update teams set head_id = ${id('emp', `(substr(name, 12)::int * ${TEAM_SIZE} + 1)`)} where workspace_id = ${ws}`,
  );
  await step(
    'locations',
    sql`insert into locations (id, workspace_id, title, address, type, commercial_kind, timezone, team_id, state, state_changed_at, created_by, created_at)
        select ${id('loc', 'l')}, ${ws}, 'Location ' || lpad((l + 1)::text, 3, '0'), (l % 90 + 1) || ' Abay Ave, Almaty',
          (case when l % 2 = 0 then 'rental' else 'commercial' end)::location_type,
          (case when l % 2 = 0 then null else 'restaurant' end)::commercial_kind,
          (${zones})[1 + l % 4], ${id('team', `l % ${TEAMS}`)},
          (case when l % 10 = 0 then 'dirty' else 'clean' end)::rental_state,
          ${nowIso}::timestamptz - (l / 10 + 1) * interval '1 hour', ${ownerId}, ${origin}::timestamptz
        from generate_series(0, ${L - 1}) l`,
  );
  await step(
    'rooms',
    sql`insert into rooms (id, workspace_id, location_id, name, qr_token)
        select ${id('room', `l || '-' || r`)}, ${ws}, ${id('loc', 'l')}, 'Room ' || lpad((r + 1)::text, 2, '0'),
          md5(${ws} || 'qr' || l || '-' || r)
        from generate_series(0, ${L - 1}) l, generate_series(0, ${R - 1}) r`,
  );
  // Task k: location k / TPL. Per location: an inspection, a learning task now and then, working
  // tasks, and on rentals a turnover; every 47th task deleted a month ago.
  await step(
    'tasks',
    sql`insert into tasks (id, workspace_id, location_id, title, type, kind, origin, schedule, team_id, emergency, generated_until, created_by, created_at, deleted_at)
        select ${id('task', 'k')}, ${ws}, ${id('loc', `k / ${TPL}`)}, 'Task ' || lpad((k + 1)::text, 4, '0'),
          (case when k % ${TPL} = 0 then 'inspect' when k % 50 = 1 then 'learn' else 'working' end)::task_type,
          (case when turnover then 'one_time' else 'recurring' end)::task_kind,
          (case when turnover then 'turnover' else 'manual' end)::task_origin,
          case when turnover then null else jsonb_build_object('frequency', 'daily', 'startDate', left(${origin}, 10),
            'endDate', null, 'interval', 1, 'weekDays', '[]'::jsonb, 'monthDay', null, 'startTime', '09:00', 'endTime', null) end,
          ${id('team', `(k / ${TPL}) % ${TEAMS}`)}, k % 50 = 4,
          case when turnover then null else ${nowIso}::timestamptz + ${SEED_AHEAD_DAYS} * interval '1 day' end,
          ${ownerId}, ${origin}::timestamptz,
          case when k % 47 = 3 then ${nowIso}::timestamptz - interval '30 days' end
        from (select k, (k % ${TPL} = ${TPL - 1} and (k / ${TPL}) % 2 = 0) as turnover from generate_series(0, ${T - 1}) k) t`,
  );
  await step(
    'task rooms',
    sql`insert into task_rooms (task_id, room_id)
        select distinct ${id('task', 'k')}, ${id('room', `(k / ${TPL}) || '-' || ((k * 2 + j) % ${R})`)}
        from generate_series(0, ${T - 1}) k, generate_series(0, 1) j`,
  );

  // The jobs: task k's n-th job starts n·step after the origin (each task at its own hour). Past
  // ones: 86% done (started within 40 min, 15–105 min of work, due 2 h after the start, turnovers
  // 6 h; 4% very late), 9% never started (a third of them never picked either), 2% left in progress,
  // the rest done. Nothing is started, picked or finished after the seed's "now". A deleted task's
  // later jobs are gone, as deleting it removes them. OFFSET 0 keeps each row's random draws single.
  await step(
    'jobs',
    sql`insert into occurrences (workspace_id, task_id, location_id, starts_at, due_at, state, picked_by, picked_at,
          started_by, started_at, finished_by, finished_at, result)
        select ${ws}, task_id, location_id, starts_at, due_at,
          (case when finished then 'completed' when due_at < now_ then 'overdue'
                when started then 'in_progress' else 'pending' end)::occurrence_state,
          case when picked then emp end, case when picked then starts_at - interval '5 minutes' end,
          case when started then emp end, case when started then started_at end,
          case when finished then emp end, case when finished then finished_at end,
          (case when finished and kind = 0 then (case when r3 < 0.8 then 'pass' else 'fail' end) end)::inspection_result
        from (
          select b.*,
            (r1 < 0.86 or r1 >= 0.97) and finished_at <= now_ as finished,
            (r1 < 0.86 or r1 >= 0.95) and started_at <= now_ as started,
            not (r1 >= 0.86 and r1 < 0.89) and starts_at - interval '5 minutes' <= now_ as picked
          from (
            select a.*, starts_at + due_in as due_at, starts_at + r2 * interval '40 minutes' as started_at,
              starts_at + r2 * interval '40 minutes' + (15 + r3 * 90) * interval '1 minute'
                + case when r1 < 0.04 then interval '5 hours' else interval '0' end as finished_at
            from (
              select k % ${TPL} as kind, ${id('task', 'k')} as task_id, ${id('loc', `k / ${TPL}`)} as location_id,
                ${id('emp', `((k / ${TPL}) % ${TEAMS}) * ${TEAM_SIZE} + 1 + n % ${TEAM_SIZE}`)} as emp,
                ${origin}::timestamptz + n * ${stepSeconds} * interval '1 second' + (k % 24) * interval '37 minutes' as starts_at,
                case when k % 10 = 9 then null
                     when k % ${TPL} = ${TPL - 1} and (k / ${TPL}) % 2 = 0 then interval '6 hours'
                     else interval '2 hours' end as due_in,
                ${nowIso}::timestamptz as now_, random() as r1, random() as r2, random() as r3, k
              from generate_series(0, ${generated - 1}) g, lateral (select g % ${T} as k, g / ${T} as n) kn
              offset 0
            ) a
          ) b
          where not (k % 47 = 3 and starts_at > ${nowIso}::timestamptz - interval '30 days')
        ) j`,
  );

  // Complaints on each location's rooms, spread over the history; ratings lean to the good side.
  await step(
    'complaints',
    sql`insert into complaints (id, workspace_id, location_id, room_id, rating, text, source, created_by, created_at)
        select ${id('complaint', 'c')}, ${ws}, ${id('loc', `c % ${L}`)}, ${id('room', `(c % ${L}) || '-' || ((c / ${L}) % ${R})`)},
          least(5, 1 + floor(power(random(), 0.6) * 5))::int, 'Bench review ' || c,
          ((array['system','system','system','2gis','google','others'])[1 + c % 6])::complaint_source,
          case when c % 6 >= 3 then ${ownerId}::uuid end,
          ${origin}::timestamptz + (c::float8 / ${complaintsTotal}) * ${size.days - SEED_AHEAD_DAYS} * interval '1 day'
            + (c % 17) * interval '1 hour'
        from generate_series(0, ${complaintsTotal - 1}) c`,
  );
  // A tenth of them (every 10th) converted: a one-time task on the room with its own job.
  const convertedWhere = sql.raw(`c % 10 = 0 and c / 10 < ${converted}`);
  await step(
    'converted complaints: tasks',
    sql`insert into tasks (id, workspace_id, location_id, title, type, kind, origin, starts_at, due_at, team_id, created_by, created_at)
        select ${id('ctask', 'c')}, ${ws}, ${id('loc', `c % ${L}`)}, 'Complaint ' || c, 'working', 'one_time', 'complaint',
          created_at + interval '1 hour', created_at + interval '1 day', ${id('team', `(c % ${L}) % ${TEAMS}`)}, ${ownerId}, created_at
        from (select c, ${origin}::timestamptz + (c::float8 / ${complaintsTotal}) * ${size.days - SEED_AHEAD_DAYS} * interval '1 day'
                + (c % 17) * interval '1 hour' as created_at from generate_series(0, ${complaintsTotal - 1}) c) s
        where ${convertedWhere}`,
  );
  await db.execute(
    sql`update complaints set task_id = ${id('ctask', 'c')}
        from generate_series(0, ${complaintsTotal - 1}) c where ${convertedWhere} and complaints.id = ${id('complaint', 'c')}`,
  );
  await db.execute(
    sql`insert into task_rooms (task_id, room_id) select task_id, room_id from complaints where workspace_id = ${ws} and task_id is not null`,
  );
  await step(
    'converted complaints: jobs',
    sql`insert into occurrences (workspace_id, task_id, location_id, starts_at, due_at, state, picked_by, picked_at, started_by, started_at, finished_by, finished_at)
        select ${ws}, t.id, t.location_id, t.starts_at, t.due_at,
          (case when f then 'completed' when t.due_at < ${nowIso}::timestamptz then 'overdue' else 'pending' end)::occurrence_state,
          emp, case when f then t.starts_at end, case when f then emp end, case when f then t.starts_at end,
          case when f then emp end, case when f then t.starts_at + (1 + r * 29) * interval '1 hour' end
        from (select t.*, random() as r, ${id('emp', `(abs(hashtext(t.id::text)) % ${E}) + 1`)} as emp,
                t.starts_at + interval '30 hours' < ${nowIso}::timestamptz and random() < 0.9 as f
              from tasks t where t.workspace_id = ${ws} and t.origin = 'complaint') t`,
  );

  // Shifts: each employee on five days of seven, 8–9.5 h from a morning clock-in; the last shift of
  // the first few left open (a late clock-out nobody made).
  const pastDays = size.days - SEED_AHEAD_DAYS;
  await step(
    'shifts',
    sql`insert into attendance (workspace_id, user_id, clock_in_at, clock_out_at)
        select ${ws}, ${id('emp', 'e')}, clock_in,
          clock_in + (8 + random() * 1.5) * interval '1 hour'
        from generate_series(1, ${E}) e, generate_series(0, ${pastDays}) d,
          lateral (select ${origin}::timestamptz + d * interval '1 day' + (3 + e % 5) * interval '1 hour'
                     + random() * interval '30 minutes' as clock_in) ci
        where (d + e) % 7 < 5 and clock_in < ${nowIso}::timestamptz`,
  );
  await db.execute(
    sql`update attendance set clock_out_at = null where id in (
          select distinct on (user_id) id from attendance
          where workspace_id = ${ws} and user_id in (select ${id('emp', 'e')} from generate_series(1, 5) e)
          order by user_id, clock_in_at desc)`,
  );
  await db.execute(sql`update workspaces set name = ${seedLabel(size) + nowIso} where id = ${ws}`);
  return steps;
}
