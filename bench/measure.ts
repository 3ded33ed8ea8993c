import type { Database } from '../server/src/db/client';

/** What the benchmarks share: percentiles, formatting, failing loudly, and counting SQL statements. */

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
