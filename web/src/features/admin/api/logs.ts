import { type TAdminLogsQuery, type TAdminLogsResponse, ZAdminLogsResponse } from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { adminKeys, toSearch } from './admin-keys';

export function getAdminLogs(query: TAdminLogsQuery, signal?: AbortSignal): Promise<TAdminLogsResponse> {
  return apiRequest(`/admin/logs${toSearch(query)}`, {
    schema: import.meta.env.DEV ? ZAdminLogsResponse : undefined,
    signal,
  });
}

export function useAdminLogs(query: TAdminLogsQuery) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.logs(query),
      queryFn: ({ signal }) => getAdminLogs(query, signal),
      placeholderData: keepPreviousData,
      refetchOnMount: 'always',
    }),
  );
}
