/**
 * Work at scale (issue "Work"): a workspace with 200 locations, 2,000 rooms, 100 cleaners in 20 teams and
 * 1,000 recurring tasks, then a year of occurrences (half past, half ahead; most past ones finished).
 * Measures generating the horizon (the 14-day horizon from nothing, extending it to a year, and a run
 * with nothing left to do), then the all-tasks list (first page, and filtered) and one cleaner's
 * my-tasks over real HTTP on loopback, one request at a time, with the SQL statements each sends.
 * PGlite in a temporary DATA_DIR (the default deployment), or the PostgreSQL at DATABASE_URL.
 * Usage: npm run bench:tasks [-- --locations 200 --tasks-per-location 5 --runs 30]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { TTaskSchedule } from '@cleanops/contracts';
import { eq, sql } from 'drizzle-orm';
import {
  locations,
  type NewLocationRow,
  type NewTaskRow,
  rooms,
  taskRooms,
  tasks,
  teamMembers,
  teams,
  users,
} from '../server/src/db/schema';
import { generateOccurrences } from '../server/src/modules/tasks/generate-occurrences';
import { ms, ok, pad, percentile, signInThroughOutbox, startBenchApp, statementCounter } from './measure';

const text = (body: ArrayBuffer) => new TextDecoder().decode(body);

const { values } = parseArgs({
  options: {
    locations: { type: 'string', default: '200' },
    'rooms-per-location': { type: 'string', default: '10' },
    'tasks-per-location': { type: 'string', default: '5' },
    runs: { type: 'string', default: '30' },
  },
});
const LOCATIONS = Number(values.locations);
const ROOMS_PER_LOCATION = Number(values['rooms-per-location']);
const TASKS_PER_LOCATION = Number(values['tasks-per-location']);
const RUNS = Number(values.runs);
const TEAMS = Math.max(1, Math.round(LOCATIONS / 10));
const CLEANERS_PER_TEAM = 5;
const DAY_MS = 86_400_000;
const ZONES = ['Asia/Almaty', 'Europe/Moscow', 'Europe/Madrid', 'Asia/Almaty'];

const localDate = (at: Date) => at.toISOString().slice(0, 10);

/** A mix an owner of many places would have: mostly daily and weekly, some monthly and hourly. */
function scheduleFor(i: number, startDate: string): TTaskSchedule {
  const base = {
    startDate,
    endDate: null,
    interval: 1,
    weekDays: [] as number[],
    monthDay: null,
    endTime: null,
  };
  switch (i % 20) {
    case 0:
      return { ...base, frequency: 'new_daily', startTime: '08:00', endTime: '20:00', interval: 4 };
    case 1:
    case 2:
    case 3:
      return { ...base, frequency: 'monthly', startTime: '10:00', monthDay: (i % 31) + 1 };
    case 4:
    case 5:
    case 6:
    case 7:
    case 8:
    case 9:
      return { ...base, frequency: 'weekly', startTime: '09:00', endTime: '12:00', weekDays: [1, 3, 5] };
    default:
      return { ...base, frequency: 'daily', startTime: `${pad(7 + (i % 10), 2)}:00`, endTime: '18:00' };
  }
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function main() {
  const bench = await startBenchApp('tasks');
  const { dataDir, database, base } = bench;
  let workspaceId: string | undefined;
  try {
    const { db } = database;

    const signIn = (email: string) => signInThroughOutbox(base, dataDir, email);
    const stamp = Date.now();
    const owner = await signIn(`bench-tasks-owner-${stamp}@example.com`);
    const cleaner = await signIn(`bench-tasks-cleaner-${stamp}@example.com`);
    const [ownerRow] = await db.select().from(users).where(eq(users.id, owner.user.id));
    const workspace = ownerRow?.workspaceId;
    if (!workspace) throw new Error('the new owner has no workspace');
    workspaceId = workspace;

    // Seed places and people straight into the tables, in batches.
    const seedStarted = performance.now();
    const now = new Date();
    const teamRows = Array.from({ length: TEAMS }, (_, i) => ({
      id: randomUUID(),
      workspaceId: workspace,
      name: `Team ${pad(i + 1, 2)}`,
    }));
    await db.insert(teams).values(teamRows);
    const cleanerIds: string[] = [];
    const staffRows = teamRows.flatMap((team, t) =>
      Array.from({ length: CLEANERS_PER_TEAM }, (_, j) => {
        const id = t === 0 && j === 0 ? cleaner.user.id : randomUUID();
        cleanerIds.push(id);
        return { id, teamId: team.id, name: `Cleaner ${t + 1}.${j + 1}` };
      }),
    );
    await db
      .update(users)
      .set({
        type: 'staff',
        role: 'cleaner',
        workspaceId: workspace,
        joinedAt: now,
        name: 'Bench',
        surname: 'Cleaner',
      })
      .where(eq(users.id, cleaner.user.id));
    await db.insert(users).values(
      staffRows
        .filter((s) => s.id !== cleaner.user.id)
        .map((s) => ({
          id: s.id,
          type: 'staff' as const,
          role: 'cleaner' as const,
          workspaceId: workspace,
          joinedAt: now,
          name: s.name,
          surname: 'Bench',
          email: `bench-${s.id}@example.com`,
        })),
    );
    await db.insert(teamMembers).values(staffRows.map((s) => ({ teamId: s.teamId, userId: s.id })));

    const locationRows: NewLocationRow[] = Array.from({ length: LOCATIONS }, (_, i) => ({
      id: randomUUID(),
      workspaceId: workspace,
      title: `Location ${pad(i + 1, 3)}`,
      address: `${(i % 90) + 1} Abay Ave, Almaty`,
      type: i % 2 === 0 ? 'rental' : 'commercial',
      commercialKind: i % 2 === 0 ? null : 'restaurant',
      timezone: ZONES[i % ZONES.length]!,
      teamId: teamRows[i % TEAMS]!.id,
    }));
    for (let i = 0; i < locationRows.length; i += 100)
      await db.insert(locations).values(locationRows.slice(i, i + 100));
    const roomRows = locationRows.flatMap((location) =>
      Array.from({ length: ROOMS_PER_LOCATION }, (_, j) => ({
        id: randomUUID(),
        workspaceId: workspace,
        locationId: location.id!,
        name: `Room ${pad(j + 1, 3)}`,
        qrToken: randomBytes(16).toString('base64url'),
      })),
    );
    for (let i = 0; i < roomRows.length; i += 500) await db.insert(rooms).values(roomRows.slice(i, i + 500));

    // A year of work: tasks start half a year ago, so the year is half history, half plan.
    const yearStart = new Date(now.getTime() - 182 * DAY_MS);
    const taskRows: NewTaskRow[] = [];
    const taskRoomRows: { taskId: string; roomId: string }[] = [];
    locationRows.forEach((location, l) => {
      for (let k = 0; k < TASKS_PER_LOCATION; k++) {
        const i = l * TASKS_PER_LOCATION + k;
        const id = randomUUID();
        taskRows.push({
          id,
          workspaceId: workspace,
          locationId: location.id!,
          title: `Task ${pad(i + 1, 4)}: clean and check`,
          kind: 'recurring',
          schedule: scheduleFor(i, localDate(yearStart)),
          teamId: location.teamId,
          checklist: [{ id: randomUUID(), text: 'Wipe surfaces' }],
          emergency: i % 50 === 0,
          createdBy: owner.user.id,
        });
        for (let r = 0; r < 2; r++)
          taskRoomRows.push({
            taskId: id,
            roomId: roomRows[l * ROOMS_PER_LOCATION + ((k * 2 + r) % ROOMS_PER_LOCATION)]!.id,
          });
      }
    });
    for (let i = 0; i < taskRows.length; i += 200) await db.insert(tasks).values(taskRows.slice(i, i + 200));
    for (let i = 0; i < taskRoomRows.length; i += 1000)
      await db.insert(taskRooms).values(taskRoomRows.slice(i, i + 1000));
    const seedMs = performance.now() - seedStarted;

    // Generating: the usual horizon from nothing, then extended over the year, then a run with nothing to do.
    const generation: { label: string; created: number; ms: number }[] = [];
    const [first, firstMs] = await timed(() => generateOccurrences(db, { now: yearStart, horizonDays: 14 }));
    generation.push({
      label: `14-day horizon, ${taskRows.length} tasks, from nothing`,
      created: first.created,
      ms: firstMs,
    });
    const [year, yearMs] = await timed(() => generateOccurrences(db, { now: yearStart, horizonDays: 365 }));
    generation.push({ label: 'extended to a year (365 days)', created: year.created, ms: yearMs });
    const [again, againMs] = await timed(() => generateOccurrences(db, { now: yearStart, horizonDays: 365 }));
    generation.push({ label: 'the same horizon again (nothing to do)', created: again.created, ms: againMs });

    // History: most past jobs were done by someone of the team; the rest are overdue.
    const cleanersArray = sql.raw(`array[${cleanerIds.map((id) => `'${id}'::uuid`).join(',')}]`);
    await db.execute(sql`
      update occurrences set state = 'completed', started_at = starts_at, finished_at = starts_at + interval '40 minutes',
        finished_by = (${cleanersArray})[1 + floor(random() * ${cleanerIds.length})::int]
      where workspace_id = ${workspace} and starts_at < ${now.toISOString()}::timestamptz - interval '1 day' and random() < 0.9`);
    const [{ total }] = (
      (await db.execute(
        sql`select count(*)::int as total from occurrences where workspace_id = ${workspace}`,
      )) as unknown as {
        rows: { total: number }[];
      }
    ).rows as [{ total: number }];
    await db.execute(sql`analyze`);

    // Reads, one at a time, like one person paging through the screens.
    const get = async (token: string, url: string) =>
      ok(await fetch(base + url, { headers: { authorization: `Bearer ${token}` } }), `GET ${url}`);
    const from = new Date(now.getTime() - (now.getTime() % DAY_MS));
    const week = `from=${from.toISOString()}&to=${new Date(from.getTime() + 7 * DAY_MS).toISOString()}`;
    const someLocation = locationRows[3]!.id!;
    const someRooms = roomRows
      .slice(3 * ROOMS_PER_LOCATION, 3 * ROOMS_PER_LOCATION + 3)
      .map((r) => r.id)
      .join(',');
    const calls = [
      { label: 'all tasks, first page', token: owner.token, url: '/occurrences?page=1&pageSize=20' },
      { label: 'all tasks, this week', token: owner.token, url: `/occurrences?page=1&pageSize=20&${week}` },
      {
        label: 'all tasks, one location + 3 rooms, this week',
        token: owner.token,
        url: `/occurrences?page=1&pageSize=20&locationId=${someLocation}&roomIds=${someRooms}&${week}`,
      },
      {
        label: 'all tasks, overdue',
        token: owner.token,
        url: '/occurrences?page=1&pageSize=20&state=overdue',
      },
      {
        label: 'all tasks, by 2 employees, completed, newest first',
        token: owner.token,
        url: `/occurrences?page=1&pageSize=20&employeeIds=${cleanerIds[1]},${cleanerIds.at(-1)}&state=completed&sortDir=desc`,
      },
      {
        label: 'all tasks, type=working, page 50',
        token: owner.token,
        url: '/occurrences?page=50&pageSize=20&type=working',
      },
      {
        label: 'my tasks (one cleaner), this week',
        token: cleaner.token,
        url: `/occurrences?mine=true&pageSize=50&${week}`,
      },
      {
        label: 'regular tasks (definitions), first page',
        token: owner.token,
        url: '/tasks?page=1&pageSize=20&kind=recurring',
      },
    ];
    const counter = statementCounter(database);
    const rows: string[] = [];
    for (const call of calls) {
      await get(call.token, call.url); // warm-up (and the session's last-seen touch)
      counter.reset();
      const body = await get(call.token, call.url);
      const statements = counter.statements().length;
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const [, took] = await timed(() => get(call.token, call.url));
        times.push(took);
      }
      times.sort((a, b) => a - b);
      const { total: matched } = JSON.parse(text(body)) as { total: number };
      rows.push(
        `| ${call.label} | ${matched} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${statements} |`,
      );
    }
    counter.restore();

    const version = (
      (await db.execute(sql`show server_version`)) as unknown as { rows: { server_version: string }[] }
    ).rows[0]?.server_version;
    const kind =
      database.kind === 'pglite' ? `PGlite (PostgreSQL ${version} in WASM)` : `PostgreSQL ${version}`;
    const cpus = os.cpus();
    console.log(
      `database: ${kind}; machine: ${cpus.length} × ${cpus[0]?.model.trim()}, ` +
        `${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
    );
    console.log(
      `seeded ${LOCATIONS} locations, ${roomRows.length} rooms, ${TEAMS} teams × ${CLEANERS_PER_TEAM} cleaners, ` +
        `${taskRows.length} recurring tasks in ${(seedMs / 1000).toFixed(1)} s; ${total} occurrences over the year`,
    );
    console.log();
    console.log('| generating | occurrences created | time |');
    console.log('| ---------- | ------------------: | ---: |');
    for (const g of generation)
      console.log(
        `| ${g.label} | ${g.created} | ${g.ms < 1000 ? ms(g.ms) : `${(g.ms / 1000).toFixed(2)} s`} |`,
      );
    console.log();
    console.log(`| call (${RUNS} runs, one at a time) | matching | p50 | p95 | SQL statements |`);
    console.log('| ---- | -------: | --: | --: | -------------: |');
    for (const row of rows) console.log(row);
  } finally {
    await bench.close(async () => {
      if (!workspaceId || database.kind !== 'postgres') return;
      try {
        await database.db.delete(locations).where(eq(locations.workspaceId, workspaceId));
        await database.db.delete(teams).where(eq(teams.workspaceId, workspaceId));
        await database.db
          .delete(users)
          .where(sql`${users.workspaceId} = ${workspaceId} and ${users.type} = 'staff'`);
      } catch (error) {
        console.error('could not remove the seeded rows:', error);
      }
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
