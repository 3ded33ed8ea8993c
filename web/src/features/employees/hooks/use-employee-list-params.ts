import {
  EMPLOYEE_STATUSES,
  STAFF_ROLES,
  type TEmployeeListQuery,
  type TEmployeeStatus,
  type TStaffRole,
} from '@cleanops/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 20;
export const EMPLOYEE_TABS = ['employees', 'invitations'] as const;
export type EmployeeTab = (typeof EMPLOYEE_TABS)[number];

export interface EmployeeListParams {
  tab: EmployeeTab;
  page: number;
  pageSize: number;
  sortDir: 'asc' | 'desc';
  status?: TEmployeeStatus;
  role?: TStaffRole;
  search?: string;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value);
}

/**
 * The tab, filters and page live in the address, so Back, a reload or a shared link shows the same
 * rows (the locations list does the same).
 */
export function useEmployeeListParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo<EmployeeListParams>(() => {
    const page = Number(searchParams.get('page'));
    const pageSize = Number(searchParams.get('pageSize'));
    return {
      tab: oneOf(searchParams.get('tab'), EMPLOYEE_TABS) ?? 'employees',
      page: Number.isInteger(page) && page > 0 ? page : 1,
      pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
      sortDir: oneOf(searchParams.get('sortDir'), ['asc', 'desc'] as const) ?? 'asc',
      status: oneOf(searchParams.get('status'), EMPLOYEE_STATUSES),
      role: oneOf(searchParams.get('role'), STAFF_ROLES),
      search: searchParams.get('search')?.trim() || undefined,
    };
  }, [searchParams]);

  /** Changing a filter or the sort goes back to the first page; only paging keeps the page. */
  const update = useCallback(
    (patch: Partial<EmployeeListParams>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in patch)) next.delete('page');
          if (next.get('tab') === 'employees') next.delete('tab');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const query: TEmployeeListQuery = {
    page: params.page,
    pageSize: params.pageSize,
    sortBy: 'name',
    sortDir: params.sortDir,
    status: params.status,
    role: params.role,
    search: params.search,
  };
  const filtered = Boolean(params.status || params.role || params.search);
  return { params, query, update, filtered };
}
