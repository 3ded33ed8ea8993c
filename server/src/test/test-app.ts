import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { isCodeEntry, readOutbox } from '../modules/messaging/outbox.driver';
import { PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from './database-template';

/**
 * A real app on a real database for one test file: in-process PGlite, or, when TEST_DATABASE_URL is
 * set, a database of its own on that PostgreSQL server (created here, dropped on close).
 */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cleanops-test-'));
  const { database, drop, databaseUrl } = await openTestDatabase(options);
  await database.migrate();
  // Every injected request comes from 127.0.0.1, so per-IP limits are lifted unless a test sets them.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '100000',
    CODE_RATE_LIMIT_PER_MINUTE: '100000',
    CODE_HOURLY_CAP_IP: '100000',
    GUEST_COMPLAINTS_PER_IP_PER_HOUR: '100000',
    GUEST_COMPLAINTS_PER_ROOM_PER_HOUR: '100000',
    ...env,
  });
  const app = await buildApp({ config, database });
  options.beforeReady?.(app);
  await app.ready();

  /** The newest code the outbox holds for a contact (an invitation's line has none and is skipped). */
  async function lastCode(contact: string): Promise<string> {
    const entry = (await readOutbox(dataDir))
      .filter(isCodeEntry)
      .filter((m) => m.to === contact)
      .at(-1);
    if (!entry) throw new Error(`no code in the outbox for ${contact}`);
    return entry.code;
  }

  /** Lets time pass for the resend delay without waiting: moves the contact's codes a minute back. */
  async function ageCodes(contact: string, seconds = 61) {
    await database.db.execute(
      sql`update login_codes set created_at = created_at - make_interval(secs => ${seconds}) where contact = ${contact}`,
    );
  }

  async function signIn(contact: string, headers: Record<string, string> = {}) {
    const isEmail = contact.includes('@');
    const body = isEmail ? { type: 'email', email: contact } : { type: 'phone', phone: contact };
    const sent = await app.inject({ method: 'POST', url: '/api/login', payload: body, headers });
    if (sent.statusCode !== 200) throw new Error(`login failed: ${sent.body}`);
    const code = await lastCode(contact);
    const res = await app.inject({
      method: 'POST',
      url: '/api/login/code',
      payload: isEmail ? { email: contact, code } : { phone: contact, code },
      headers,
    });
    if (res.statusCode !== 200) throw new Error(`login/code failed: ${res.body}`);
    const { token, user } = res.json() as { token: string; user: { id: string } };
    return { token, user, auth: { authorization: `Bearer ${token}` } };
  }

  async function close() {
    await app.close();
    await database.close();
    await drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }

  return { app, db: database.db, database, databaseUrl, dataDir, config, lastCode, ageCodes, signIn, close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface TestAppOptions extends TestDatabaseOptions {
  /** Called with the built app before it is ready: the last moment to add a hook (a job's schedule). */
  beforeReady?: (app: TestApp['app']) => void;
}

export interface TestDatabaseOptions {
  /** The embedded database even when TEST_DATABASE_URL names a server (a test that copies off it). */
  embedded?: boolean;
  /** On PostgreSQL, where the app connects instead of its database's own address (a fault test's proxy). */
  connectVia?: (own: URL) => URL;
}

async function openTestDatabase({
  connectVia = (own) => own,
  embedded = false,
}: TestDatabaseOptions): Promise<{
  database: Database;
  drop: () => Promise<void>;
  /** The own database's address on PostgreSQL (other processes may open it too); null on PGlite. */
  databaseUrl: string | null;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url || embedded) {
    // A copy of the migrated schema the suite's global setup made, when there is one.
    const template = process.env[PGLITE_TEMPLATE_ENV];
    const loadDataDir = template ? new Blob([await fs.readFile(template)]) : undefined;
    return {
      database: openDatabase({ dataDir: null, loadDataDir }),
      drop: async () => {},
      databaseUrl: null,
    };
  }
  const name = `cleanops_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    database: openDatabase({ databaseUrl: connectVia(own).toString(), dataDir: null }),
    databaseUrl: own.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}
