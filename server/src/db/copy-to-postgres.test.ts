import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { newOwner } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { newTask, newTeam, newWorker, newWorkPlace } from '../test/work-factories';
import { openDatabase } from './client';
import { CopyRefusedError, copyToPostgres, planCopy } from './copy-to-postgres';

/**
 * `npm run cli -- db:copy`: a workspace used on the embedded database moves to a PostgreSQL
 * server and is the same there. The target is a new database on the local server (127.0.0.1:5432, or
 * the one TEST_DATABASE_URL names).
 */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROOT = path.resolve(import.meta.dirname, '../../..');

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const created: string[] = [];
async function newTargetDatabase(): Promise<string> {
  const name = `cleanops_copy_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await admin((c) => c.query(`create database "${name}"`));
  created.push(name);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function countsOf(
  query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>,
  tables: string[],
) {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await query(`select count(*)::int as n from "${table}"`);
    counts[table] = Number(rows[0]!.n);
  }
  return counts;
}

let t: TestApp;
let owner: Awaited<ReturnType<typeof newOwner>>;

beforeAll(async () => {
  t = await createTestApp({}, { embedded: true });
  owner = await newOwner(t);
  const team = await newTeam(t, owner.workspaceId);
  const cleaner = await newWorker(t, owner.workspaceId, [team.id]);
  const place = await newWorkPlace(t, owner.workspaceId, { rooms: ['Kitchen', 'Ванная', 'Жатын бөлме'] });
  const now = Date.now();
  await newTask(t, {
    workspaceId: owner.workspaceId,
    locationId: place.location.id,
    roomIds: place.rooms.map((r) => r.id),
    teamId: team.id,
    checklist: ['Wipe the counters', 'Протереть зеркало'],
    kind: 'recurring',
    occurrences: [
      {
        startsAt: new Date(now - 86_400_000),
        state: 'completed',
        startedAt: new Date(now - 86_000_000),
        finishedAt: new Date(now - 85_000_000),
        finishedBy: cleaner.id,
      },
      { startsAt: new Date(now + 86_400_000) },
    ],
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
  for (const name of created) await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
});

describe('db:copy', () => {
  it('moves every row to an empty PostgreSQL database, where the owner finds their places signed in as before', async () => {
    const target = await newTargetDatabase();
    const { tables } = await planCopy(t.database);
    const before = await countsOf((text) => t.database.db.execute(sql.raw(text)) as never, tables);

    const result = await copyToPostgres(t.database, target);

    expect(result.tables.map((c) => c.table).sort()).toEqual([...tables].sort());
    const after = await admin(async () => {
      const client = new pg.Client({ connectionString: target });
      await client.connect();
      try {
        return await countsOf((text) => client.query(text), tables);
      } finally {
        await client.end();
      }
    });
    expect(after).toEqual(before);
    expect(before.occurrences).toBe(2);

    // The same session token works against the moved data: the list is the same, Cyrillic and Kazakh intact.
    const moved = openDatabase({ databaseUrl: target, dataDir: null });
    const app = await buildApp({ config: t.config, database: moved });
    try {
      const read = (a: typeof app) =>
        a.inject({ method: 'GET', url: '/api/locations', headers: owner.auth }).then((r) => {
          expect(r.statusCode).toBe(200);
          return r.json();
        });
      expect(await read(app)).toEqual(await read(t.app));
      const rooms = await moved.db.execute(sql`select name from rooms order by name`);
      expect((rooms as unknown as { rows: { name: string }[] }).rows.map((r) => r.name)).toEqual(
        expect.arrayContaining(['Ванная', 'Жатын бөлме']),
      );
    } finally {
      await app.close();
      await moved.close();
    }
  });

  it('refuses a target that already holds rows, and leaves it as it was', async () => {
    const target = await newTargetDatabase();
    await copyToPostgres(t.database, target);
    const users = async () => {
      const client = new pg.Client({ connectionString: target });
      await client.connect();
      try {
        return Number((await client.query('select count(*)::int as n from users')).rows[0].n);
      } finally {
        await client.end();
      }
    };
    const before = await users();

    const again = copyToPostgres(t.database, target);

    await expect(again).rejects.toBeInstanceOf(CopyRefusedError);
    await expect(again).rejects.toThrow(/not empty \(rows in .*users/);
    expect(await users()).toBe(before);
  });

  it('runs as `npm run cli -- db:copy --to …` over a DATA_DIR, and says what is wrong with a bad address', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cleanops-copy-'));
    try {
      const source = openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      await source.migrate();
      await source.db.execute(
        sql`insert into users (email, type, name) values ('copied@example.com', 'owner', 'Әлия')`,
      );
      await source.close();
      const target = await newTargetDatabase();
      const run = (args: string[]) =>
        promisify(execFile)('npx', ['tsx', 'server/src/cli/index.ts', ...args], {
          cwd: ROOT,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
        });

      const ok = await run(['db:copy', '--to', target]);
      expect(ok.stdout).toMatch(/copied 1 rows of \d+ tables/);

      const bad = await run(['db:copy', '--to', 'mysql://nowhere']).catch(
        (e: { code: number; stderr: string }) => e,
      );
      expect(bad).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('--to: must start with postgres://'),
      });
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
