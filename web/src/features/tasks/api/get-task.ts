import { type TTask, ZTask, ZUuid } from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/** The editor shows its own "not found" for a missing (or foreign) task: no toast on top. */
const quietWhenMissing = (error: ApiError) => error.status === 404;

export function getTask(id: string, signal?: AbortSignal): Promise<TTask> {
  return apiRequest(`/tasks/${id}`, {
    schema: import.meta.env.DEV ? ZTask : undefined,
    signal,
    quiet: quietWhenMissing,
  });
}

export const taskQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.task(id),
    queryFn: ({ signal }) => getTask(id, signal),
    // An id that is not even a UUID cannot exist: the page shows "not found" without asking.
    enabled: ZUuid.safeParse(id).success,
    // The form starts from what is stored now, not from a copy persisted hours ago.
    refetchOnMount: 'always',
  });

export function useTask(id: string) {
  return useQuery(taskQueryOptions(id));
}
