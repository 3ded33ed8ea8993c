import { type TTeamPage, ZTeamPage } from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/** The largest page the API gives: a workspace has a handful of teams, not hundreds. */
const CHOICES = { page: 1, pageSize: 100, sortBy: 'name', sortDir: 'asc' } as const;

export function getTeamChoices(signal?: AbortSignal): Promise<TTeamPage> {
  return apiRequest(
    `/teams?${new URLSearchParams(Object.entries(CHOICES).map(([k, v]) => [k, String(v)]))}`,
    {
      schema: ZTeamPage,
      signal,
    },
  );
}

export const teamChoicesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.teamList(CHOICES),
    queryFn: ({ signal }) => getTeamChoices(signal),
  });

export function useTeamChoices() {
  return useQuery(teamChoicesQueryOptions());
}
