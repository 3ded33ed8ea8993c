import { and, eq, exists, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  complaintPhotos,
  type FileRow,
  files,
  locationDocuments,
  type NewFileRow,
  occurrencePhotos,
  problemPhotos,
  roomMaterials,
} from '../../db/schema';

/** Any number, as long as no other job uses it for its own advisory lock. */
const ORPHAN_SWEEP_LOCK = 73_100_001;

/**
 * Every table that attaches a file to something. A file in none of them is an orphan (an upload never
 * attached, or one detached by deleting its room or location) and the sweep removes it. Later kinds
 * of attachment (avatars) MUST be added here, or the sweep deletes their files a day after they are
 * uploaded.
 */
function attachedSomewhere() {
  return [
    sql`(select 1 from ${roomMaterials} where ${roomMaterials.fileId} = ${files.id})`,
    sql`(select 1 from ${locationDocuments} where ${locationDocuments.fileId} = ${files.id})`,
    sql`(select 1 from ${occurrencePhotos} where ${occurrencePhotos.fileId} = ${files.id})`,
    sql`(select 1 from ${complaintPhotos} where ${complaintPhotos.fileId} = ${files.id})`,
    sql`(select 1 from ${problemPhotos} where ${problemPhotos.fileId} = ${files.id})`,
  ];
}

export class FilesRepository {
  constructor(private readonly db: Db | Tx) {}

  async insert(values: NewFileRow): Promise<FileRow> {
    const [row] = await this.db.insert(files).values(values).returning();
    return row!;
  }

  /**
   * A file of this workspace; a foreign one is as missing as an unknown id (DECISIONS.md §2).
   * `lock` takes a row lock for the rest of the transaction: 'share' while attaching (so the orphan
   * sweep cannot delete it in between), 'update' while deciding to delete it.
   */
  async findInWorkspace(
    id: string,
    workspaceId: string,
    lock?: 'share' | 'update',
  ): Promise<FileRow | undefined> {
    const query = this.db
      .select()
      .from(files)
      .where(and(eq(files.id, id), eq(files.workspaceId, workspaceId)));
    const [row] = lock ? await query.for(lock) : await query;
    return row;
  }

  async isAttached(id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, id), or(...attachedSomewhere().map((q) => exists(q)))));
    return !!row;
  }

  async delete(id: string): Promise<FileRow | undefined> {
    const [row] = await this.db.delete(files).where(eq(files.id, id)).returning();
    return row;
  }

  /** Whether this transaction may run the orphan sweep: false while another process is running it. */
  async tryLockOrphanSweep(): Promise<boolean> {
    const [row] = await this.db
      .select({ locked: sql<boolean>`pg_try_advisory_xact_lock(${ORPHAN_SWEEP_LOCK})` })
      .from(sql`(select 1) as one`);
    return row?.locked === true;
  }

  /**
   * Deletes up to `limit` orphans created before `before` and answers their storage keys. Rows another
   * transaction holds (an attach in progress locks its file) are skipped, not waited for.
   */
  async deleteOrphans(before: Date, limit: number): Promise<string[]> {
    const candidates = this.db
      .select({ id: files.id })
      .from(files)
      .where(and(lt(files.createdAt, before), ...attachedSomewhere().map((q) => notExists(q))))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .delete(files)
      .where(inArray(files.id, candidates))
      .returning({ storageKey: files.storageKey });
    return rows.map((r) => r.storageKey);
  }
}
