import type { TAnyLogAction } from '@cleanops/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { logs } from '../../db/schema';
import { currentApiKey } from '../api-keys/api-key-context';

export interface LogEntry {
  action: TAnyLogAction;
  userId?: string | null;
  ip?: string | null;
  /** The workspace it happened in; by default `data.workspaceId`, which every workspace action carries. */
  workspaceId?: string | null;
  data?: Record<string, unknown>;
  description?: string;
  /** The API key it came through; by default the current request's (decision 0050). */
  apiKeyId?: string | null;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function workspaceOf(entry: LogEntry): string | null {
  if (entry.workspaceId !== undefined) return entry.workspaceId;
  const fromData = entry.data?.workspaceId;
  return typeof fromData === 'string' && UUID_RE.test(fromData) ? fromData : null;
}

function rowOf(entry: LogEntry) {
  const workspaceId = workspaceOf(entry);
  return {
    action: entry.action,
    userId: entry.userId ?? null,
    apiKeyId: entry.apiKeyId !== undefined ? entry.apiKeyId : (currentApiKey()?.id ?? null),
    // A workspace deleted in the same transaction (an owner leaving) leaves the line without one
    // rather than failing the foreign key.
    workspaceId: workspaceId ? sql`(select id from workspaces where id = ${workspaceId})` : null,
    ip: entry.ip ?? null,
    data: entry.data ?? null,
    description: entry.description ?? null,
  };
}

/** Writes the audit log the super admin reads (SPEC.md §3 Log), filed under its workspace (GET /admin/logs). */
export async function recordLog(db: Db | Tx, entry: LogEntry): Promise<string> {
  const [row] = await db.insert(logs).values(rowOf(entry)).returning({ id: logs.id });
  return row!.id;
}

/** Several lines in one statement, for a change made of many alike (the rooms of one import). */
export async function recordLogs(db: Db | Tx, entries: LogEntry[]): Promise<void> {
  if (entries.length) await db.insert(logs).values(entries.map(rowOf));
}

/**
 * Names who a line was about once that is known: a test credential's use is logged while the code is
 * checked, before the sign-in has found (or made) the account it opens.
 */
export async function attributeLog(
  db: Db | Tx,
  id: string,
  to: { userId: string; workspaceId: string | null },
): Promise<void> {
  await db.update(logs).set({ userId: to.userId, workspaceId: to.workspaceId }).where(eq(logs.id, id));
}
