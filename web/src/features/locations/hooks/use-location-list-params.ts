import {
  LOCATION_SORT_FIELDS,
  LOCATION_TYPES,
  RENTAL_STATES,
  type TLocationListQuery,
  type TLocationType,
  type TRentalState,
} from '@cleanops/contracts';
import { oneOf, readListBasics, useListParams } from '@/shared/hooks/use-list-params';

export interface LocationListParams {
  page: number;
  pageSize: number;
  sortBy: (typeof LOCATION_SORT_FIELDS)[number];
  sortDir: 'asc' | 'desc';
  type?: TLocationType;
  state?: TRentalState;
  search?: string;
}

export function parseLocationListParams(search: URLSearchParams): LocationListParams {
  return {
    ...readListBasics(search),
    sortBy: oneOf(search.get('sortBy'), LOCATION_SORT_FIELDS) ?? 'createdAt',
    sortDir: oneOf(search.get('sortDir'), ['asc', 'desc'] as const) ?? 'desc',
    type: oneOf(search.get('type'), LOCATION_TYPES),
    state: oneOf(search.get('state'), RENTAL_STATES),
  };
}

/** The locations list's filters, sort and page, kept in the address. */
export function useLocationListParams() {
  const { params, update } = useListParams(parseLocationListParams);
  const query: TLocationListQuery = params;
  const filtered = Boolean(params.type || params.state || params.search);
  return { params, query, update, filtered };
}
