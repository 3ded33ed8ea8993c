import { type TOccurrenceListQuery, type TOccurrencePage, ZOccurrencePage } from '@cleanops/contracts';
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';
import { keep, kept } from '@/shared/offline/offline-db';
import { useAuthStore } from '@/shared/stores/auth-store';

export function getOccurrences(
  query: TOccurrenceListQuery,
  signal?: AbortSignal,
  quietOffline = false,
): Promise<TOccurrencePage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return apiRequest(`/occurrences?${params}`, {
    schema: import.meta.env.DEV ? ZOccurrencePage : undefined,
    signal,
    quiet: quietOffline ? (error) => error.isNetworkError : undefined,
  });
}

/** My work's lists are kept on the device as last seen, and shown from there without signal. */
async function getMyWork(query: TOccurrenceListQuery, signal?: AbortSignal): Promise<TOccurrencePage> {
  const userId = useAuthStore.getState().user?.id;
  const key = `list:${JSON.stringify(query)}`;
  try {
    const page = await getOccurrences(query, signal, true);
    if (userId) await keep(userId, key, page).catch(() => undefined);
    return page;
  } catch (error) {
    if (!userId || !isApiError(error) || !error.isNetworkError) throw error;
    const copy = await kept<TOccurrencePage>(userId, key).catch(() => undefined);
    if (!copy) throw error;
    return copy;
  }
}

/**
 * A cleaner keeps "My work" open all day while jobs are added, taken by team mates or turned overdue,
 * so unlike the app's default (SPEC.md §9) it asks again on focus, on reconnect and every few minutes.
 */
export const myWorkQueryOptions = (query: TOccurrenceListQuery) =>
  queryOptions({
    queryKey: queryKeys.occurrenceList(query),
    queryFn: ({ signal }) => getMyWork(query, signal),
    networkMode: 'offlineFirst',
    staleTime: 30_000,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
    refetchInterval: 5 * 60_000,
  });
