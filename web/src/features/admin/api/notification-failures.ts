import {
  type TNotificationFailuresQuery,
  type TNotificationFailuresResponse,
  ZNotificationFailuresResponse,
} from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { adminKeys, toSearch } from './admin-keys';

export function getNotificationFailures(
  query: TNotificationFailuresQuery,
  signal?: AbortSignal,
): Promise<TNotificationFailuresResponse> {
  return apiRequest(`/admin/notification-failures${toSearch(query)}`, {
    schema: import.meta.env.DEV ? ZNotificationFailuresResponse : undefined,
    signal,
  });
}

export function useNotificationFailures(query: TNotificationFailuresQuery) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.notificationFailures(query),
      queryFn: ({ signal }) => getNotificationFailures(query, signal),
      placeholderData: keepPreviousData,
      refetchOnMount: 'always',
    }),
  );
}
