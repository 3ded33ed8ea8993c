import { type TPhotoReportPage, type TPhotoReportQuery, ZPhotoReportPage } from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';
import { toSearchParams } from './search-params';

/** Photo links are signed for an hour: refetch well before, while the page stays open. */
const SIGNED_LINK_REFRESH_MS = 30 * 60_000;

export function getPhotoReports(query: TPhotoReportQuery, signal?: AbortSignal): Promise<TPhotoReportPage> {
  return apiRequest(`/photo-reports?${toSearchParams(query)}`, {
    schema: import.meta.env.DEV ? ZPhotoReportPage : undefined,
    signal,
  });
}

export const photoReportsQueryOptions = (query: TPhotoReportQuery) =>
  queryOptions({
    queryKey: queryKeys.photoReports(query),
    queryFn: ({ signal }) => getPhotoReports(query, signal),
    placeholderData: keepPreviousData,
    // A persisted copy holds links that may have expired: a visit asks again.
    refetchOnMount: 'always',
    refetchInterval: SIGNED_LINK_REFRESH_MS,
  });

export function usePhotoReports(query: TPhotoReportQuery) {
  return useQuery(photoReportsQueryOptions(query));
}
