import { type TOccurrenceListQuery, type TOccurrencePage, ZOccurrencePage } from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';
import { toSearchParams } from './search-params';

export function getOccurrences(query: TOccurrenceListQuery, signal?: AbortSignal): Promise<TOccurrencePage> {
  return apiRequest(`/occurrences?${toSearchParams(query)}`, {
    schema: import.meta.env.DEV ? ZOccurrencePage : undefined,
    signal,
  });
}

export const occurrencesQueryOptions = (query: TOccurrenceListQuery) =>
  queryOptions({
    queryKey: queryKeys.occurrenceList(query),
    queryFn: ({ signal }) => getOccurrences(query, signal),
    // Filtering and paging keep the current rows on screen until the next arrive.
    placeholderData: keepPreviousData,
    // Jobs start and finish elsewhere (on the cleaners' phones): a visit asks again.
    refetchOnMount: 'always',
  });

export function useOccurrences(query: TOccurrenceListQuery) {
  return useQuery(occurrencesQueryOptions(query));
}
