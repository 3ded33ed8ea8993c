/**
 * Analytics at scale: one workspace with two years of work, then every analytics and
 * dashboard call over real HTTP on loopback, one request at a time, with the SQL statements each sends.
 *
 * PostgreSQL (the default; DATABASE_URL, else the local `bench_analytics` database): 1,000,000 jobs,
 * 200 locations in four zones, 2,000 rooms, 100 employees in 20 teams, complaints and shifts in
 * proportion. The seed stays for the next run (the owner is always bench-analytics-owner@example.com);
 * `--reseed` writes it again. PGlite (`--db pglite`): bench/tasks.ts's size (200 locations, 1,000
 * tasks, 285,000 jobs), in a temporary DATA_DIR.
 *
 * Targets: PostgreSQL p50 ≤ 300 ms for a year, ≤ 100 ms for a month, the dashboard
 * ≤ 50 ms; PGlite ≤ 300 ms for a year. `--explain` prints EXPLAIN (ANALYZE, BUFFERS) of the slowest
 * statement of every call over its target.
 * Usage: npm run bench:analytics [-- --db postgres|pglite --runs 10 --ranges today,month,year --reseed --explain --jobs N]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../server/src/db/client';
import { users } from '../server/src/db/schema';
import {
  type AnalyticsSeedSize,
  PGLITE_SIZE,
  POSTGRES_SIZE,
  removeSeed,
  seedAnalytics,
  seededAt,
} from './analytics-seed';
import { ms, percentile, signInThroughOutbox, startBenchApp } from './measure';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    runs: { type: 'string', default: '10' },
    reseed: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
    /** A smaller seed for trying the bench out (jobs in all). */
    jobs: { type: 'string' },
    /** The ranges to read, comma-separated (today, week, month, quarter, half_year, year, all). */
    ranges: { type: 'string', default: 'today,week,month,year,all' },
  },
});
const PGLITE = values.db === 'pglite';
const RUNS = Number(values.runs);
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/bench_analytics';
const OWNER_EMAIL = 'bench-analytics-owner@example.com';

interface Statement {
  text: string;
  params: unknown[];
  ms: number;
}

/**
 * Like measure.ts's statementCounter, but keeps each statement's parameters and time, so the slowest
 * statement of a call can be explained afterwards exactly as the app sent it.
 */
function statementRecorder(database: Database) {
  type Client = { query: (...args: unknown[]) => Promise<unknown> };
  const client = (database.db as unknown as { $client: Client }).$client;
  const original = client.query;
  const seen: Statement[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; values?: unknown[] };
    const text = typeof first === 'string' ? first : (first.text ?? '?');
    // node-postgres gets (config, values) or (text, values); PGlite (text, values, options).
    const params = Array.isArray(args[1])
      ? (args[1] as unknown[])
      : typeof first === 'string'
        ? []
        : (first.values ?? []);
    const started = performance.now();
    const result = original.apply(this, args);
    const entry = { text, params, ms: 0 };
    seen.push(entry);
    return result.finally(() => {
      entry.ms = performance.now() - started;
    });
  };
  return {
    reset: () => seen.splice(0),
    statements: () => [...seen],
    restore: () => {
      client.query = original;
    },
    /** EXPLAIN (ANALYZE, BUFFERS) of one statement, with its parameters, through the same driver. */
    explain: async (statement: Statement) => {
      const result = (await original.call(
        client,
        `explain (analyze, buffers) ${statement.text}`,
        statement.params,
      )) as {
        rows: Record<string, string>[];
      };
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    },
  };
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** The targets for a call, or null when it names none. */
function targetOf(label: string): number | null {
  if (label.startsWith('dashboard')) return PGLITE ? null : 50;
  if (label.includes(' year')) return 300;
  if (label.includes(' month')) return PGLITE ? null : 100;
  return null;
}

