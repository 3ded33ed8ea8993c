import type { TAppPlatform } from '@cleanops/contracts';
import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { appVersions } from '../../db/schema';

export type AppVersionRow = typeof appVersions.$inferSelect;

export class AppVersionsRepository {
  constructor(private readonly db: Db | Tx) {}

  /** The newest release so far: a version dated in the future is not out yet. */
  async latestReleased(platform: TAppPlatform, now: Date): Promise<AppVersionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(appVersions)
      .where(and(eq(appVersions.platform, platform), lte(appVersions.releasedAt, now)))
      .orderBy(desc(appVersions.releasedAt), desc(appVersions.createdAt))
      .limit(1);
    return row;
  }

  async list(query: { platform?: TAppPlatform; sortDir: 'asc' | 'desc'; page: number; pageSize: number }) {
    const where = query.platform ? eq(appVersions.platform, query.platform) : undefined;
    const order =
      query.sortDir === 'asc'
        ? [appVersions.releasedAt, appVersions.createdAt]
        : [desc(appVersions.releasedAt), desc(appVersions.createdAt)];
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(appVersions)
        .where(where)
        .orderBy(...order, appVersions.id)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ total: count() }).from(appVersions).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  /** Inserts unless the platform already has this number; undefined then. */
  async insert(values: typeof appVersions.$inferInsert): Promise<AppVersionRow | undefined> {
    const [row] = await this.db.insert(appVersions).values(values).onConflictDoNothing().returning();
    return row;
  }

  async delete(id: string): Promise<AppVersionRow | undefined> {
    const [row] = await this.db.delete(appVersions).where(eq(appVersions.id, id)).returning();
    return row;
  }
}
