import { type TLocation, ZLocation, ZUuid } from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/**
 * The location the bookings belong to (its name, type and times), under the places screens' own key:
 * the location page and this one share one cached copy. A missing one is shown on the page, not toasted.
 */
export function getRental(id: string, signal?: AbortSignal): Promise<TLocation> {
  return apiRequest(`/locations/${id}`, {
    schema: import.meta.env.DEV ? ZLocation : undefined,
    signal,
    quiet: (error) => error.status === 404,
  });
}

export const rentalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.location(id),
    queryFn: ({ signal }) => getRental(id, signal),
    enabled: ZUuid.safeParse(id).success,
  });

export function useRental(id: string) {
  return useQuery(rentalQueryOptions(id));
}
