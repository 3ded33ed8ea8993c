import {
  type TEmployeePage,
  type TLocationPage,
  type TRoomSummary,
  type TTeamPage,
  ZEmployeePage,
  ZLocationPage,
  ZRoomListResponse,
  ZTeamPage,
} from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/*
 * The filters and the forms' pickers read one page of the largest size the API allows: a cleaning
 * business has tens of places, teams and staff. Keys and query shapes are the ones the tasks
 * pickers use, so the cache is shared with them.
 */
const PICKER_PAGE = { page: 1, pageSize: 100 } as const;
const LOCATIONS = { ...PICKER_PAGE, sortBy: 'title', sortDir: 'asc' } as const;
const TEAMS = { ...PICKER_PAGE, sortBy: 'name', sortDir: 'asc' } as const;
/** Only people in a team can be assigned (assigneeNotActive). */
const EMPLOYEES = { ...PICKER_PAGE, sortBy: 'name', sortDir: 'asc', status: 'active' } as const;

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));

export const locationChoicesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.locationList(LOCATIONS),
    queryFn: ({ signal }): Promise<TLocationPage> =>
      apiRequest(`/locations?${query(LOCATIONS)}`, { schema: ZLocationPage, signal }),
  });

export const locationRoomsQueryOptions = (locationId: string) =>
  queryOptions({
    queryKey: queryKeys.locationRooms(locationId),
    queryFn: ({ signal }): Promise<TRoomSummary[]> =>
      apiRequest(`/locations/${locationId}/rooms`, { schema: ZRoomListResponse, signal }),
  });

export const teamChoicesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.teamList(TEAMS),
    queryFn: ({ signal }): Promise<TTeamPage> =>
      apiRequest(`/teams?${query(TEAMS)}`, { schema: ZTeamPage, signal }),
  });

export const employeeChoicesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.employeeList(EMPLOYEES),
    queryFn: ({ signal }): Promise<TEmployeePage> =>
      apiRequest(`/employees?${query(EMPLOYEES)}`, { schema: ZEmployeePage, signal }),
  });

export function useLocationChoices(enabled = true) {
  return useQuery({ ...locationChoicesQueryOptions(), enabled });
}

export function useLocationRooms(locationId: string | null | undefined) {
  return useQuery({ ...locationRoomsQueryOptions(locationId ?? ''), enabled: Boolean(locationId) });
}

export function useTeamChoices(enabled = true) {
  return useQuery({ ...teamChoicesQueryOptions(), enabled });
}

export function useEmployeeChoices(enabled = true) {
  return useQuery({ ...employeeChoicesQueryOptions(), enabled });
}
