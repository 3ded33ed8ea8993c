import { type TOccurrenceDetail, ZOccurrenceDetail } from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';
import { queueReady } from '@/shared/offline/step-queue';
import { keepJob, keptJob, shownJob } from './offline-steps';

/** A missing job (or another workspace's, or a mangled id in the address) is a not-found page, not a toast. */
/** Also what a job's address asks for first, before the page's code arrives (signed-in-routes.tsx). */
export const occurrencePath = (id: string) => `/occurrences/${id}`;

export function getOccurrence(id: string, signal?: AbortSignal): Promise<TOccurrenceDetail> {
  return apiRequest(occurrencePath(id), {
    schema: import.meta.env.DEV ? ZOccurrenceDetail : undefined,
    signal,
    quiet: (error) => error.status === 404 || error.status === 400 || error.isNetworkError,
  });
}

/**
 * The job from the server, kept on the device as it answered; without signal the kept copy.
 * Either way with the steps still waiting on the device applied on top.
 */
async function getJobKeptForOffline(id: string, signal?: AbortSignal): Promise<TOccurrenceDetail> {
  await queueReady();
  try {
    const job = await getOccurrence(id, signal);
    await keepJob(job);
    return shownJob(job);
  } catch (error) {
    if (!isApiError(error) || !error.isNetworkError) throw error;
    const kept = await keptJob(id);
    if (!kept) throw error;
    return shownJob(kept);
  }
}

export const occurrenceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.occurrence(id),
    queryFn: ({ signal }) => getJobKeptForOffline(id, signal),
    // Without signal the kept copy answers, so the query runs rather than waiting for the network.
    networkMode: 'offlineFirst',
    // Photo links are signed for a limited time, and a team mate may take the job meanwhile.
    staleTime: 30_000,
    // A reloaded page reads again: photos taken offline show from object URLs a reload made stale.
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });

export function useOccurrence(id: string) {
  return useQuery(occurrenceQueryOptions(id));
}
