import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { UI_STORAGE_KEY } from './browser-storage';
import { persistStorage } from './storage';

/** Side menu limits in % of the window width (SPEC.md §9). */
export const SIDER_DEFAULT_WIDTH = 16;
export const SIDER_MIN_WIDTH = 15;
export const SIDER_MAX_WIDTH = 50;
export const SIDER_COLLAPSE_BELOW = 5;

export interface UiState {
  siderWidth: number;
  siderCollapsed: boolean;
  isDarkMode: boolean;
}

export const initialUiState: UiState = {
  siderWidth: SIDER_DEFAULT_WIDTH,
  siderCollapsed: false,
  isDarkMode: false,
};

interface UiActions {
  /** Applies a dragged width: below 5% collapses, otherwise clamps to 15–50%. */
  dragSiderTo: (percent: number) => void;
  setSiderCollapsed: (collapsed: boolean) => void;
  setDarkMode: (dark: boolean) => void;
  reset: () => void;
}

export function siderWidthAfterDrag(percent: number): { collapsed: boolean; width: number | null } {
  if (percent < SIDER_COLLAPSE_BELOW) return { collapsed: true, width: null };
  return { collapsed: false, width: Math.min(SIDER_MAX_WIDTH, Math.max(SIDER_MIN_WIDTH, percent)) };
}

export const useUiStore = create<UiState & UiActions>()(
  persist(
    (set) => ({
      ...initialUiState,
      dragSiderTo: (percent) => {
        const next = siderWidthAfterDrag(percent);
        set(
          next.width === null ? { siderCollapsed: true } : { siderCollapsed: false, siderWidth: next.width },
        );
      },
      setSiderCollapsed: (siderCollapsed) => set({ siderCollapsed }),
      setDarkMode: (isDarkMode) => set({ isDarkMode }),
      reset: () => set({ ...initialUiState }),
    }),
    { name: UI_STORAGE_KEY, storage: persistStorage, version: 1 },
  ),
);
