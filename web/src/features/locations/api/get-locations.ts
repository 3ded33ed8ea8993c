import { type TLocationListQuery, type TLocationPage, ZLocationPage } from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

export function getLocations(query: TLocationListQuery, signal?: AbortSignal): Promise<TLocationPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return apiRequest(`/locations?${params}`, { schema: ZLocationPage, signal });
}

export const locationsQueryOptions = (query: TLocationListQuery) =>
  queryOptions({
    queryKey: queryKeys.locationList(query),
    queryFn: ({ signal }) => getLocations(query, signal),
    // Paging, sorting and typing in the search keep the current rows on screen until the next arrive.
    placeholderData: keepPreviousData,
  });

export function useLocations(query: TLocationListQuery) {
  return useQuery(locationsQueryOptions(query));
}
