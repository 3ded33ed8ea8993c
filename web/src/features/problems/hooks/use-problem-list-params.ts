import { useListParams } from '@/shared/hooks/use-list-params';
import {
  isFiltered,
  PROBLEM_LIST_DEFAULTS,
  parseProblemParams,
  toProblemQuery,
} from '../model/problem-filters';

/** The problems page's filters and page, kept in the address (Back, a reload and a shared link keep them). */
export function useProblemListParams() {
  const { params, update } = useListParams(parseProblemParams, PROBLEM_LIST_DEFAULTS);
  return { params, query: toProblemQuery(params), update, filtered: isFiltered(params) };
}
