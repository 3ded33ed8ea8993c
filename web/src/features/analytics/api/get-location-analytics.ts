import {
  type TAnalyticsRangeQuery,
  type TLocationAnalytics,
  ZLocationAnalytics,
  ZUuid,
} from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { ASK_ON_OPEN, analyticsKeys, quietWhenMissing, toQueryString } from './analytics-keys';

export function getLocationAnalytics(
  id: string,
  query: TAnalyticsRangeQuery,
  signal?: AbortSignal,
): Promise<TLocationAnalytics> {
  return apiRequest(`/analytics/locations/${id}?${toQueryString(query)}`, {
    schema: import.meta.env.DEV ? ZLocationAnalytics : undefined,
    signal,
    quiet: quietWhenMissing,
  });
}

export const locationAnalyticsQueryOptions = (id: string, query: TAnalyticsRangeQuery) =>
  queryOptions({
    ...ASK_ON_OPEN,
    queryKey: analyticsKeys.location(id, query),
    queryFn: ({ signal }) => getLocationAnalytics(id, query, signal),
    // An id that is not even a UUID cannot exist: the page shows "not found" without asking.
    enabled: ZUuid.safeParse(id).success,
    placeholderData: keepPreviousData,
  });

export function useLocationAnalytics(id: string, query: TAnalyticsRangeQuery) {
  return useQuery(locationAnalyticsQueryOptions(id, query));
}
