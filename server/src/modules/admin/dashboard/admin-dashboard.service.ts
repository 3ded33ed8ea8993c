import { MESSAGING_TYPES, type TAdminDashboard } from '@cleanops/contracts';
import type { Db } from '../../../db/client';
import { AdminDashboardRepository } from './admin-dashboard.repository';

/** SPEC.md §2 /admin-dashboard: the platform at a glance, each figure a link to its list. */
export async function adminDashboard(db: Db, timezone = 'UTC'): Promise<TAdminDashboard> {
  const repo = new AdminDashboardRepository(db);
  const todayStartsAt = await repo.todayStart(timezone);
  const [users, workspaces, subscriptions, renewalsWaiting, codes, notificationCopiesFailed] =
    await Promise.all([
      repo.users(),
      repo.workspaces(),
      repo.subscriptions(),
      repo.renewalsWaiting(),
      repo.codesSince(todayStartsAt),
      repo.notificationCopiesFailedSince(todayStartsAt),
    ]);
  // Every channel shows, with zeros when nothing went by it today.
  const codesToday = MESSAGING_TYPES.map(
    (channel) => codes.find((c) => c.channel === channel) ?? { channel, sent: 0, failed: 0 },
  );
  return {
    users,
    workspaces,
    subscriptions,
    renewalsWaiting,
    codesToday,
    notificationCopiesFailed,
    todayStartsAt: todayStartsAt.toISOString(),
  };
}
