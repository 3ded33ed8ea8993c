/*
 * The device's storage and the names the app keeps its state under, with no store library: the script
 * index.html runs before the app (preload-texts.ts) and the guest page read them too.
 */

/** The session (auth-store.ts): token, rights, the sign-in in progress. */
export const AUTH_STORAGE_KEY = 'cleanops-auth';
/** The light/dark switch and the side menu (ui-store.ts). */
export const UI_STORAGE_KEY = 'cleanops-ui';

/** localStorage when there is one (the browser); an in-memory map otherwise (unit tests, private modes). */
function pickStorage(): Storage {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Access to localStorage can throw when storage is disabled; fall through to memory.
  }
  const memory = new Map<string, string>();
  return {
    get length() {
      return memory.size;
    },
    clear: () => memory.clear(),
    getItem: (key) => memory.get(key) ?? null,
    key: (index) => [...memory.keys()][index] ?? null,
    removeItem: (key) => void memory.delete(key),
    setItem: (key, value) => void memory.set(key, value),
  };
}

export const browserStorage = pickStorage();
