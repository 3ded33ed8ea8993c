import type { TLanguage } from '@cleanops/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type CalendarFeedRow, calendarFeeds, locations, tasks } from '../../db/schema';

/** The feeds' rows and what a feed lists; every read of a caller's data is scoped by workspace. */
export class CalendarRepository {
  constructor(private readonly db: Db | Tx) {}

  private ownFeed(userId: string, locationId: string | null) {
    return and(
      eq(calendarFeeds.userId, userId),
      locationId ? eq(calendarFeeds.locationId, locationId) : isNull(calendarFeeds.locationId),
    );
  }

  async find(workspaceId: string, userId: string, locationId: string | null) {
    const [row] = await this.db
      .select()
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.workspaceId, workspaceId), this.ownFeed(userId, locationId)));
    return row;
  }

  /**
   * Makes the person's feed or gives it a new token. The hash is replaced in place, so from this
   * commit on the old address finds nothing; two requests at once leave the later one's token.
   */
  async renew(values: {
    workspaceId: string;
    userId: string;
    locationId: string | null;
    tokenHash: string;
    language: TLanguage;
    createdAt: Date;
  }): Promise<CalendarFeedRow> {
    const [row] = await this.db
      .insert(calendarFeeds)
      .values(values)
      .onConflictDoUpdate({
        target: values.locationId ? [calendarFeeds.userId, calendarFeeds.locationId] : [calendarFeeds.userId],
        targetWhere: values.locationId
          ? sql`${calendarFeeds.locationId} is not null`
          : sql`${calendarFeeds.locationId} is null`,
        set: {
          tokenHash: values.tokenHash,
          language: values.language,
          createdAt: values.createdAt,
          workspaceId: values.workspaceId,
        },
      })
      .returning();
    return row!;
  }

  async findByHash(tokenHash: string): Promise<CalendarFeedRow | undefined> {
    const [row] = await this.db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
    return row;
  }

  async locationInWorkspace(workspaceId: string, locationId: string) {
    const [row] = await this.db
      .select({ id: locations.id, title: locations.title, timezone: locations.timezone })
      .from(locations)
      .where(and(eq(locations.id, locationId), eq(locations.workspaceId, workspaceId)));
    return row;
  }

  /** The tasks of some jobs with their locations, as an event needs them. */
  async tasksWithLocations(taskIds: string[]) {
    if (!taskIds.length) return [];
    return this.db
      .select({
        id: tasks.id,
        title: tasks.title,
        titleKey: tasks.titleKey,
        location: {
          title: locations.title,
          address: locations.address,
          timezone: locations.timezone,
        },
      })
      .from(tasks)
      .innerJoin(locations, eq(locations.id, tasks.locationId))
      .where(inArray(tasks.id, taskIds));
  }
}
