import { type TCreateTaskRequest, type TCreateTaskResponse, ZCreateTaskResponse } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, quietWhenFieldErrors } from '@/shared/api/client';
import { invalidateAfterTaskWrite } from '@/shared/tasks/invalidate-work';

/** One task per chosen team (SPEC.md §4): the reply lists every task made. */
export function createTask(body: TCreateTaskRequest): Promise<TCreateTaskResponse> {
  return apiRequest('/tasks', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZCreateTaskResponse : undefined,
    quiet: quietWhenFieldErrors,
  });
}

export function useCreateTask() {
  return useMutation({ mutationFn: createTask, onSuccess: invalidateAfterTaskWrite });
}
