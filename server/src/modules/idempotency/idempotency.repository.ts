import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type IdempotencyKeyRow, idempotencyKeys } from '../../db/schema';

export interface KeyClaim {
  userId: string;
  key: string;
  workspaceId: string;
  step: string;
  occurrenceId: string | null;
  requestHash: string;
}

/** The idempotency_keys table (db/schema/idempotency-keys.ts). */
export class IdempotencyRepository {
  constructor(private readonly db: Db | Tx) {}

  /**
   * Claims the key for this transaction; false when a row exists. A claim of the same key by a
   * transaction still running makes PostgreSQL wait for it here: after its commit this answers false
   * (and the caller reads what it stored), after its rollback the claim is ours.
   */
  async claim(claim: KeyClaim): Promise<boolean> {
    const rows = await this.db
      .insert(idempotencyKeys)
      .values(claim)
      .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
      .returning({ key: idempotencyKeys.key });
    return rows.length > 0;
  }

  async find(userId: string, key: string): Promise<IdempotencyKeyRow | undefined> {
    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return row;
  }

  async saveAnswer(userId: string, key: string, status: number, body: unknown): Promise<void> {
    await this.db
      .update(idempotencyKeys)
      .set({ status, body })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  }

  /** Deletes up to `limit` keys made before `before`; answers how many. */
  async deleteOlderThan(before: Date, limit: number): Promise<number> {
    const rows = await this.db
      .delete(idempotencyKeys)
      .where(
        sql`(${idempotencyKeys.userId}, ${idempotencyKeys.key}) in (
          select user_id, key from idempotency_keys where created_at < ${before.toISOString()} limit ${limit})`,
      )
      .returning({ key: idempotencyKeys.key });
    return rows.length;
  }
}
