import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';

/** The inviter withdraws a pending invite (DECISIONS.md §5). */
export function cancelInvite(id: string): Promise<void> {
  return apiRequest(`/invite/${id}`, { method: 'DELETE' });
}

export function useCancelInvite() {
  return useMutation({
    mutationFn: cancelInvite,
    // Also after a failure: an invite answered meanwhile (404, no longer pending) leaves the list.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.sentInvites }),
  });
}
