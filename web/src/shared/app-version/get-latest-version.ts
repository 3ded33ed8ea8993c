import type { TLatestAppVersionResponse } from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client';
import { latestVersionReply } from '../api/reply';
import { BUILD_ID } from './build-info';

const MINUTE = 60_000;
/** A page left open all day still learns of a deployment within this time, or at once when shown again. */
const CHECK_EVERY_MS = 5 * MINUTE;

export function getLatestWebVersion(): Promise<TLatestAppVersionResponse> {
  // A background check: a failure is not the user's business, the next check will do. Every page
  // makes it, the sign-in pages too, so its reply has a plain guard (shared/api/reply.ts).
  return apiRequest('/app-versions/latest?platform=web', {
    schema: latestVersionReply,
    quiet: () => true,
  });
}

export const latestWebVersionQueryOptions = () =>
  queryOptions({
    queryKey: ['app-versions', 'latest', 'web'] as const,
    queryFn: getLatestWebVersion,
    staleTime: 0,
    refetchInterval: CHECK_EVERY_MS,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });

/**
 * Whether the server now serves another build than the one this page runs (DECISIONS.md §11). Only a
 * reply fetched by this page counts: a copy restored from the persisted cache may be an old answer.
 */
export function useNewVersionAvailable(): boolean {
  const { data, isFetchedAfterMount } = useQuery(latestWebVersionQueryOptions());
  return isFetchedAfterMount && !!data?.build && data.build !== BUILD_ID;
}
