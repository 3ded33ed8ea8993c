import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';

/** The addressee's reject uses the inviter's cancel call (SPEC.md §7, DECISIONS.md §5). */
export function rejectInvite(id: string): Promise<void> {
  return apiRequest(`/invite/${id}`, { method: 'DELETE' });
}

export function useRejectInvite() {
  return useMutation({
    mutationFn: rejectInvite,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.receivedInvites }),
  });
}
