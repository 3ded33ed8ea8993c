import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';

/** DELETE /complaints/{id}. Quiet: the page says SPEC.md §8's "Failed to delete a complaint" with the reason. */
export function deleteComplaint(id: string): Promise<void> {
  return apiRequest(`/complaints/${id}`, { method: 'DELETE', quiet: () => true });
}

export function useDeleteComplaint() {
  return useMutation({
    mutationFn: deleteComplaint,
    // Also after a failure: a 404 means someone else deleted it, and the list should say so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.complaints }),
  });
}
