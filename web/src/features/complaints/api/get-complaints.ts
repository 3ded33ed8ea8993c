import { type TComplaintListQuery, type TComplaintPage, ZComplaintPage } from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

export function getComplaints(query: TComplaintListQuery, signal?: AbortSignal): Promise<TComplaintPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return apiRequest(`/complaints?${params}`, {
    schema: import.meta.env.DEV ? ZComplaintPage : undefined,
    signal,
  });
}

export const complaintsQueryOptions = (query: TComplaintListQuery) =>
  queryOptions({
    queryKey: queryKeys.complaintList(query),
    queryFn: ({ signal }) => getComplaints(query, signal),
    // Changing a filter or the page keeps the current cards on screen until the next arrive.
    placeholderData: keepPreviousData,
  });

export function useComplaints(query: TComplaintListQuery) {
  return useQuery(complaintsQueryOptions(query));
}
