import {
  type TAnalyticsRangeQuery,
  type TLocationsAnalytics,
  ZLocationsAnalytics,
} from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { ASK_ON_OPEN, analyticsKeys, toQueryString } from './analytics-keys';

export function getLocationsAnalytics(
  query: TAnalyticsRangeQuery,
  signal?: AbortSignal,
): Promise<TLocationsAnalytics> {
  return apiRequest(`/analytics/locations?${toQueryString(query)}`, {
    schema: import.meta.env.DEV ? ZLocationsAnalytics : undefined,
    signal,
  });
}

export const locationsAnalyticsQueryOptions = (query: TAnalyticsRangeQuery) =>
  queryOptions({
    ...ASK_ON_OPEN,
    queryKey: analyticsKeys.locations(query),
    queryFn: ({ signal }) => getLocationsAnalytics(query, signal),
    placeholderData: keepPreviousData,
  });

export function useLocationsAnalytics(query: TAnalyticsRangeQuery) {
  return useQuery(locationsAnalyticsQueryOptions(query));
}
