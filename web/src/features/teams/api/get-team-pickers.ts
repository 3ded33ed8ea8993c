import { type TEmployeePage, type TLocationPage, ZEmployeePage, ZLocationPage } from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/**
 * The editor's pickers read one page of the largest size the API allows: a cleaning business has
 * tens of staff and places, not thousands. If it ever outgrows that, the pickers need server search.
 */
const PICKER_PAGE = { page: 1, pageSize: 100 } as const;

export function getEmployeeChoices(signal?: AbortSignal): Promise<TEmployeePage> {
  return apiRequest(`/employees?page=1&pageSize=${PICKER_PAGE.pageSize}&sortBy=name&sortDir=asc`, {
    schema: ZEmployeePage,
    signal,
  });
}

export function getLocationChoices(signal?: AbortSignal): Promise<TLocationPage> {
  return apiRequest(`/locations?page=1&pageSize=${PICKER_PAGE.pageSize}&sortBy=title&sortDir=asc`, {
    schema: ZLocationPage,
    signal,
  });
}

export const employeeChoicesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.employeeList({ ...PICKER_PAGE, sortBy: 'name', sortDir: 'asc' }),
    queryFn: ({ signal }) => getEmployeeChoices(signal),
  });

export const locationChoicesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.locationList({ ...PICKER_PAGE, sortBy: 'title', sortDir: 'asc' }),
    queryFn: ({ signal }) => getLocationChoices(signal),
  });

/** Only fetched while the editor is open. */
export function useEmployeeChoices(enabled: boolean) {
  return useQuery({ ...employeeChoicesQueryOptions(), enabled });
}

export function useLocationChoices(enabled: boolean) {
  return useQuery({ ...locationChoicesQueryOptions(), enabled });
}
