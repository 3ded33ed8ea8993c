import {
  type TAnalyticsOverview,
  type TAnalyticsOverviewQuery,
  ZAnalyticsOverview,
} from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { ASK_ON_OPEN, analyticsKeys, toQueryString } from './analytics-keys';

export function getOverview(
  query: TAnalyticsOverviewQuery,
  signal?: AbortSignal,
): Promise<TAnalyticsOverview> {
  return apiRequest(`/analytics/overview?${toQueryString(query)}`, {
    schema: import.meta.env.DEV ? ZAnalyticsOverview : undefined,
    signal,
  });
}

export const overviewQueryOptions = (query: TAnalyticsOverviewQuery) =>
  queryOptions({
    ...ASK_ON_OPEN,
    queryKey: analyticsKeys.overview(query),
    queryFn: ({ signal }) => getOverview(query, signal),
    // A new range keeps the current figures on screen until the next arrive.
    placeholderData: keepPreviousData,
  });

export function useOverview(query: TAnalyticsOverviewQuery) {
  return useQuery(overviewQueryOptions(query));
}
