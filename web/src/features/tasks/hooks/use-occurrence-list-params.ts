import {
  OCCURRENCE_STATES,
  TASK_KINDS,
  TASK_TYPES,
  type TOccurrenceListQuery,
  type TOccurrenceState,
  type TTaskKind,
  type TTaskType,
} from '@cleanops/contracts';
import { oneOf, readListBasics, useListParams } from '@/shared/hooks/use-list-params';
import { dayRangeQuery, daysFromToday, readDate, readId, readIds, today } from './dates';

/** How far ahead the all-tasks view looks by default: today and the seven days after it. */
export const DEFAULT_DAYS_AHEAD = 7;

export interface OccurrenceListParams {
  page: number;
  pageSize: number;
  sortDir: 'asc' | 'desc';
  locationId?: string;
  /** Rooms of the chosen location; kept in the address as `rooms=a,b`. */
  rooms: string[];
  /** Kept as `employees=a,b`. */
  employees: string[];
  /** The viewer's days, "YYYY-MM-DD", both ends included. */
  from: string;
  to: string;
  type?: TTaskType;
  state?: TOccurrenceState;
  kind?: TTaskKind;
}

function parse(search: URLSearchParams): OccurrenceListParams {
  const { page, pageSize } = readListBasics(search);
  const locationId = readId(search.get('locationId'));
  return {
    page,
    pageSize,
    sortDir: oneOf(search.get('sortDir'), ['asc', 'desc'] as const) ?? 'asc',
    locationId,
    // Rooms mean something only within their location.
    rooms: locationId ? readIds(search.get('rooms')) : [],
    employees: readIds(search.get('employees')),
    from: readDate(search.get('from')) ?? today(),
    to: readDate(search.get('to')) ?? daysFromToday(DEFAULT_DAYS_AHEAD),
    type: oneOf(search.get('type'), TASK_TYPES),
    state: oneOf(search.get('state'), OCCURRENCE_STATES),
    kind: oneOf(search.get('kind'), TASK_KINDS),
  };
}

const DEFAULTS = { sortDir: 'asc' } as const;

/** The all-tasks view's filters, sort and page, kept in the address. */
export function useOccurrenceListParams() {
  const { params, update } = useListParams(parse, DEFAULTS);
  const query: TOccurrenceListQuery = {
    page: params.page,
    pageSize: params.pageSize,
    sortBy: 'startsAt',
    sortDir: params.sortDir,
    locationId: params.locationId,
    roomIds: params.rooms.length ? params.rooms : undefined,
    employeeIds: params.employees.length ? params.employees : undefined,
    ...dayRangeQuery(params.from, params.to),
    type: params.type,
    state: params.state,
    kind: params.kind,
  };
  /** Any filter but the dates: those always hold some range. */
  const filtered = Boolean(
    params.locationId || params.employees.length || params.type || params.state || params.kind,
  );
  return { params, query, update, filtered };
}
