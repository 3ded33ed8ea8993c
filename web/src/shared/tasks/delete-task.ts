import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../api/client';
import { queryClient } from '../api/query-client';
import { queryKeys } from '../api/query-keys';
import { invalidateAfterTaskWrite } from './invalidate-work';

/** Soft delete (DECISIONS.md §7): not-started jobs go, started and finished ones and their reports stay. */
export function deleteTask(id: string): Promise<void> {
  return apiRequest(`/tasks/${id}`, { method: 'DELETE' });
}

export function useDeleteTask() {
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: (_, id) => {
      // Refetching a task that is gone would only answer 404.
      queryClient.removeQueries({ queryKey: queryKeys.task(id) });
      invalidateAfterTaskWrite();
    },
  });
}
