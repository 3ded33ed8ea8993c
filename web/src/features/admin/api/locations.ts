import {
  type TAdminLocationListQuery,
  type TAdminLocationPage,
  ZAdminLocationPage,
} from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { adminKeys, toSearch } from './admin-keys';

export function getAdminLocations(
  query: TAdminLocationListQuery,
  signal?: AbortSignal,
): Promise<TAdminLocationPage> {
  return apiRequest(`/admin/locations${toSearch(query)}`, {
    schema: import.meta.env.DEV ? ZAdminLocationPage : undefined,
    signal,
  });
}

export function useAdminLocations(query: TAdminLocationListQuery) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.locations(query),
      queryFn: ({ signal }) => getAdminLocations(query, signal),
      placeholderData: keepPreviousData,
      refetchOnMount: 'always',
    }),
  );
}
