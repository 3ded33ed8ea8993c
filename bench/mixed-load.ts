/**
 * Mixed load: owners reading their lists and
 * dashboard, cleaners picking and finishing jobs with photos, guests posting complaints with a photo,
 * all at once over real HTTP on loopback for a fixed time, against app processes started from the
 * server's build as production runs them (server/dist, built first; NODE_ENV=production, jobs running), sharing PostgreSQL,
 * Redis and one DATA_DIR (or the bucket of FILES_URL). The virtual users (bench/mixed-load-users.ts)
 * run in a child process of their own and send their requests to the processes in turn. Reports
 * p50/p95/p99/max and errors per call, throughput, the load average while it ran, and then checks
 * that every write acknowledged is stored (0 lost writes).
 *
 * Each person pauses between calls as a person does (bench/mixed-load-users.ts): a random think time
 * around `--think-ms` (owners and cleaners; guests take twice as long to write a complaint).
 * `--think-ms 0` makes every user call again the moment an answer came: a stress test of throughput,
 * not of people, whose latencies are the queue's length.
 *
 * Two processes need PostgreSQL (DATABASE_URL); `--processes 1` without it runs one on PGlite.
 * Usage: npm run bench:load [-- --users 200 --seconds 300 --processes 2 --think-ms 4000 --rooms-per-owner 3 --jobs-per-cleaner 400]
 */
import { execFileSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { type Database, openDatabase } from '../server/src/db/client';
import { type AppProcess, startAppProcess } from '../server/src/test/app-process';
import { ms, percentile, removeSeededRows } from './measure';
import { countLostWrites, seedMixedLoad } from './mixed-load-seed';
import type { CallResult, UsersInput, UsersOutput } from './mixed-load-users';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '300' },
    processes: { type: 'string', default: '2' },
    'think-ms': { type: 'string', default: '4000' },
    'rooms-per-owner': { type: 'string', default: '3' },
    'jobs-per-cleaner': { type: 'string', default: '400' },
    /** A folder for each app process's V8 CPU profile (node --cpu-prof), written when it stops. */
    profile: { type: 'string' },
  },
});
const USERS = Number(values.users);
const SECONDS = Number(values.seconds);
const PROCESSES = Number(values.processes);
const THINK_MS = Number(values['think-ms']);
/** Half the users are owners (and their offices), three in ten cleaners, the rest guests. */
const OWNERS = Math.max(1, Math.round(USERS * 0.5));
const CLEANERS = Math.round(USERS * 0.3);
const GUESTS = Math.max(0, USERS - OWNERS - CLEANERS);
const TIMEOUT_MS = 30_000;
const UNLIMITED = '10000000';
const METRICS_TOKEN = randomBytes(24).toString('hex');

/** Redis for the shared rate-limit counters, as production with several processes has it. */
async function redisUrl(): Promise<string | undefined> {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
    await redis.ping();
    return url;
  } catch {
    if (PROCESSES > 1)
      throw new Error(`Redis does not answer at ${url}: several processes share their limits there`);
    return undefined;
  } finally {
    redis.disconnect();
  }
}

