import {
  type TChecklistPage,
  type TEmployeePage,
  type TLocationPage,
  type TRoomSummary,
  type TTaskAssignees,
  type TTeamPage,
  ZChecklistPage,
  ZEmployeePage,
  ZLocationPage,
  ZRoomListResponse,
  ZTaskAssignees,
  ZTeamPage,
} from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';
import { queryKeys } from './query-keys';

/*
 * What every picker and filter of places, teams and people reads, in one spot: one page of the
 * largest size the API allows (a cleaning business has tens of places, teams and staff; past that the
 * pickers need server search). The keys are the lists' own keys, so pickers share the lists' cache
 * and a change anywhere refreshes them.
 */
const PICKER_PAGE = { page: 1, pageSize: 100 } as const;
const LOCATIONS = { ...PICKER_PAGE, sortBy: 'title', sortDir: 'asc' } as const;
const TEAMS = { ...PICKER_PAGE, sortBy: 'name', sortDir: 'asc' } as const;
const EMPLOYEES = { ...PICKER_PAGE, sortBy: 'name', sortDir: 'asc' } as const;
const CHECKLISTS = { ...PICKER_PAGE, sortBy: 'name', sortDir: 'asc' } as const;
/** Only people in a team can be given work (assigneeNotActive) or have jobs to filter by. */
const ACTIVE_EMPLOYEES = { ...EMPLOYEES, status: 'active' } as const;

const search = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));

export const locationChoicesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.locationList(LOCATIONS),
    queryFn: ({ signal }): Promise<TLocationPage> =>
      apiRequest(`/locations?${search(LOCATIONS)}`, {
        schema: import.meta.env.DEV ? ZLocationPage : undefined,
        signal,
      }),
  });

export const locationRoomsQueryOptions = (locationId: string) =>
  queryOptions({
    queryKey: queryKeys.locationRooms(locationId),
    queryFn: ({ signal }): Promise<TRoomSummary[]> =>
      apiRequest(`/locations/${locationId}/rooms`, {
        schema: import.meta.env.DEV ? ZRoomListResponse : undefined,
        signal,
      }),
  });

export const teamChoicesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.teamList(TEAMS),
    queryFn: ({ signal }): Promise<TTeamPage> =>
      apiRequest(`/teams?${search(TEAMS)}`, { schema: import.meta.env.DEV ? ZTeamPage : undefined, signal }),
  });

export const employeeChoicesQueryOptions = (activeOnly: boolean) => {
  const params = activeOnly ? ACTIVE_EMPLOYEES : EMPLOYEES;
  return queryOptions({
    queryKey: queryKeys.employeeList(params),
    queryFn: ({ signal }): Promise<TEmployeePage> =>
      apiRequest(`/employees?${search(params)}`, {
        schema: import.meta.env.DEV ? ZEmployeePage : undefined,
        signal,
      }),
  });
};

export const checklistChoicesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.checklistList(CHECKLISTS),
    queryFn: ({ signal }): Promise<TChecklistPage> =>
      apiRequest(`/checklists?${search(CHECKLISTS)}`, {
        schema: import.meta.env.DEV ? ZChecklistPage : undefined,
        signal,
      }),
  });

/** The workspace's checklist library, for a picker (a location's inspection checklist). */
export function useChecklistChoices(enabled = true) {
  return useQuery({ ...checklistChoicesQueryOptions(), enabled });
}

/** `enabled` false keeps a closed form from asking. */
export function useLocationChoices(enabled = true) {
  return useQuery({ ...locationChoicesQueryOptions(), enabled });
}

export function useLocationRooms(locationId: string | null | undefined) {
  return useQuery({ ...locationRoomsQueryOptions(locationId ?? ''), enabled: Boolean(locationId) });
}

export function useTeamChoices(enabled = true) {
  return useQuery({ ...teamChoicesQueryOptions(), enabled });
}

/**
 * Employees for a picker: by default only those working in a team; a team's editor needs everyone,
 * since adding someone who awaits a team is their approval (DECISIONS.md §5).
 */
export function useEmployeeChoices({
  enabled = true,
  activeOnly = true,
}: {
  enabled?: boolean;
  activeOnly?: boolean;
} = {}) {
  return useQuery({ ...employeeChoicesQueryOptions(activeOnly), enabled });
}

/**
 * The people a task may be assigned to (GET /tasks/assignees): what the task editor offers, asked with
 * create_task, so a cleaner head, who may assign work but not list employees, gets them too.
 */
export function useAssigneeChoices(enabled = true) {
  return useQuery({
    queryKey: queryKeys.taskAssignees,
    queryFn: ({ signal }): Promise<TTaskAssignees> =>
      apiRequest('/tasks/assignees', { schema: import.meta.env.DEV ? ZTaskAssignees : undefined, signal }),
    enabled,
  });
}
