import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import { browserStorage } from '../stores/browser-storage';
import { isApiError } from './api-error';

const MINUTE = 60_000;
export const CACHE_MAX_AGE = 24 * 60 * MINUTE;

/** Only a request that got no answer is worth repeating; an HTTP error would repeat itself (SPEC.md §9). */
export function retryNetworkErrorOnce(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isApiError(error) && error.isNetworkError;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: CACHE_MAX_AGE,
      staleTime: 5 * MINUTE,
      retry: retryNetworkErrorOnce,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
    mutations: { retry: false },
  },
});

export const queryPersister = createSyncStoragePersister({
  storage: browserStorage,
  key: 'cleanops-query-cache',
});
