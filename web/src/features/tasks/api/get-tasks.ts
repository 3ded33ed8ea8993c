import { type TTaskListQuery, type TTaskPage, ZTaskPage } from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';
import { toSearchParams } from './search-params';

export function getTasks(query: TTaskListQuery, signal?: AbortSignal): Promise<TTaskPage> {
  return apiRequest(`/tasks?${toSearchParams(query)}`, {
    schema: import.meta.env.DEV ? ZTaskPage : undefined,
    signal,
  });
}

export const tasksQueryOptions = (query: TTaskListQuery) =>
  queryOptions({
    queryKey: queryKeys.taskList(query),
    queryFn: ({ signal }) => getTasks(query, signal),
    placeholderData: keepPreviousData,
  });

export function useTasks(query: TTaskListQuery, { enabled = true } = {}) {
  return useQuery({ ...tasksQueryOptions(query), enabled });
}
