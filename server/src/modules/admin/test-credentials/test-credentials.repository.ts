import { and, asc, count, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { logs, testCredentials, users } from '../../../db/schema';

export interface TestCredentialsPage {
  sortBy: 'credential' | 'createdAt' | 'expiresAt';
  sortDir: 'asc' | 'desc';
  status: 'active' | 'expired' | 'all';
  page: number;
  pageSize: number;
}

export type TestCredentialRow = typeof testCredentials.$inferSelect;

/** Test credentials (DECISIONS.md §3); their uses are the `use_test_credentials` log lines. */
export class TestCredentialsRepository {
  constructor(private readonly db: Db | Tx) {}

  /** Creating one is decided under this lock, so two at once cannot both be the 10th. */
  async lock(): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtextextended('test_credentials', 0))`);
  }

  async countActive(now: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(testCredentials)
      .where(gt(testCredentials.expiresAt, now));
    return row?.n ?? 0;
  }

  async activeFor(contact: string, now: Date): Promise<TestCredentialRow | undefined> {
    const [row] = await this.db
      .select()
      .from(testCredentials)
      .where(and(eq(testCredentials.contact, contact), gt(testCredentials.expiresAt, now)))
      .limit(1);
    return row;
  }

  async insert(values: typeof testCredentials.$inferInsert): Promise<TestCredentialRow> {
    const [row] = await this.db.insert(testCredentials).values(values).returning();
    return row!;
  }

  async delete(id: string): Promise<TestCredentialRow | undefined> {
    const [row] = await this.db.delete(testCredentials).where(eq(testCredentials.id, id)).returning();
    return row;
  }

  async list(now: Date, page: TestCredentialsPage, onlyId?: string) {
    const where = and(
      onlyId ? eq(testCredentials.id, onlyId) : undefined,
      page.status === 'active' ? gt(testCredentials.expiresAt, now) : undefined,
      page.status === 'expired' ? lte(testCredentials.expiresAt, now) : undefined,
    );
    const direction = page.sortDir === 'asc' ? asc : desc;
    const column = {
      credential: testCredentials.contact,
      createdAt: testCredentials.createdAt,
      expiresAt: testCredentials.expiresAt,
    }[page.sortBy];
    const order: SQL[] = [direction(column), desc(testCredentials.createdAt), desc(testCredentials.id)];
    const uses = sql<number>`(select count(*)::int from ${logs}
      where ${logs.action} = 'use_test_credentials' and ${logs.data}->>'credentialId' = ${testCredentials.id}::text)`;
    const [rows, [totals]] = await Promise.all([
      this.db
        .select({
          credential: testCredentials,
          uses,
          creator: {
            id: users.id,
            name: users.name,
            surname: users.surname,
            email: users.email,
            phone: users.phone,
            type: users.type,
          },
        })
        .from(testCredentials)
        .leftJoin(users, eq(users.id, testCredentials.createdBy))
        .where(where)
        .orderBy(...order)
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize),
      this.db.select({ total: count() }).from(testCredentials).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }
}
