import {
  LOCATION_SORT_FIELDS,
  LOCATION_TYPES,
  RENTAL_STATES,
  type TLocationListQuery,
  type TLocationType,
  type TRentalState,
} from '@cleanops/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 20;

type SortBy = (typeof LOCATION_SORT_FIELDS)[number];

export interface LocationListParams {
  page: number;
  pageSize: number;
  sortBy: SortBy;
  sortDir: 'asc' | 'desc';
  type?: TLocationType;
  state?: TRentalState;
  search?: string;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value);
}

/**
 * The list's filters, sort and page live in the address, so Back, a reload or a shared link
 * shows the same rows.
 */
export function useLocationListParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo<LocationListParams>(() => {
    const page = Number(searchParams.get('page'));
    const pageSize = Number(searchParams.get('pageSize'));
    return {
      page: Number.isInteger(page) && page > 0 ? page : 1,
      pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
      sortBy: oneOf(searchParams.get('sortBy'), LOCATION_SORT_FIELDS) ?? 'createdAt',
      sortDir: oneOf(searchParams.get('sortDir'), ['asc', 'desc'] as const) ?? 'desc',
      type: oneOf(searchParams.get('type'), LOCATION_TYPES),
      state: oneOf(searchParams.get('state'), RENTAL_STATES),
      search: searchParams.get('search')?.trim() || undefined,
    };
  }, [searchParams]);

  /** Changing a filter or the sort goes back to the first page; only paging keeps the page. */
  const update = useCallback(
    (patch: Partial<LocationListParams>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const query: TLocationListQuery = params;
  const filtered = Boolean(params.type || params.state || params.search);
  return { params, query, update, filtered };
}
