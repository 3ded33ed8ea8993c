import {
  type TAnalyticsRangeQuery,
  type TEmployeeAnalytics,
  ZEmployeeAnalytics,
  ZUuid,
} from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { ASK_ON_OPEN, analyticsKeys, quietWhenMissing, toQueryString } from './analytics-keys';

export function getEmployeeAnalytics(
  id: string,
  query: TAnalyticsRangeQuery,
  signal?: AbortSignal,
): Promise<TEmployeeAnalytics> {
  return apiRequest(`/analytics/employees/${id}?${toQueryString(query)}`, {
    schema: import.meta.env.DEV ? ZEmployeeAnalytics : undefined,
    signal,
    quiet: quietWhenMissing,
  });
}

export const employeeAnalyticsQueryOptions = (id: string, query: TAnalyticsRangeQuery) =>
  queryOptions({
    ...ASK_ON_OPEN,
    queryKey: analyticsKeys.employee(id, query),
    queryFn: ({ signal }) => getEmployeeAnalytics(id, query, signal),
    enabled: ZUuid.safeParse(id).success,
    placeholderData: keepPreviousData,
  });

export function useEmployeeAnalytics(id: string, query: TAnalyticsRangeQuery) {
  return useQuery(employeeAnalyticsQueryOptions(id, query));
}
