import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import type { Database } from '../server/src/db/client';
import { openConfiguredDatabase } from '../server/src/db/open-from-config';
import { checklists, files, locations } from '../server/src/db/schema';
import { readOutbox } from '../server/src/modules/messaging/outbox.driver';

/**
 * What the benchmarks share: starting the app and closing it, percentiles, formatting, failing loudly,
 * counting SQL statements, signing in through the outbox, a call under load, the report's lines and
 * removing what they seeded.
 */

/**
 * The app as the single-process benches run it: the settings of the environment with the rate limits
 * out of reach (one client sends every call), a temporary DATA_DIR (PGlite's files and the outbox), the
 * database migrated and the server on a free loopback port. `extraEnv` comes last, so a bench can add or
 * override a setting; an undefined value removes one. When starting fails, what was opened is closed.
 */
export async function startBenchApp(name: string, extraEnv: Record<string, string | undefined> = {}) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `cleanops-bench-${name}-`));
  let database: Database | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '10000000',
      CODE_RATE_LIMIT_PER_MINUTE: '10000000',
      CODE_HOURLY_CAP_IP: '10000000',
      ...extraEnv,
    });
    const opened = openConfiguredDatabase(config);
    database = opened;
    await opened.migrate();
    const started = await buildApp({ config, database: opened });
    app = started;
    await started.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(started.server.address() as { port: number }).port}/api`;
    return {
      dataDir,
      config,
      database: opened,
      app: started,
      base,
      /**
       * Stops the server, then runs `removeSeeded` (while the database is still open), closes the
       * database and removes the temporary directory.
       */
      close: async (removeSeeded?: () => Promise<void>) => {
        await started.close();
        await removeSeeded?.();
        await opened.close();
        await fs.rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await app?.close();
    await database?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
export const ms = (n: number) => `${n.toFixed(1)} ms`;
export const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The body of a 2xx answer; anything else stops the whole run with the status and what the server said. */
export async function ok(res: Response, what: string): Promise<ArrayBuffer> {
  const body = await res.arrayBuffer();
  if (res.status < 200 || res.status > 299)
    throw new Error(`${what}: HTTP ${res.status} ${new TextDecoder().decode(body).slice(0, 500)}`);
  return body;
}

/**
 * Counts the statements the app sends, by wrapping `query` of the driver client behind Drizzle
 * (`db.$client`: the PGlite instance, or the pg Pool). Every non-transactional Drizzle query goes
 * through it on both drivers; the reads counted here use no transaction. Server code is untouched.
 */
export function statementCounter(database: Database) {
  type Client = { query: (...args: unknown[]) => Promise<unknown> };
  const client = (database.db as unknown as { $client: Client }).$client;
  const original = client.query;
  const seen: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
    seen.push(text ?? '?');
    return original.apply(this, args);
  };
  return {
    reset: () => seen.splice(0),
    statements: () => [...seen],
    restore: () => {
      client.query = original;
    },
  };
}

/** Signs a contact in through the outbox, as a person reading the code in their e-mail would. */
export async function signInThroughOutbox(base: string, dataDir: string, email: string) {
  const post = async (url: string, body: unknown) =>
    JSON.parse(
      new TextDecoder().decode(
        await ok(
          await fetch(base + url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
          `POST ${url}`,
        ),
      ),
    ) as { token: string; user: { id: string } };
  await post('/login', { type: 'email', email });
  const code = (await readOutbox(dataDir)).findLast((m) => m.to === email)?.code;
  return post('/login/code', { email, code });
}

/**
 * On PostgreSQL, removes the seeded places and checklists (rooms, tasks and complaints go by cascade)
 * and files, so runs do not pile up in a shared database; the owners stay, like the users of the
 * sign-in bench. PGlite goes with the temporary directory.
 */
export async function removeSeededRows(database: Database, workspaceIds: string[]) {
  if (!workspaceIds.length || database.kind !== 'postgres') return;
  try {
    await database.db.delete(locations).where(inArray(locations.workspaceId, workspaceIds));
    await database.db.delete(checklists).where(inArray(checklists.workspaceId, workspaceIds));
    await database.db.delete(files).where(inArray(files.workspaceId, workspaceIds));
  } catch (error) {
    console.error('could not remove the seeded rows:', error);
  }
}

/**
 * One call under load: `concurrency` clients calling it back to back for `seconds` (after one warm-up
 * call), as a row of the request table. The first failure stops every client and the run.
 */
export async function loadRow(
  label: string,
  call: () => Promise<unknown>,
  concurrency: number,
  seconds: number,
): Promise<string> {
  await call();
  const latencies: number[] = [];
  let stop = false;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!stop && performance.now() < until) {
        const t = performance.now();
        try {
          await call();
        } catch (error) {
          stop = true;
          throw error;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return (
    `| ${label} | ${concurrency} clients × ${seconds} s | ${latencies.length} | ` +
    `${(latencies.length / elapsed).toFixed(0)} | ${ms(percentile(latencies, 50))} | ` +
    `${ms(percentile(latencies, 95))} | ${ms(latencies.at(-1) ?? 0)} |`
  );
}

/** The database, the machine, the time and the load average, as the first line of a bench's report. */
export async function machineLine(database: Database): Promise<string> {
  const version = (
    (await database.db.execute(sql`show server_version`)) as unknown as { rows: { server_version: string }[] }
  ).rows[0]?.server_version;
  const kind =
    database.kind === 'pglite' ? `PGlite (PostgreSQL ${version} in WASM)` : `PostgreSQL ${version}`;
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  return (
    `database: ${kind}; machine: ${cpus.length} × ${cpus[0]?.model.trim()}, ` +
    `${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, ${new Date().toISOString().slice(0, 16)}Z; ` +
    `load average ${load}; load generator in the same process`
  );
}

/** The request table (rows of `loadRow` and the like) and the statements each request sends. */
export function printRequestTables(rows: string[], statements: { label: string; n: number }[]) {
  console.log();
  console.log('| call | load | requests | req/s | p50 | p95 | max |');
  console.log('| ---- | ---- | -------: | ----: | --: | --: | --: |');
  for (const row of rows) console.log(row);
  console.log();
  console.log('SQL statements per request (the session lookup of the bearer token included):');
  console.log();
  console.log('| call | statements |');
  console.log('| ---- | ---------: |');
  for (const { label, n } of statements) console.log(`| ${label} | ${n} |`);
}
