import type { TNotification, TNotificationPage, ZNotificationListQuery } from '@cleanops/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { NotificationRow } from '../../db/schema';
import { NotificationsRepository } from './notifications.repository';

type ListQuery = z.output<typeof ZNotificationListQuery>;

/** Whose feed: the signed-in person and the workspace they are in now (null between jobs). */
export interface FeedOwner {
  userId: string;
  workspaceId: string | null;
}

const toNotification = (row: NotificationRow): TNotification => ({
  id: row.id,
  event: row.event,
  data: row.data,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The in-app feed (SPEC.md §3 notification settings): each person reads and marks only their own rows. */
export class NotificationsService {
  private readonly repo: NotificationsRepository;

  constructor(db: Db) {
    this.repo = new NotificationsRepository(db);
  }

  async list(owner: FeedOwner, query: ListQuery): Promise<TNotificationPage> {
    const { rows, total, unread } = await this.repo.feedPage(owner.userId, owner.workspaceId, query);
    return { items: rows.map(toNotification), total, unread, page: query.page, pageSize: query.pageSize };
  }

  /** Marks the given rows of mine read (all of them without ids) and answers how many stay unread. */
  async markRead(owner: FeedOwner, ids: string[] | undefined): Promise<{ unread: number }> {
    await this.repo.markRead(owner.userId, owner.workspaceId, ids, new Date());
    return { unread: await this.repo.unreadCount(owner.userId, owner.workspaceId) };
  }
}
