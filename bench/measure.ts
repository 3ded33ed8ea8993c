import { inArray } from 'drizzle-orm';
import type { Database } from '../server/src/db/client';
import { checklists, files, locations } from '../server/src/db/schema';
import { readOutbox } from '../server/src/modules/messaging/outbox.driver';

/**
 * What the benchmarks share: percentiles, formatting, failing loudly, counting SQL statements, signing
 * in through the outbox and removing what they seeded.
 */

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
