import { queryClient, queryPersister } from '../api/query-client';
import { clearKeptPages } from '../offline/offline-db';
import { clearRuntimeCaches } from '../pwa/service-worker';
import { useAuthStore } from '../stores/auth-store';
import { useFiltersStore } from '../stores/filters-store';
import { useUiStore } from '../stores/ui-store';

/**
 * The logout rule (SPEC.md §4): filters (with the selected location and room), UI state, user,
 * auth flag, rights, redirect, every cached query, the service worker's runtime caches and the
 * jobs kept for offline use go; the region stays. Steps not sent yet stay on the device under their
 * person (offline-db.ts), sent when that person signs in again and shown to no one else.
 */
export function clearSession(): void {
  useFiltersStore.getState().reset();
  useUiStore.getState().reset();
  useAuthStore.getState().reset();
  queryClient.clear();
  void queryPersister.removeClient();
  void clearRuntimeCaches();
  void clearKeptPages();
}

type Navigate = (path: string) => Promise<void> | void;
let navigateHome: Navigate = () => {
  window.history.replaceState(null, '', '/');
};

/** The router registers itself so that leaving the session moves to / before the layouts swap. */
export function setSessionNavigator(navigate: Navigate): void {
  navigateHome = navigate;
}

let ending: Promise<void> | null = null;

/** Leaves the signed-in app: to / first (so no deep link is remembered as a redirect), then clears. */
export function endSession(): Promise<void> {
  ending ??= (async () => {
    try {
      await navigateHome('/');
    } finally {
      clearSession();
      ending = null;
    }
  })();
  return ending;
}
