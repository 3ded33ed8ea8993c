import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { ChartKind } from '@/shared/charts/time-chart';
import { persistStorage } from '@/shared/stores/storage';

/** Bar or line (SPEC.md §9): the last choice, remembered on this device for every analytics chart. */
interface ChartKindState {
  kind: ChartKind;
  setKind: (kind: ChartKind) => void;
}

export const useChartKindStore = create<ChartKindState>()(
  persist((set) => ({ kind: 'bar', setKind: (kind) => set({ kind }) }), {
    name: 'cleanops-chart-kind',
    storage: persistStorage,
    version: 1,
  }),
);
