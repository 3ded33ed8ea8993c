import type { TMessagingType } from '@cleanops/contracts';
import { and, asc, count, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { codeFailures, loginCodes, logs } from '../../../db/schema';

export interface ActiveCodesPage {
  sortBy: 'createdAt' | 'code';
  sortDir: 'asc' | 'desc';
  channel?: TMessagingType;
  page: number;
  pageSize: number;
}

/** Live codes for the super admin (DECISIONS.md §11). The hash is never selected: only the tail is. */
export class ActiveCodesRepository {
  constructor(private readonly db: Db) {}

  async list(now: Date, page: ActiveCodesPage) {
    const where = and(
      isNull(loginCodes.consumedAt),
      isNull(loginCodes.voidedAt),
      gt(loginCodes.expiresAt, now),
      page.channel ? eq(loginCodes.channel, page.channel) : undefined,
    );
    const direction = page.sortDir === 'asc' ? asc : desc;
    const order: SQL[] =
      page.sortBy === 'code'
        ? [sql`${loginCodes.codeTail} ${sql.raw(page.sortDir)} nulls last`, desc(loginCodes.createdAt)]
        : [direction(loginCodes.createdAt)];
    // The wrong tries made while this code was live. (The lockout counts them per contact, DECISIONS.md
    // §3; a row here is one code.) Joined rather than a correlated subquery: a one-table select names
    // its columns without their table, and the subquery's condition compared the failures with
    // themselves, counting every failure on the platform.
    const tries = this.db
      .select({ codeId: codeFailures.codeId, n: count().as('n') })
      .from(codeFailures)
      .groupBy(codeFailures.codeId)
      .as('tries');
    const wrongTries = sql<number>`coalesce(${tries.n}, 0)::int`;
    const [rows, [totals]] = await Promise.all([
      this.db
        .select({
          id: loginCodes.id,
          contact: loginCodes.contact,
          channel: loginCodes.channel,
          purpose: loginCodes.purpose,
          codeTail: loginCodes.codeTail,
          wrongTries,
          createdAt: loginCodes.createdAt,
          expiresAt: loginCodes.expiresAt,
        })
        .from(loginCodes)
        .leftJoin(tries, eq(tries.codeId, loginCodes.id))
        .where(where)
        .orderBy(...order, desc(loginCodes.id))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize),
      this.db.select({ total: count() }).from(loginCodes).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  /** What this admin's newest view of the list showed, if it was logged since `since`. */
  async lastViewLogged(userId: string, since: Date): Promise<Record<string, unknown> | null> {
    const [row] = await this.db
      .select({ data: logs.data })
      .from(logs)
      .where(and(eq(logs.userId, userId), eq(logs.action, 'get_active_codes'), gt(logs.createdAt, since)))
      .orderBy(desc(logs.createdAt))
      .limit(1);
    return row ? (row.data ?? {}) : null;
  }
}
