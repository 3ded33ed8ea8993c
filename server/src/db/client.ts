import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../paths';
import { scheduledPglite } from './pglite-scheduler';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every repository takes, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PostgreSQL's pool of this process (for /metrics); the embedded database has none. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

/**
 * PGlite under `dataDir` (or in memory when dataDir is null) unless a postgres:// URL is given
 * (DECISIONS.md §1): the same schema and queries either way.
 */
export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string | null;
  /** PGlite only: start from this copy of a data directory (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
}): Database {
  if (options.databaseUrl) {
    // A server that does not answer at all (a host gone mid-failover) fails the wait for a
    // connection, answered 503 (plugins/errors.ts), instead of hanging requests. The same wait bounds
    // a queue for a free connection: 10 s of it is an overload, also worth a 503 and Retry-After.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 10_000,
    });
    // A connection the database server ends (restart, failover, an administrator, a dropped test
    // database) emits 'error' on its client; unhandled, that would crash the process. The pool drops
    // such a client and opens a new one on the next query, so noting it is all there is to do.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: () => ping(db),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  // One options object: PGlite reads its second argument only when the first is a data directory.
  const client = new PGlite({ dataDir: options.dataDir ?? undefined, loadDataDir: options.loadDataDir });
  // Everything, migrations too, takes its turn through the scheduler (pglite-scheduler.ts): one
  // embedded database serves every request of the process, so who goes next matters.
  const scheduled = scheduledPglite(client);
  const db = drizzlePglite({ client: scheduled, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () =>
      migratePglite(drizzlePglite({ client: scheduled }), { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
