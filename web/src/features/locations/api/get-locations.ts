import { type TLocationListQuery, type TLocationPage, ZLocationPage } from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';
import { parseLocationListParams } from '../hooks/use-location-list-params';

function locationsPath(query: TLocationListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return `/locations?${params}`;
}

export function getLocations(query: TLocationListQuery, signal?: AbortSignal): Promise<TLocationPage> {
  return apiRequest(locationsPath(query), {
    schema: import.meta.env.DEV ? ZLocationPage : undefined,
    signal,
  });
}

/** What the list opened at this address asks for first (requested early, lazy-page.tsx). */
export function firstLocationsPath(search: string): string {
  return locationsPath(parseLocationListParams(new URLSearchParams(search)));
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
