import { and, count, desc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { codeFailures, loginCodes, testCredentials } from '../../db/schema';
import type { CodePurpose } from '../messaging/messaging.types';

export type LoginCodeRow = typeof loginCodes.$inferSelect;
export type NewLoginCodeRow = typeof loginCodes.$inferInsert;

export class CodesRepository {
  constructor(private readonly db: Db | Tx) {}

  /**
   * Holds the contact until the transaction ends, so that sending and checking codes for one contact
   * happen one at a time: every wrong try is counted before the next is checked (DECISIONS.md §3).
   * There is no row per contact to lock; a hash collision only makes two contacts wait on each other.
   */
  async lockContact(contact: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`code:${contact}`}, 0))`);
  }

  async lastSentAt(contact: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: max(loginCodes.createdAt) })
      .from(loginCodes)
      .where(eq(loginCodes.contact, contact));
    return row?.at ?? null;
  }

  async countSentSince(by: { contact: string } | { ip: string }, since: Date): Promise<number> {
    const where = 'contact' in by ? eq(loginCodes.contact, by.contact) : eq(loginCodes.ip, by.ip);
    const [row] = await this.db
      .select({ n: count() })
      .from(loginCodes)
      .where(and(where, gt(loginCodes.createdAt, since)));
    return row?.n ?? 0;
  }

  /** Only the newest code for a contact is valid (DECISIONS.md §3): run under lockContact, it voids the older ones. */
  async replaceActive(values: NewLoginCodeRow): Promise<LoginCodeRow> {
    await this.db
      .update(loginCodes)
      .set({ voidedAt: new Date() })
      .where(
        and(
          eq(loginCodes.contact, values.contact),
          isNull(loginCodes.consumedAt),
          isNull(loginCodes.voidedAt),
        ),
      );
    const [row] = await this.db.insert(loginCodes).values(values).returning();
    return row!;
  }

  async newest(contact: string, purposes: CodePurpose[]): Promise<LoginCodeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(loginCodes)
      .where(and(eq(loginCodes.contact, contact), inArray(loginCodes.purpose, purposes)))
      .orderBy(desc(loginCodes.createdAt))
      .limit(1);
    return row;
  }

  async void(id: string): Promise<void> {
    await this.db.update(loginCodes).set({ voidedAt: new Date() }).where(eq(loginCodes.id, id));
  }

  /** Marks the code used; false if a concurrent request used it first (single use). */
  async consume(id: string): Promise<boolean> {
    const rows = await this.db
      .update(loginCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(loginCodes.id, id), isNull(loginCodes.consumedAt), isNull(loginCodes.voidedAt)))
      .returning({ id: loginCodes.id });
    return rows.length === 1;
  }

  async recordFailure(contact: string, ip: string | null, codeId: string | null = null): Promise<void> {
    await this.db.insert(codeFailures).values({ contact, ip, codeId });
  }

  async failuresSince(contact: string, since: Date): Promise<{ n: number; last: Date | null }> {
    const [row] = await this.db
      .select({ n: count(), last: max(codeFailures.createdAt) })
      .from(codeFailures)
      .where(and(eq(codeFailures.contact, contact), gt(codeFailures.createdAt, since)));
    return { n: row?.n ?? 0, last: row?.last ?? null };
  }

  async clearFailures(contact: string): Promise<void> {
    await this.db.delete(codeFailures).where(eq(codeFailures.contact, contact));
  }

  async activeTestCredential(contact: string, now: Date) {
    const [row] = await this.db
      .select()
      .from(testCredentials)
      .where(and(eq(testCredentials.contact, contact), gt(testCredentials.expiresAt, now)))
      .orderBy(desc(testCredentials.createdAt))
      .limit(1);
    return row;
  }
}
