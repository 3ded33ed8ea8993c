import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';

/**
 * The operator's CLI as an operator runs it: a separate process on an embedded database in DATA_DIR.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
let dataDir: string;

function cli(args: string[]) {
  return promisify(execFile)('npx', ['tsx', 'server/src/cli/index.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development', TRIAL_DAYS: '14' },
  });
}

async function query<T>(text: string): Promise<T[]> {
  const database = openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const result = await database.db.execute(sql.raw(text));
    return (result as unknown as { rows: T[] }).rows;
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cleanops-cli-'));
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('users:create', () => {
  it('makes every account of a file in one run, each owner with the trial it asks for, or none when one is wrong', async () => {
    const file = path.join(dataDir, 'users.json');
    await fs.writeFile(
      file,
      JSON.stringify([
        { type: 'owner', email: 'lapsed@example.test', name: 'Erlan', trialDays: 0 },
        { type: 'owner', email: 'bad-address', name: 'Nobody' },
      ]),
    );
    const refused = await cli(['users:create', '--file', file]).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('1.email') });

    await fs.writeFile(
      file,
      JSON.stringify([
        { type: 'owner', email: 'lapsed@example.test', name: 'Erlan', trialDays: 0 },
        { type: 'owner', phone: '+77015550199', name: 'Pavel' },
        { type: 'super', email: 'operator@example.test', name: 'Sara' },
      ]),
    );
    const made = await cli(['users:create', '--file', file]);
    expect(made.stdout.trim().split('\n')).toHaveLength(3);

    const rows = await query<{ contact: string; type: string; days: number | null }>(
      `select coalesce(u.email, u.phone) as contact, u.type,
              round(extract(epoch from (s.ends_at - s.starts_at)) / 86400)::int as days
         from users u left join workspaces w on w.owner_id = u.id left join subscriptions s on s.workspace_id = w.id
        order by contact`,
    );
    expect(rows).toEqual([
      { contact: '+77015550199', type: 'owner', days: 14 },
      { contact: 'lapsed@example.test', type: 'owner', days: 0 },
      { contact: 'operator@example.test', type: 'super', days: null },
    ]);
  }, 90_000);
});
