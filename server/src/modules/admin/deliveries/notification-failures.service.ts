import type { TNotificationFailuresResponse } from '@cleanops/contracts';
import type { Db } from '../../../db/client';
import { personRef, workspaceRefs } from '../workspaces/workspace-refs.repository';
import {
  type NotificationFailuresPage,
  NotificationFailuresRepository,
} from './notification-failures.repository';

/**
 * The list behind the dashboard's "notification copies failed" (each figure opens its
 * list): who was not reached, by which channel and address, and what the provider last said.
 */
export async function notificationFailures(
  db: Db,
  query: NotificationFailuresPage,
): Promise<TNotificationFailuresResponse> {
  const { rows, total } = await new NotificationFailuresRepository(db).list(query);
  const refs = await workspaceRefs(
    db,
    rows.map((r) => r.workspaceId),
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      event: r.event,
      channel: r.channel,
      to: r.to,
      recipient: r.recipient?.id ? personRef({ ...r.recipient, id: r.recipient.id }) : null,
      workspace: r.workspaceId ? (refs.get(r.workspaceId) ?? null) : null,
      attempts: r.attempts,
      lastError: r.lastError,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
