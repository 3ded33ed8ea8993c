import { type TTeam, ZTeam } from '@cleanops/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

export function getTeam(id: string, signal?: AbortSignal): Promise<TTeam> {
  return apiRequest(`/teams/${id}`, { schema: import.meta.env.DEV ? ZTeam : undefined, signal });
}

/** One team as stored now: the editor starts from it rather than from a list page read earlier. */
export const teamQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.team(id), queryFn: ({ signal }) => getTeam(id, signal) });
