import { createJSONStorage } from 'zustand/middleware';
import { browserStorage } from './browser-storage';

/** What the persisted stores keep their state in (browser-storage.ts). */
export const persistStorage = createJSONStorage(() => browserStorage);
