import { useEffect, useSyncExternalStore } from 'react';
import { reloadQueue, syncNow, useQueuedSteps } from './step-queue';

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser believes it has a network (a false "online" is found out by the first send). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

/** While something waits, a send is tried this often, in case "online" came without a working signal. */
const RETRY_MS = 20_000;

/**
 * Keeps the queue moving on the pages a staff member works from: sends at once when the signal
 * returns, on opening the page, and every few seconds while steps wait and the browser is online.
 */
export function useOfflineSync(): void {
  const steps = useQueuedSteps();
  const waiting = steps.some((s) => !s.refusal);
  useEffect(() => {
    void reloadQueue().then(() => syncNow());
    const send = () => void syncNow();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, []);
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => {
      if (navigator.onLine) void syncNow();
    }, RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waiting]);
}
