import type { TTeamListQuery } from '@cleanops/contracts';
import { readListBasics, useListParams } from '@/shared/hooks/use-list-params';

/** Cards come in rows of 1, 2 or 3: 24 fills every row. */
export const TEAMS_PAGE_SIZE = 24;

export interface TeamListParams {
  page: number;
  search?: string;
}

function parse(search: URLSearchParams): TeamListParams {
  const { page, search: text } = readListBasics(search);
  return { page, search: text };
}

const DEFAULTS = { page: 1 } as const;

/** The teams page's search and page, kept in the address. */
export function useTeamListParams() {
  const { params, update } = useListParams(parse, DEFAULTS);
  const query: TTeamListQuery = {
    page: params.page,
    pageSize: TEAMS_PAGE_SIZE,
    sortBy: 'name',
    sortDir: 'asc',
    search: params.search,
  };
  return { params, query, update };
}
