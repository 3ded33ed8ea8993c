import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';

/** Declining an accepted invitee takes them out of the workspace (DECISIONS.md §5). */
export function declineEmployee(id: string): Promise<void> {
  return apiRequest(`/employees/${id}/decline`, { method: 'POST' });
}

export function useDeclineEmployee() {
  return useMutation({
    mutationFn: declineEmployee,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.employees }),
  });
}