/** The benchmark's own database on a fresh server: created through the server's `postgres` database. */
async function createDatabaseIfMissing(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

async function main() {
  // `--db pglite` leaves DATABASE_URL out (an undefined setting is dropped); else the given server or
  // the bench's own database on the local one.
  const databaseUrl = PGLITE ? undefined : (process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
  if (databaseUrl) await createDatabaseIfMissing(databaseUrl);
  const bench = await startBenchApp('analytics', {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    CODE_HOURLY_CAP_CONTACT: '10000000',
  });
  const { dataDir, database, base } = bench;
  const size: AnalyticsSeedSize = {
    ...(PGLITE ? PGLITE_SIZE : POSTGRES_SIZE),
    ...(values.jobs ? { occurrences: Number(values.jobs) } : {}),
  };
  try {
    const { db } = database;

    // The same owner every run: their earlier codes would hold the next one back (the resend wait).
    await db.execute(sql`delete from login_codes where contact = ${OWNER_EMAIL}`);
    const owner = await signInThroughOutbox(base, dataDir, OWNER_EMAIL);
    const [ownerRow] = await db.select().from(users).where(eq(users.id, owner.user.id));
    const workspaceId = ownerRow?.workspaceId;
    if (!workspaceId) throw new Error('the owner has no workspace');

    const already = values.reseed ? null : await seededAt(db, workspaceId, size);
    let seedLine: string;
    if (already) {
      const days = (Date.now() - already.getTime()) / 86_400_000;
      seedLine = `reused the seed of ${already.toISOString()} (${days.toFixed(1)} days old; --reseed for a fresh one)`;
      if (days > 7)
        console.warn('the seed is over a week old: "today" and "this month" see little; use --reseed');
    } else {
      const [, removeMs] = await timed(() => removeSeed(db, workspaceId));
      const [seed, seedMs] = await timed(() => seedAnalytics(db, workspaceId, owner.user.id, size));
      seedLine =
        `seeded in ${(seedMs / 1000).toFixed(1)} s (previous seed removed in ${(removeMs / 1000).toFixed(1)} s): ` +
        seed.steps.map((s) => `${s.label} ${s.rows} in ${(s.ms / 1000).toFixed(1)} s`).join(', ');
    }
    type Counts = { jobs: number; complaints: number; shifts: number; locations: number; rooms: number };
    const counts = (
      (await db.execute(sql`select
        (select count(*)::int from occurrences where workspace_id = ${workspaceId}) as jobs,
        (select count(*)::int from complaints where workspace_id = ${workspaceId}) as complaints,
        (select count(*)::int from attendance where workspace_id = ${workspaceId}) as shifts,
        (select count(*)::int from locations where workspace_id = ${workspaceId}) as locations,
        (select count(*)::int from rooms where workspace_id = ${workspaceId}) as rooms`)) as unknown as {
        rows: Counts[];
      }
    ).rows[0]!;
    // Drill-downs: a rental location (Location 003), its first room, a cleaner of its team.
    const pick = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: { id: string }[] }).rows[0]?.id ?? '';
    const locationId = await pick(
      sql`select id from locations where workspace_id = ${workspaceId} and title = 'Location 003'`,
    );
    const roomId = await pick(
      sql`select id from rooms where location_id = ${locationId} order by name limit 1`,
    );
    const employeeId = await pick(
      sql`select finished_by as id from occurrences where location_id = ${locationId} and finished_by is not null limit 1`,
    );

    const get = (url: string) => fetch(base + url, { headers: { authorization: `Bearer ${owner.token}` } });
    const ranges = (values.ranges ?? '').split(',').filter(Boolean);
    const calls: { label: string; url: string }[] = [{ label: 'dashboard', url: '/dashboard' }];
    for (const range of ranges) {
      const q = `range=${range}`;
      calls.push(
        { label: `overview, locations, ${range}`, url: `/analytics/overview?entity=locations&${q}` },
        { label: `overview, employees, ${range}`, url: `/analytics/overview?entity=employees&${q}` },
        { label: `locations table, ${range}`, url: `/analytics/locations?${q}` },
        { label: `employees table, ${range}`, url: `/analytics/employees?${q}` },
        { label: `one location, ${range}`, url: `/analytics/locations/${locationId}?${q}` },
        { label: `one room, ${range}`, url: `/analytics/locations/${locationId}/rooms/${roomId}?${q}` },
        { label: `one employee, ${range}`, url: `/analytics/employees/${employeeId}?${q}` },
      );
    }

    const recorder = statementRecorder(database);
    const rows: string[] = [];
    // Each row as soon as it is measured too (stderr), so a long run shows its progress.
    const row = (line: string) => {
      rows.push(line);
      console.error(line);
    };
    const slow: string[] = [];
    for (const call of calls) {
      const first = await get(call.url); // warm-up (and the session's last-seen touch)
      const body = await first.text();
      if (first.status !== 200) {
        row(`| ${call.label} | HTTP ${first.status} | | | | |`);
        if (first.status !== 404) console.warn(`${call.url}: ${first.status} ${body.slice(0, 300)}`);
        continue;
      }
      recorder.reset();
      await (await get(call.url)).arrayBuffer();
      const statements = recorder.statements();
      const slowest = statements.reduce<Statement | null>((a, b) => (a && a.ms >= b.ms ? a : b), null);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const [, took] = await timed(async () => (await get(call.url)).arrayBuffer());
        times.push(took);
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 50);
      const target = targetOf(call.label);
      const verdict = target === null ? '' : p50 <= target ? `≤ ${target} ✓` : `> ${target} ✗`;
      row(
        `| ${call.label} | ${ms(p50)} | ${ms(percentile(times, 95))} | ${statements.length} | ${slowest ? ms(slowest.ms) : ''} | ${verdict} |`,
      );
      if (target !== null && p50 > target && slowest && values.explain) {
        slow.push(
          `### ${call.label}: p50 ${ms(p50)} (target ${target} ms), ${call.url}\n` +
            `slowest statement (${ms(slowest.ms)}):\n${slowest.text}\n\n${await recorder.explain(slowest)}\n`,
        );
      }
    }
    recorder.restore();

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
    console.log(seedLine);
    console.log(
      `workspace: ${counts.jobs} jobs, ${counts.complaints} complaints, ${counts.shifts} shifts, ` +
        `${counts.locations} locations, ${counts.rooms} rooms, ${size.employees} employees over ${size.days} days`,
    );
    console.log();
    console.log(
      `| call (${RUNS} runs, one at a time) | p50 | p95 | SQL statements | slowest statement | target |`,
    );
    console.log('| ---- | --: | --: | -------------: | ----------------: | ------ |');
    for (const row of rows) console.log(row);
    if (slow.length) {
      const file = path.join(os.tmpdir(), `bench-analytics-explain-${database.kind}.md`);
      await fs.writeFile(file, slow.join('\n'));
      console.log(`\nEXPLAIN of the slowest statement of ${slow.length} calls over target: ${file}`);
    }
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
