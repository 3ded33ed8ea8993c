import { type TOccurrenceDetail, ZOccurrenceDetail } from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/** A missing job (or another workspace's, or a mangled id in the address) is a not-found page, not a toast. */
export function getOccurrence(id: string, signal?: AbortSignal): Promise<TOccurrenceDetail> {
  return apiRequest(`/occurrences/${id}`, {
    schema: ZOccurrenceDetail,
    signal,
    quiet: (error) => error.status === 404 || error.status === 400,
  });
}

export const occurrenceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.occurrence(id),
    queryFn: ({ signal }) => getOccurrence(id, signal),
    // Photo links are signed for a limited time, and a team mate may take the job meanwhile.
    staleTime: 30_000,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });

export function useOccurrence(id: string) {
  return useQuery(occurrenceQueryOptions(id));
}
