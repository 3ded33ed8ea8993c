import type { Db, Tx } from '../../db/client';
import { logs } from '../../db/schema';

export interface LogEntry {
  action: string;
  userId?: string | null;
  ip?: string | null;
  data?: Record<string, unknown>;
  description?: string;
}

/** Writes the audit log the super admin reads (SPEC.md §3 Log). */
export async function recordLog(db: Db | Tx, entry: LogEntry): Promise<void> {
  await db.insert(logs).values({
    action: entry.action,
    userId: entry.userId ?? null,
    ip: entry.ip ?? null,
    data: entry.data ?? null,
    description: entry.description ?? null,
  });
}
