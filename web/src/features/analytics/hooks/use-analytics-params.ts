import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useFiltersStore } from '@/shared/stores/filters-store';
import { type AnalyticsParams, parseAnalyticsParams, toStoredRange } from '../model/analytics-params';

/**
 * The range and entity of the analytics pages, kept in the address (Back, reload and a shared link
 * show the same figures) and remembered in the filter state for the next visit.
 */
export function useAnalyticsParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const rememberedEntity = useFiltersStore((s) => s.currentAnalyticsEntity);
  const rememberedRange = useFiltersStore((s) => s.selectedAnalyticsDate);
  const setFilters = useFiltersStore((s) => s.setFilters);
  const params = useMemo(
    () => parseAnalyticsParams(searchParams, { entity: rememberedEntity, range: rememberedRange }),
    [searchParams, rememberedEntity, rememberedRange],
  );

  const update = useCallback(
    (patch: Partial<AnalyticsParams>) => {
      const next = { ...params, ...patch };
      const stored = toStoredRange(next.range);
      setFilters({
        currentAnalyticsEntity: next.entity,
        ...(stored ? { selectedAnalyticsDate: stored } : {}),
      });
      setSearchParams(
        (current) => {
          const search = new URLSearchParams(current);
          search.set('range', next.range);
          if (next.range === 'custom' && next.from && next.to) {
            search.set('from', next.from);
            search.set('to', next.to);
          } else {
            search.delete('from');
            search.delete('to');
          }
          if ('entity' in patch) search.set('entity', next.entity);
          return search;
        },
        { replace: true },
      );
    },
    [params, setFilters, setSearchParams],
  );

  return { params, update };
}
