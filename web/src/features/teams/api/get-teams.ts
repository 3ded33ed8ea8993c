import { type TTeamListQuery, type TTeamPage, ZTeamPage } from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

export function getTeams(query: TTeamListQuery, signal?: AbortSignal): Promise<TTeamPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return apiRequest(`/teams?${params}`, { schema: import.meta.env.DEV ? ZTeamPage : undefined, signal });
}

export const teamsQueryOptions = (query: TTeamListQuery) =>
  queryOptions({
    queryKey: queryKeys.teamList(query),
    queryFn: ({ signal }) => getTeams(query, signal),
    // Typing in the search and paging keep the current cards on screen until the next arrive.
    placeholderData: keepPreviousData,
  });

export function useTeams(query: TTeamListQuery) {
  return useQuery(teamsQueryOptions(query));
}
