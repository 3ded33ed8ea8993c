import { type TLocation, ZLocation, ZUuid } from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';
import { quietWhenMissing } from './quiet-missing';

/** Signed links (the QR sheet) live an hour: refetch well before, while the page stays open. */
export const SIGNED_LINK_REFRESH_MS = 30 * 60_000;

export function getLocation(id: string, signal?: AbortSignal): Promise<TLocation> {
  return apiRequest(`/locations/${id}`, {
    schema: import.meta.env.DEV ? ZLocation : undefined,
    signal,
    quiet: quietWhenMissing,
  });
}

export const locationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.location(id),
    queryFn: ({ signal }) => getLocation(id, signal),
    // An id that is not even a UUID cannot exist: the page shows "not found" without asking.
    enabled: ZUuid.safeParse(id).success,
    refetchInterval: SIGNED_LINK_REFRESH_MS,
  });

export function useLocationDetail(id: string) {
  return useQuery(locationQueryOptions(id));
}
