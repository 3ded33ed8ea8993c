import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';
import { invalidateAfterTeamWrite } from './invalidate-people';

export function deleteTeam(id: string): Promise<void> {
  return apiRequest(`/teams/${id}`, { method: 'DELETE' });
}

export function useDeleteTeam() {
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: (_, id) => {
      // Refetching a team that is gone would only answer 404.
      queryClient.removeQueries({ queryKey: queryKeys.team(id) });
      invalidateAfterTeamWrite();
    },
  });
}
