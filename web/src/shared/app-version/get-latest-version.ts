import type { TLatestAppVersionResponse } from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type ReplyCheck } from '../api/client';
import { BUILD_ID } from './build-info';

const MINUTE = 60_000;
/** A page left open all day still learns of a deployment within this time, or at once when shown again. */
const CHECK_EVERY_MS = 5 * MINUTE;

/**
 * The reply's shape as ZLatestAppVersionResponse has it, checked without zod: this check runs on every
 * page, the sign-in pages too, which do not load zod. Only `build` is read here; whoever
 * shows `latest` gets it as the server sent it.
 */
const latestVersionReply: ReplyCheck<TLatestAppVersionResponse> = {
  safeParse(json: unknown) {
    const reply = json as Partial<TLatestAppVersionResponse> | null;
    const ok =
      typeof reply === 'object' &&
      reply !== null &&
      typeof reply.platform === 'string' &&
      (reply.build === null || typeof reply.build === 'string') &&
      (reply.latest === null || (typeof reply.latest === 'object' && reply.latest !== undefined));
    return ok
      ? { success: true as const, data: reply as TLatestAppVersionResponse }
      : { success: false as const };
  },
};

export function getLatestWebVersion(): Promise<TLatestAppVersionResponse> {
  // A background check: a failure is not the user's business, the next check will do.
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
