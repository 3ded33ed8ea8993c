import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistStorage } from './storage';

export type AnalyticsEntity = 'locations' | 'employees';
export type AnalyticsRange = 'today' | 'week' | 'month' | 'quarter' | 'halfYear' | 'year' | 'all';
export type ComplaintSource = 'system' | '2gis' | 'google' | 'others';

/** Filter state (SPEC.md §3) shared by lists and analytics; cleared on logout. */
export interface FiltersState {
  selectedLocationId: string | null;
  selectedLocationIds: string[];
  selectedDate: string | null;
  selectedType: string | null;
  selectedRoomIds: string[];
  selectedEmployeeIds: string[];
  currentAnalyticsEntity: AnalyticsEntity;
  selectedAnalyticsDate: AnalyticsRange;
  selectedRatingFrom: number;
  selectedSortBy: string;
  selectedSortDir: 'asc' | 'desc';
  selectedSource: ComplaintSource | null;
}

/**
 * The device's time zone. Not kept in the filters: every screen reads a location's or the workspace's
 * zone, and the first Intl call of a page is slow (the browser loads its locale data), which the
 * store would pay while the app's first file runs, before anything is drawn.
 */
export function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export const initialFiltersState = (): FiltersState => ({
  selectedLocationId: null,
  selectedLocationIds: [],
  selectedDate: null,
  selectedType: null,
  selectedRoomIds: [],
  selectedEmployeeIds: [],
  currentAnalyticsEntity: 'locations',
  selectedAnalyticsDate: 'month',
  selectedRatingFrom: 0,
  selectedSortBy: 'created_at',
  selectedSortDir: 'desc',
  selectedSource: null,
});

interface FiltersActions {
  setFilters: (patch: Partial<FiltersState>) => void;
  reset: () => void;
}

export const useFiltersStore = create<FiltersState & FiltersActions>()(
  persist(
    (set) => ({
      ...initialFiltersState(),
      setFilters: (patch) => set(patch),
      reset: () => set(initialFiltersState()),
    }),
    { name: 'cleanops-filters', storage: persistStorage, version: 1 },
  ),
);
