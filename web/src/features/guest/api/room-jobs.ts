import { type TOccurrenceListQuery, type TOccurrencePage, ZOccurrencePage } from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/** Enough for one room's day; the rest is one tap away in My work. */
const PAGE_SIZE = 20;

export function getRoomJobs(query: TOccurrenceListQuery, signal?: AbortSignal): Promise<TOccurrencePage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  // The card says itself that the list could not be loaded; a toast on top would repeat it.
  return apiRequest(`/occurrences?${params}`, { schema: ZOccurrencePage, signal, quiet: () => true });
}

/** GET /occurrences: my jobs in the scanned room that start today (issue 6: a scan by staff offers the room's work). */
export const roomJobsQueryOptions = (roomId: string, range: { from: string; to: string }) => {
  const query: TOccurrenceListQuery = {
    roomIds: [roomId],
    mine: 'true',
    from: range.from,
    to: range.to,
    sortBy: 'startsAt',
    sortDir: 'asc',
    pageSize: PAGE_SIZE,
  };
  return queryOptions({
    queryKey: queryKeys.occurrenceList(query),
    queryFn: ({ signal }) => getRoomJobs(query, signal),
    staleTime: 30_000,
  });
};

export function useRoomJobs(
  roomId: string | undefined,
  range: { from: string; to: string },
  enabled: boolean,
) {
  return useQuery({ ...roomJobsQueryOptions(roomId ?? '', range), enabled: enabled && Boolean(roomId) });
}
