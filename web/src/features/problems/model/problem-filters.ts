import {
  PROBLEM_KINDS,
  PROBLEM_SEVERITIES,
  PROBLEM_STATES,
  type TProblemKind,
  type TProblemListQuery,
  type TProblemSeverity,
  type TProblemState,
} from '@cleanops/contracts';
import { DEFAULT_PAGE_SIZE, oneOf, readListBasics } from '@/shared/hooks/use-list-params';

/** The problems page's filters as the address keeps them; unset means every value. */
export interface ProblemListParams {
  page: number;
  pageSize: number;
  state?: TProblemState;
  locationId?: string;
  kind?: TProblemKind;
  severity?: TProblemSeverity;
}

export const PROBLEM_LIST_DEFAULTS = { page: 1, pageSize: DEFAULT_PAGE_SIZE } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters from the address; anything unknown (a hand-edited link) is left out, not sent. */
export function parseProblemParams(search: URLSearchParams): ProblemListParams {
  const { page, pageSize } = readListBasics(search);
  const location = search.get('locationId');
  return {
    page,
    pageSize,
    state: oneOf(search.get('state'), PROBLEM_STATES),
    locationId: location && UUID.test(location) ? location : undefined,
    kind: oneOf(search.get('kind'), PROBLEM_KINDS),
    severity: oneOf(search.get('severity'), PROBLEM_SEVERITIES),
  };
}

/** GET /problems's query: newest first, the chosen filters only. */
export function toProblemQuery(params: ProblemListParams): TProblemListQuery {
  return {
    page: params.page,
    pageSize: params.pageSize,
    sortBy: 'createdAt',
    sortDir: 'desc',
    ...(params.state ? { state: params.state } : {}),
    ...(params.locationId ? { locationId: params.locationId } : {}),
    ...(params.kind ? { kind: params.kind } : {}),
    ...(params.severity ? { severity: params.severity } : {}),
  };
}

export const isFiltered = (params: ProblemListParams) =>
  Boolean(params.state || params.locationId || params.kind || params.severity);
