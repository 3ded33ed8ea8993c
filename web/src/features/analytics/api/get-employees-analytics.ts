import {
  type TAnalyticsRangeQuery,
  type TEmployeesAnalytics,
  ZEmployeesAnalytics,
} from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { ASK_ON_OPEN, analyticsKeys, toQueryString } from './analytics-keys';

export function getEmployeesAnalytics(
  query: TAnalyticsRangeQuery,
  signal?: AbortSignal,
): Promise<TEmployeesAnalytics> {
  return apiRequest(`/analytics/employees?${toQueryString(query)}`, {
    schema: import.meta.env.DEV ? ZEmployeesAnalytics : undefined,
    signal,
  });
}

export const employeesAnalyticsQueryOptions = (query: TAnalyticsRangeQuery) =>
  queryOptions({
    ...ASK_ON_OPEN,
    queryKey: analyticsKeys.employees(query),
    queryFn: ({ signal }) => getEmployeesAnalytics(query, signal),
    placeholderData: keepPreviousData,
  });

export function useEmployeesAnalytics(query: TAnalyticsRangeQuery) {
  return useQuery(employeesAnalyticsQueryOptions(query));
}
