import { useListParams } from '@/shared/hooks/use-list-params';
import {
  COMPLAINT_LIST_DEFAULTS,
  isFiltered,
  parseComplaintParams,
  toComplaintQuery,
} from '../model/complaint-filters';

/** The complaints page's filters, sort and page, kept in the address (a link from a location opens it filtered). */
export function useComplaintListParams() {
  const { params, update } = useListParams(parseComplaintParams, COMPLAINT_LIST_DEFAULTS);
  return { params, query: toComplaintQuery(params), update, filtered: isFiltered(params) };
}
