import { AsyncLocalStorage } from 'node:async_hooks';

/** The API key a request came with, as lists and logs name it. */
export interface ApiKeyRef {
  id: string;
  name: string;
  prefix: string;
}

/** What the request's own code may read without being handed it: the key it came with. */
export interface RequestStore {
  apiKey: ApiKeyRef | null;
}

/**
 * The store of the request being handled, for the audit log: every line a request writes names
 * its key without each of the many log writers being told (decision 0050). The auth plugin opens
 * one per request and fills it in once it knows the caller.
 */
const storage = new AsyncLocalStorage<RequestStore>();

export const newRequestStore = (): RequestStore => ({ apiKey: null });

export function enterRequestStore<T>(store: RequestStore, fn: () => T): T {
  return storage.run(store, fn);
}

/** The key of the current request; null outside a request (jobs, the CLI) and for sessions. */
export function currentApiKey(): ApiKeyRef | null {
  return storage.getStore()?.apiKey ?? null;
}
