import { type TActiveCodesQuery, type TActiveCodesResponse, ZActiveCodesResponse } from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { adminKeys, toSearch } from './admin-keys';

/** The issue asks for the list to follow new codes every 10 seconds. */
export const ACTIVE_CODES_REFRESH_MS = 10_000;

export function getActiveCodes(
  query: TActiveCodesQuery,
  signal?: AbortSignal,
): Promise<TActiveCodesResponse> {
  return apiRequest(`/admin/active-codes${toSearch(query)}`, {
    schema: import.meta.env.DEV ? ZActiveCodesResponse : undefined,
    signal,
  });
}

export function useActiveCodes(query: TActiveCodesQuery) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.codes(query),
      queryFn: ({ signal }) => getActiveCodes(query, signal),
      placeholderData: keepPreviousData,
      refetchOnMount: 'always',
      refetchInterval: ACTIVE_CODES_REFRESH_MS,
      // A tab in the background need not ask: it asks again when shown.
      refetchIntervalInBackground: false,
    }),
  );
}
