import { type TProblemListQuery, type TProblemPage, ZProblemPage } from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

export function problemsPath(query: TProblemListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return `/problems?${params}`;
}

export function getProblems(query: TProblemListQuery, signal?: AbortSignal): Promise<TProblemPage> {
  return apiRequest(problemsPath(query), {
    schema: import.meta.env.DEV ? ZProblemPage : undefined,
    signal,
  });
}

export const problemsQueryOptions = (query: TProblemListQuery) =>
  queryOptions({
    queryKey: queryKeys.problemList(query),
    queryFn: ({ signal }) => getProblems(query, signal),
    // Another filter keeps the current rows on screen until the next arrive.
    placeholderData: keepPreviousData,
    // Reports arrive from phones and answers from contractors: each visit reads the list as it is.
    staleTime: 0,
  });

export function useProblems(query: TProblemListQuery) {
  return useQuery(problemsQueryOptions(query));
}
