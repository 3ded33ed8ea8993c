import type { TTaskListQuery } from '@cleanops/contracts';
import { readListBasics, useListParams } from '@/shared/hooks/use-list-params';
import { readId } from './dates';

export interface RegularListParams {
  page: number;
  pageSize: number;
  search?: string;
  locationId?: string;
}

function parse(search: URLSearchParams): RegularListParams {
  const { page, pageSize, search: text } = readListBasics(search);
  return { page, pageSize, search: text, locationId: readId(search.get('locationId')) };
}

/** The regular tasks tab's search, location and page, kept in the address. */
export function useRegularListParams() {
  const { params, update } = useListParams(parse);
  const query: TTaskListQuery = {
    page: params.page,
    pageSize: params.pageSize,
    sortBy: 'createdAt',
    sortDir: 'desc',
    kind: 'recurring',
    search: params.search,
    locationId: params.locationId,
  };
  const filtered = Boolean(params.search || params.locationId);
  return { params, query, update, filtered };
}
