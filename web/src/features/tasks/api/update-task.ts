import { type TTask, type TUpdateTaskRequest, ZTask } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, quietWhenFieldErrors } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';
import { invalidateAfterTaskWrite } from '@/shared/tasks/invalidate-work';

export function updateTask(id: string, body: TUpdateTaskRequest): Promise<TTask> {
  return apiRequest(`/tasks/${id}`, {
    method: 'PATCH',
    body,
    schema: import.meta.env.DEV ? ZTask : undefined,
    quiet: quietWhenFieldErrors,
  });
}

export function useUpdateTask() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateTaskRequest }) => updateTask(id, body),
    onSuccess: (task) => {
      queryClient.setQueryData(queryKeys.task(task.id), task);
      invalidateAfterTaskWrite();
    },
  });
}
