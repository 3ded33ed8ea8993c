/**
 * Mixed load (issue 18, finding 12): many owners at once, each reading their lists and notifications
 * and editing checklists, while guests post complaints with a photo to those owners' rooms, over real
 * HTTP on loopback for a fixed time. Every virtual user is closed-loop (the next call when the last
 * answered), with no pause, and a call that takes over 30 s is abandoned and counted as an error; they
 * run in a child process (bench/mixed-load-users.ts), the API in this one. Reports p50/p95/p99/max and
 * errors per call, and for all reads and all writes together.
 * PGlite in a temporary DATA_DIR (the default deployment), or the PostgreSQL at DATABASE_URL.
 * Usage: npm run bench:load [-- --users 200 --seconds 120 --rooms-per-owner 3]
 */
import { fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openConfiguredDatabase } from '../server/src/db/open-from-config';
import { checklists, locations, rooms, users } from '../server/src/db/schema';
import { ms, pad, percentile, removeSeededRows, signInThroughOutbox } from './measure';
import type { CallResult, UsersInput, UsersOutput } from './mixed-load-users';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '120' },
    'rooms-per-owner': { type: 'string', default: '3' },
  },
});
const USERS = Number(values.users);
const SECONDS = Number(values.seconds);
const ROOMS_PER_OWNER = Number(values['rooms-per-owner']);
const CHECKLISTS_PER_OWNER = 5;
const TIMEOUT_MS = 30_000;
const UNLIMITED = '10000000';

const _text = (body: ArrayBuffer) => new TextDecoder().decode(body);

type Owner = UsersInput['owners'][number];

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cleanops-bench-load-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: UNLIMITED,
    CODE_RATE_LIMIT_PER_MINUTE: UNLIMITED,
    CODE_HOURLY_CAP_IP: UNLIMITED,
    // Every guest here comes from 127.0.0.1 and a few rooms take thousands of complaints.
    GUEST_COMPLAINTS_PER_IP_PER_HOUR: UNLIMITED,
    GUEST_COMPLAINTS_PER_ROOM_PER_HOUR: UNLIMITED,
  });
  const database = openConfiguredDatabase(config);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const workspaceIds: string[] = [];
  try {
    await database.migrate();
    app = await buildApp({ config, database });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
    const { db } = database;

    // Owners sign in through the outbox like people would, one after another.
    const seedStarted = performance.now();
    const stamp = Date.now();
    const signedIn: { token: string; userId: string }[] = [];
    for (let i = 0; i < USERS; i++) {
      const email = `bench-load-${stamp}-${i}@example.com`;
      const { token, user } = await signInThroughOutbox(base, dataDir, email);
      signedIn.push({ token, userId: user.id });
    }
    const rows = await db
      .select({ id: users.id, workspaceId: users.workspaceId })
      .from(users)
      .where(
        inArray(
          users.id,
          signedIn.map((s) => s.userId),
        ),
      );
    const workspaceOf = new Map(rows.map((row) => [row.id, row.workspaceId]));

    // Each owner's place, rooms and checklists go straight into the tables.
    const owners: Owner[] = [];
    for (const [i, { token, userId }] of signedIn.entries()) {
      const workspaceId = workspaceOf.get(userId);
      if (!workspaceId) throw new Error('a new owner has no workspace');
      workspaceIds.push(workspaceId);
      const [location] = await db
        .insert(locations)
        .values({
          workspaceId,
          title: `Hotel ${pad(i + 1, 3)}, Abay Ave`,
          address: `${(i % 90) + 1} Abay Ave, Almaty`,
          type: 'commercial',
          commercialKind: 'hotel',
          timezone: 'Asia/Almaty',
          createdBy: userId,
        })
        .returning({ id: locations.id });
      const roomRows = Array.from({ length: ROOMS_PER_OWNER }, (_, j) => ({
        workspaceId,
        locationId: location!.id,
        name: `Room ${pad(j + 1, 3)}`,
        qrToken: randomBytes(16).toString('base64url'),
      }));
      await db.insert(rooms).values(roomRows);
      const checklistRows = Array.from({ length: CHECKLISTS_PER_OWNER }, (_, j) => ({
        id: randomUUID(),
        workspaceId,
        name: `Checklist ${pad(j + 1, 2)}`,
        items: Array.from({ length: 8 }, (_, k) => ({ id: randomUUID(), text: `Step ${k + 1}` })),
      }));
      await db.insert(checklists).values(checklistRows);
      owners.push({
        authorization: `Bearer ${token}`,
        qrTokens: roomRows.map((room) => room.qrToken),
        checklistIds: checklistRows.map((row) => row.id),
      });
    }
    const seedMs = performance.now() - seedStarted;

    // A phone photo as a guest's browser might shrink it: 640×480, a JPEG of about 25 KB.
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

    // The virtual users run in a child process, as clients from outside would.
    const virtualUsers = fork(new URL('./mixed-load-users.ts', import.meta.url));
    const finished = new Promise<UsersOutput>((resolve, reject) => {
      virtualUsers.once('message', (message) => resolve(message as UsersOutput));
      virtualUsers.once('exit', (code) => reject(new Error(`the virtual users stopped (exit code ${code})`)));
    });
    const input: UsersInput = {
      base,
      seconds: SECONDS,
      timeoutMs: TIMEOUT_MS,
      photoBase64: photo.toString('base64'),
      owners,
    };
    virtualUsers.send(input);
    const { elapsedMs, calls: results } = await finished;
    virtualUsers.disconnect();
    const elapsedSeconds = elapsedMs / 1000;

    const version = (
      (await db.execute(sql`show server_version`)) as unknown as { rows: { server_version: string }[] }
    ).rows[0]?.server_version;
    const kind =
      database.kind === 'pglite' ? `PGlite (PostgreSQL ${version} in WASM)` : `PostgreSQL ${version}`;
    const cpus = os.cpus();
    console.log(
      `database: ${kind}; machine: ${cpus.length} × ${cpus[0]?.model.trim()}, ` +
        `${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; ` +
        `virtual users in a second process on the same machine`,
    );
    console.log(
      `${USERS} owners with ${ROOMS_PER_OWNER} rooms and ${CHECKLISTS_PER_OWNER} checklists each, seeded in ` +
        `${(seedMs / 1000).toFixed(1)} s; ${USERS} virtual users for ${elapsedSeconds.toFixed(0)} s; ` +
        `complaint photo ${(photo.length / 1024).toFixed(0)} KB JPEG`,
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
    for (const result of results) row(result.label, [result]);
    const total =
      row(
        '**all reads**',
        results.filter((r) => !r.write),
      ) +
      row(
        '**all writes**',
        results.filter((r) => r.write),
      );
    console.log();
    console.log(`${total} requests, ${(total / elapsedSeconds).toFixed(0)} req/s`);
  } finally {
    await app?.close();
    await removeSeededRows(database, workspaceIds);
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
