import { type TEmployeeListQuery, type TEmployeePage, ZEmployeePage } from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

export function getEmployees(query: TEmployeeListQuery, signal?: AbortSignal): Promise<TEmployeePage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return apiRequest(`/employees?${params}`, {
    schema: import.meta.env.DEV ? ZEmployeePage : undefined,
    signal,
  });
}

export const employeesQueryOptions = (query: TEmployeeListQuery) =>
  queryOptions({
    queryKey: queryKeys.employeeList(query),
    queryFn: ({ signal }) => getEmployees(query, signal),
    // Paging and typing in the search keep the current rows on screen until the next arrive.
    placeholderData: keepPreviousData,
    // The list changes when an invitee accepts, elsewhere: it follows the invite lists' rule
    // (SPEC.md §9) and asks again on every visit, focus and reconnect.
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });

export function useEmployees(query: TEmployeeListQuery) {
  return useQuery(employeesQueryOptions(query));
}
