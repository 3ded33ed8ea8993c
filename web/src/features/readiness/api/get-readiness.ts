import { type TReadinessBoard, type TReadinessPeriod, ZReadinessBoard } from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { periodFromSearch } from '../model/readiness-period';

/** How often an open board asks again: a guest's arrival does not wait for someone to reload. */
export const READINESS_REFRESH_MS = 60_000;

export function readinessPath(period: TReadinessPeriod): string {
  return `/readiness?${new URLSearchParams({ period })}`;
}

/** What the board opened at this address asks for first (requested early, lazy-page.tsx). */
export function firstReadinessPath(search: string): string {
  return readinessPath(periodFromSearch(new URLSearchParams(search)));
}

export function getReadiness(period: TReadinessPeriod, signal?: AbortSignal): Promise<TReadinessBoard> {
  return apiRequest(readinessPath(period), {
    schema: import.meta.env.DEV ? ZReadinessBoard : undefined,
    signal,
  });
}

export const readinessQueryOptions = (period: TReadinessPeriod) =>
  queryOptions({
    queryKey: ['readiness', period] as const,
    queryFn: ({ signal }) => getReadiness(period, signal),
    // Like the dashboard, this board is what needs doing now, so it is the app's other exception to
    // SPEC.md §9's "no refetch on focus": coming back to the tab shows the states as they are.
    refetchInterval: READINESS_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    // Another period keeps the current rows on screen until its own arrive.
    placeholderData: keepPreviousData,
  });

export function useReadiness(period: TReadinessPeriod) {
  return useQuery(readinessQueryOptions(period));
}
