import { type TOccurrenceListQuery, type TOccurrencePage, ZOccurrencePage } from '@cleanops/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

export function getOccurrences(query: TOccurrenceListQuery, signal?: AbortSignal): Promise<TOccurrencePage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return apiRequest(`/occurrences?${params}`, { schema: ZOccurrencePage, signal });
}

/**
 * A cleaner keeps "My work" open all day while jobs are added, taken by team mates or turned overdue,
 * so unlike the app's default (SPEC.md §9) it asks again on focus, on reconnect and every few minutes.
 */
export const myWorkQueryOptions = (query: TOccurrenceListQuery) =>
  queryOptions({
    queryKey: queryKeys.occurrenceList(query),
    queryFn: ({ signal }) => getOccurrences(query, signal),
    staleTime: 30_000,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
    refetchInterval: 5 * 60_000,
  });
