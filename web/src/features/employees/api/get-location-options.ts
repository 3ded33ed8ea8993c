import { type TLocationPage, ZLocationPage } from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/** Same parameters the locations list would send, so the cache entry has the same shape. */
const LOCATION_OPTIONS_QUERY = { page: 1, pageSize: 100, sortBy: 'title', sortDir: 'asc' } as const;

export function getLocationOptions(signal?: AbortSignal): Promise<TLocationPage> {
  return apiRequest('/locations?page=1&pageSize=100&sortBy=title&sortDir=asc', {
    schema: ZLocationPage,
    signal,
  });
}

/** Locations for the invite form's optional location, fetched when the form opens. */
export function useLocationOptions(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.locationList(LOCATION_OPTIONS_QUERY),
      queryFn: ({ signal }) => getLocationOptions(signal),
      enabled,
    }),
  );
}
