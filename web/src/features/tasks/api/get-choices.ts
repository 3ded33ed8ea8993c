import {
  type TEmployeePage,
  type TLocation,
  type TLocationPage,
  type TRoom,
  type TRoomSummary,
  type TTeamPage,
  ZEmployeePage,
  ZLocation,
  ZLocationPage,
  ZRoom,
  ZRoomListResponse,
  ZTeamPage,
} from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/*
 * Filters and the editor's pickers read one page of the largest size the API allows: a cleaning
 * business has tens of places, teams and staff, not thousands. The keys and reply shapes are the
 * ones the places, teams and employees pages use, so the cache is shared with them.
 */
const PICKER_PAGE = { page: 1, pageSize: 100 } as const;
const LOCATIONS = { ...PICKER_PAGE, sortBy: 'title', sortDir: 'asc' } as const;
const TEAMS = { ...PICKER_PAGE, sortBy: 'name', sortDir: 'asc' } as const;
/** Only people in a team can be assigned (assigneeNotActive), or have jobs to filter by. */
const EMPLOYEES = { ...PICKER_PAGE, sortBy: 'name', sortDir: 'asc', status: 'active' } as const;

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));

export const locationChoicesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.locationList(LOCATIONS),
    queryFn: ({ signal }): Promise<TLocationPage> =>
      apiRequest(`/locations?${query(LOCATIONS)}`, { schema: ZLocationPage, signal }),
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

export const locationRoomsQueryOptions = (locationId: string) =>
  queryOptions({
    queryKey: queryKeys.locationRooms(locationId),
    queryFn: ({ signal }): Promise<TRoomSummary[]> =>
      apiRequest(`/locations/${locationId}/rooms`, { schema: ZRoomListResponse, signal }),
  });

export const locationQueryOptions = (locationId: string) =>
  queryOptions({
    queryKey: queryKeys.location(locationId),
    queryFn: ({ signal }): Promise<TLocation> =>
      apiRequest(`/locations/${locationId}`, { schema: ZLocation, signal }),
  });

/** A room with its attached checklists, for copying their lines into a task. */
export const roomQueryOptions = (roomId: string) =>
  queryOptions({
    queryKey: queryKeys.room(roomId),
    queryFn: ({ signal }): Promise<TRoom> => apiRequest(`/rooms/${roomId}`, { schema: ZRoom, signal }),
  });

export function useLocationChoices(enabled = true) {
  return useQuery({ ...locationChoicesQueryOptions(), enabled });
}

export function useTeamChoices(enabled = true) {
  return useQuery({ ...teamChoicesQueryOptions(), enabled });
}

export function useEmployeeChoices(enabled = true) {
  return useQuery({ ...employeeChoicesQueryOptions(), enabled });
}

export function useLocationRooms(locationId: string | null | undefined) {
  return useQuery({ ...locationRoomsQueryOptions(locationId ?? ''), enabled: Boolean(locationId) });
}
