import { type TNotificationPage, ZNotificationPage } from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/** The drawer lists the newest ones; the unread count covers the whole feed. */
export const FEED_PAGE_SIZE = 20;
const POLL_MS = 60_000;

export function getNotifications(signal?: AbortSignal): Promise<TNotificationPage> {
  const query = new URLSearchParams({ page: '1', pageSize: String(FEED_PAGE_SIZE) });
  return apiRequest(`/notifications?${query}`, {
    schema: import.meta.env.DEV ? ZNotificationPage : undefined,
    signal,
    // A poll every minute must not toast every minute while offline: the drawer shows the failure.
    quiet: () => true,
  });
}

/**
 * Like the invite lists (SPEC.md §9), the feed is an exception to "no refetch on focus": the bell is
 * how people learn of new work, so it asks on every load (the persisted cache would otherwise show
 * the count of the last visit for a minute), every minute and whenever the tab comes back.
 */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications,
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: POLL_MS,
    refetchInterval: POLL_MS,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
