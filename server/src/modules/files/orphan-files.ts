import type { Db } from '../../db/client';
import type { FileStorage } from './file-storage';
import { FilesRepository } from './files.repository';

/**
 * An upload is attached within minutes of being made (the form uploads, then saves); a day leaves
 * room for a slow form and a retry, and keeps a file detached by accident recoverable for as long.
 */
export const ORPHAN_AGE_MS = 24 * 3_600_000;
const BATCH = 500;

export interface SweepResult {
  deleted: number;
  /** True when another process held the sweep's lock: it is doing the work now. */
  skipped: boolean;
}

/**
 * Deletes files that nothing refers to (files.repository.ts lists what refers to them) and are older
 * than a day, rows and bytes. Every process runs it (DECISIONS.md §1); a PostgreSQL advisory lock
 * held for each batch's transaction makes all but one of them skip. Bytes are removed after the
 * batch commits: a crash in between leaves bytes without a row (harmless), never a row without bytes.
 */
export async function sweepOrphanFiles(
  db: Db,
  storage: FileStorage,
  now: Date = new Date(),
): Promise<SweepResult> {
  const before = new Date(now.getTime() - ORPHAN_AGE_MS);
  let deleted = 0;
  for (;;) {
    const keys = await db.transaction(async (tx) => {
      const repo = new FilesRepository(tx);
      if (!(await repo.tryLockOrphanSweep())) return null;
      return repo.deleteOrphans(before, BATCH);
    });
    if (keys === null) return { deleted, skipped: deleted === 0 };
    for (const key of keys) await storage.delete(key);
    deleted += keys.length;
    if (keys.length < BATCH) return { deleted, skipped: false };
  }
}
