import { createJSONStorage } from 'zustand/middleware';

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
export const persistStorage = createJSONStorage(() => browserStorage);
