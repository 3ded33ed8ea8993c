import type { TTeamListQuery } from '@cleanops/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const TEAMS_PAGE_SIZE = 24;

export interface TeamListParams {
  page: number;
  search?: string;
}

/** The search and page live in the address, so Back, a reload or a shared link shows the same teams. */
export function useTeamListParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo<TeamListParams>(() => {
    const page = Number(searchParams.get('page'));
    return {
      page: Number.isInteger(page) && page > 0 ? page : 1,
      search: searchParams.get('search')?.trim() || undefined,
    };
  }, [searchParams]);

  /** A new search goes back to the first page; only paging keeps the page. */
  const update = useCallback(
    (patch: Partial<TeamListParams>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const query: TTeamListQuery = {
    page: params.page,
    pageSize: TEAMS_PAGE_SIZE,
    sortBy: 'name',
    sortDir: 'asc',
    search: params.search,
  };
  return { params, query, update };
}