/** The database pool's waiting clients in a process's /metrics (PostgreSQL only). */
async function poolWaiting(app: AppProcess): Promise<number> {
  try {
    const res = await fetch(`${app.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const line = (await res.text())
      .split('\n')
      .find((l) => l.startsWith('cleanops_db_pool_connections{state="waiting"}'));
    return line ? Number(line.split(' ').at(-1)) : 0;
  } catch {
    return 0;
  }
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (PROCESSES > 1 && !databaseUrl)
    throw new Error(
      'several processes share one database: set DATABASE_URL to a PostgreSQL server (or --processes 1)',
    );
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cleanops-bench-load-'));
  const open = () => openDatabase({ databaseUrl, dataDir: path.join(dataDir, 'pglite') });
  let database: Database | undefined = open();
  const apps: AppProcess[] = [];
  let workspaceIds: string[] = [];
  try {
    await database.migrate();
    const seedStarted = performance.now();
    const seeded = await seedMixedLoad(database.db, {
      owners: OWNERS,
      cleaners: CLEANERS,
      guests: GUESTS,
      roomsPerOwner: Number(values['rooms-per-owner']),
      jobsPerCleaner: Number(values['jobs-per-cleaner']),
    });
    workspaceIds = seeded.workspaceIds;
    const seedMs = performance.now() - seedStarted;
    const version = (
      (await database.db.execute(sql`show server_version`)) as unknown as {
        rows: { server_version: string }[];
      }
    ).rows[0]?.server_version;
    const kind = database.kind;
    // PGlite's files belong to one process at a time: the app's, from here on.
    if (kind === 'pglite') {
      await database.close();
      database = undefined;
    }

    const redis = await redisUrl();
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://127.0.0.1:8080',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(redis ? { REDIS_URL: redis } : {}),
      ...(process.env.FILES_URL ? { FILES_URL: process.env.FILES_URL } : {}),
      // Each virtual user has an address of its own, as behind a load balancer.
      TRUST_PROXY: 'true',
      METRICS_TOKEN,
      // Closed-loop users never pause: the limits are counted (in Redis) but set out of reach.
      RATE_LIMIT_MAX: UNLIMITED,
      GUEST_COMPLAINTS_PER_IP_PER_HOUR: UNLIMITED,
      GUEST_COMPLAINTS_PER_ROOM_PER_HOUR: UNLIMITED,
      EMAIL_DRIVER: 'outbox',
      SMS_DRIVER: 'off',
      WHATSAPP_DRIVER: 'off',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    // The processes run the server's build, as `npm start` does in production.
    execFileSync(process.execPath, ['server/scripts/build.mjs'], {
      cwd: new URL('..', import.meta.url),
      stdio: 'ignore',
    });
    const started = await Promise.allSettled(
      Array.from({ length: PROCESSES }, (_, i) =>
        startAppProcess(`bench-${i + 1}`, env, {
          compiled: true,
          nodeArgs: values.profile ? ['--cpu-prof', `--cpu-prof-dir=${values.profile}`] : [],
        }),
      ),
    );
    for (const s of started) if (s.status === 'fulfilled') apps.push(s.value);
    for (const s of started) if (s.status === 'rejected') throw s.reason;

    // A phone photo as a browser might shrink it: 640×480, a JPEG of about 25 KB.
    const photo = await sharp({
      create: {
        width: 640,
        height: 480,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 20 },
      },
    })
      .jpeg({ quality: 40 })
      .toBuffer();

    // The machine's load (other work on it included) and the pools' queues, every 5 s while it runs.
    const loads: number[] = [];
    let maxWaiting = 0;
    const sampler = setInterval(async () => {
      loads.push(os.loadavg()[0]!);
      for (const app of apps) maxWaiting = Math.max(maxWaiting, await poolWaiting(app));
    }, 5_000);
    const loadBefore = os.loadavg()[0]!;

    const virtualUsers = fork(new URL('./mixed-load-users.ts', import.meta.url));
    const finished = new Promise<UsersOutput>((resolve, reject) => {
      virtualUsers.once('message', (message) => resolve(message as UsersOutput));
      virtualUsers.once('exit', (code) => reject(new Error(`the virtual users stopped (exit code ${code})`)));
    });
    const input: UsersInput = {
      bases: apps.map((app) => app.base),
      seconds: SECONDS,
      thinkMs: THINK_MS,
      timeoutMs: TIMEOUT_MS,
      photoBase64: photo.toString('base64'),
      owners: seeded.owners,
      cleaners: seeded.cleaners,
      guests: seeded.guests,
    };
    virtualUsers.send(input);
    const output = await finished;
    virtualUsers.disconnect();
    clearInterval(sampler);

    // The processes stop (finishing what they were doing) before the writes are counted.
    await Promise.all(apps.splice(0).map((app) => app.stop()));
    database ??= open();
    const lost = await countLostWrites(database.db, output);

    const cpus = os.cpus();
    const meanLoad = loads.reduce((sum, l) => sum + l, 0) / Math.max(1, loads.length);
    console.log(
      `database: ${kind === 'pglite' ? `PGlite (PostgreSQL ${version} in WASM)` : `PostgreSQL ${version}`}; ` +
        `${PROCESSES} app process${PROCESSES > 1 ? 'es' : ''} (NODE_ENV=production, jobs on)` +
        `${redis ? ', limits in Redis' : ''}; files: ${process.env.FILES_URL ? 'FILES_URL' : 'one shared DATA_DIR'}`,
    );
    console.log(
      `machine: ${cpus.length} × ${cpus[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, ` +
        `Node ${process.version}, ${new Date().toISOString().slice(0, 16)}Z; virtual users in another process on it`,
    );
    console.log(
      `load average (1 min): ${loadBefore.toFixed(1)} before, ${meanLoad.toFixed(1)} mean and ` +
        `${Math.max(0, ...loads).toFixed(1)} max while running; most clients waiting for a database connection ` +
        `in one process: ${maxWaiting}`,
    );
    console.log(
      `${OWNERS} owners, ${CLEANERS} cleaners, ${GUESTS} guests (${USERS} users) for ${(output.elapsedMs / 1000).toFixed(0)} s, ` +
        `${THINK_MS ? `thinking ${THINK_MS / 2000}–${(THINK_MS * 1.5) / 1000} s between calls (guests twice that)` : 'with no pause between calls'}; ` +
        `seeded in ${(seedMs / 1000).toFixed(1)} s; photo ${(photo.length / 1024).toFixed(0)} KB JPEG`,
    );
    console.log();
    console.log('| call | requests | errors | p50 | p95 | p99 | max |');
    console.log('| ---- | -------: | -----: | --: | --: | --: | --: |');
    /** One line of the table: the successes' percentiles, and every failure counted by what it was. */
    const row = (label: string, of: CallResult[]) => {
      const latencies = of.flatMap((r) => r.latencies).sort((a, b) => a - b);
      const failed = new Map<string, number>();
      for (const [why, n] of of.flatMap((r) => r.errors)) failed.set(why, (failed.get(why) ?? 0) + n);
      const errors = [...failed.values()].reduce((sum, n) => sum + n, 0);
      const detail = errors ? ` (${[...failed].map(([why, n]) => `${n} ${why}`).join(', ')})` : '';
      console.log(
        `| ${label} | ${latencies.length + errors} | ${errors}${detail} | ${ms(percentile(latencies, 50))} | ` +
          `${ms(percentile(latencies, 95))} | ${ms(percentile(latencies, 99))} | ${ms(latencies.at(-1) ?? 0)} |`,
      );
      return latencies.length + errors;
    };
    const calls = output.calls;
    for (const who of ['owner', 'cleaner', 'guest'] as const)
      for (const result of calls.filter((c) => c.who === who)) row(`${who}: ${result.label}`, [result]);
    const total =
      row(
        '**all reads**',
        calls.filter((c) => !c.write),
      ) +
      row(
        '**all writes**',
        calls.filter((c) => c.write),
      );
    console.log();
    console.log(`${total} requests, ${(total / (output.elapsedMs / 1000)).toFixed(0)} req/s`);
    console.log();
    console.log('| write acknowledged (2xx) | acknowledged | stored | lost |');
    console.log('| --- | --: | --: | --: |');
    for (const { what, acknowledged, stored } of lost)
      console.log(`| ${what} | ${acknowledged} | ${stored} | ${acknowledged - stored} |`);
    if (lost.some((l) => l.stored !== l.acknowledged)) process.exitCode = 1;
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
    if (database) {
      await removeSeededRows(database, workspaceIds);
      await database.close();
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
