import { and, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notificationDeliveries, notifications, users } from '../../../db/schema';

export interface NotificationFailuresPage {
  from?: string;
  sortDir: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** Notification copies whose delivery failed for good (state failed), across every workspace. */
export class NotificationFailuresRepository {
  constructor(private readonly db: Db) {}

  async list(query: NotificationFailuresPage) {
    const conditions: SQL[] = [eq(notificationDeliveries.state, 'failed')];
    if (query.from) conditions.push(gte(notificationDeliveries.createdAt, new Date(query.from)));
    const where = and(...conditions);
    const order =
      query.sortDir === 'asc' ? notificationDeliveries.createdAt : desc(notificationDeliveries.createdAt);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select({
          id: notificationDeliveries.id,
          channel: notificationDeliveries.channel,
          to: notificationDeliveries.to,
          attempts: notificationDeliveries.attempts,
          lastError: notificationDeliveries.lastError,
          createdAt: notificationDeliveries.createdAt,
          event: notifications.event,
          workspaceId: notifications.workspaceId,
          recipient: {
            id: users.id,
            name: users.name,
            surname: users.surname,
            email: users.email,
            phone: users.phone,
          },
        })
        .from(notificationDeliveries)
        .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
        .leftJoin(users, eq(users.id, notifications.userId))
        .where(where)
        .orderBy(order, desc(notificationDeliveries.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ total: count() }).from(notificationDeliveries).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }
}
