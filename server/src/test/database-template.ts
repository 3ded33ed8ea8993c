import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase } from '../db/client';

/**
 * Vitest's global setup for the API suite: the schema is migrated once per run, and every test app
 * starts from a copy of it instead of replaying every migration into an empty database. On PGlite the
 * copy is a dump of a migrated data directory; on PostgreSQL (TEST_DATABASE_URL) a migrated database
 * that each file's own database is created from (`create database … template`). Both are made fresh
 * from the migrations in the tree, so a test never sees a stale schema; `createTestApp` still runs the
 * migrator afterwards, which finds nothing left to apply.
 */
export const PGLITE_TEMPLATE_ENV = 'CLEANOPS_TEST_PGLITE_TEMPLATE';
export const POSTGRES_TEMPLATE_ENV = 'CLEANOPS_TEST_POSTGRES_TEMPLATE';

export default async function setup(): Promise<() => Promise<void>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cleanops-template-'));
  const client = new PGlite();
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'migrated.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  // The test files run in child processes started after this, which inherit the environment.
  process.env[PGLITE_TEMPLATE_ENV] = file;

  const url = process.env.TEST_DATABASE_URL;
  let dropTemplate = async () => {};
  if (url) {
    const name = `cleanops_template_${process.pid}`;
    await adminQuery(url, `drop database if exists "${name}" with (force)`);
    await adminQuery(url, `create database "${name}"`);
    const own = new URL(url);
    own.pathname = `/${name}`;
    const database = openDatabase({ databaseUrl: own.toString(), dataDir: null });
    await database.migrate();
    await database.close();
    process.env[POSTGRES_TEMPLATE_ENV] = name;
    dropTemplate = () => adminQuery(url, `drop database if exists "${name}" with (force)`);
  }

  return async () => {
    await dropTemplate();
    await fs.rm(dir, { recursive: true, force: true });
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
