import {
  EMPLOYEE_PRESENCES,
  EMPLOYEE_STATUSES,
  STAFF_ROLES,
  type TEmployeeListQuery,
  type TEmployeePresence,
  type TEmployeeStatus,
  type TStaffRole,
} from '@cleanops/contracts';
import { oneOf, readListBasics, useListParams } from '@/shared/hooks/use-list-params';

export const EMPLOYEE_TABS = ['employees', 'invitations'] as const;
export type EmployeeTab = (typeof EMPLOYEE_TABS)[number];

export interface EmployeeListParams {
  tab: EmployeeTab;
  page: number;
  pageSize: number;
  sortDir: 'asc' | 'desc';
  status?: TEmployeeStatus;
  role?: TStaffRole;
  /** Clocked in now or unavailable: where the dashboard's numbers lead. */
  presence?: TEmployeePresence;
  search?: string;
}

function parse(search: URLSearchParams): EmployeeListParams {
  return {
    ...readListBasics(search),
    tab: oneOf(search.get('tab'), EMPLOYEE_TABS) ?? 'employees',
    sortDir: oneOf(search.get('sortDir'), ['asc', 'desc'] as const) ?? 'asc',
    status: oneOf(search.get('status'), EMPLOYEE_STATUSES),
    role: oneOf(search.get('role'), STAFF_ROLES),
    presence: oneOf(search.get('presence'), EMPLOYEE_PRESENCES),
  };
}

const DEFAULTS = { tab: 'employees' } as const;

/** The employees page's tab, filters and page, kept in the address (as the locations list does). */
export function useEmployeeListParams() {
  const { params, update } = useListParams(parse, DEFAULTS);
  const query: TEmployeeListQuery = {
    page: params.page,
    pageSize: params.pageSize,
    sortBy: 'name',
    sortDir: params.sortDir,
    status: params.status,
    role: params.role,
    presence: params.presence,
    search: params.search,
  };
  const filtered = Boolean(params.status || params.role || params.presence || params.search);
  return { params, query, update, filtered };
}
