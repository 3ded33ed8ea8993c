import { type TTeamPage, ZTeamPage } from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/** The largest page the API serves; a workspace with more teams than that is not expected. */
const TEAM_OPTIONS_QUERY = { page: 1, pageSize: 100, sortBy: 'name', sortDir: 'asc' } as const;

export function getTeamOptions(signal?: AbortSignal): Promise<TTeamPage> {
  return apiRequest('/teams?page=1&pageSize=100&sortBy=name&sortDir=asc', { schema: ZTeamPage, signal });
}

/** Teams for the approval picker, fetched when the picker opens. */
export function useTeamOptions(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.teamList(TEAM_OPTIONS_QUERY),
      queryFn: ({ signal }) => getTeamOptions(signal),
      enabled,
    }),
  );
}
