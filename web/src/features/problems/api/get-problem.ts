import { type TProblem, ZProblem } from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

export const problemPath = (id: string) => `/problems/${id}`;

export function getProblem(id: string, signal?: AbortSignal): Promise<TProblem> {
  return apiRequest(problemPath(id), { schema: import.meta.env.DEV ? ZProblem : undefined, signal });
}

export const problemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.problem(id),
    queryFn: ({ signal }) => getProblem(id, signal),
    // A contractor answers from outside the app at any time: opening the page shows the state now,
    // not the copy the app kept from an earlier visit.
    staleTime: 0,
  });

export function useProblem(id: string) {
  return useQuery(problemQueryOptions(id));
}
