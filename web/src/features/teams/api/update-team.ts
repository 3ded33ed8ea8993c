import { type TTeam, type TUpdateTeamRequest, ZTeam } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, quietWhenFieldErrors } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';
import { invalidateAfterTeamWrite } from './invalidate-people';

export function updateTeam(id: string, body: TUpdateTeamRequest): Promise<TTeam> {
  return apiRequest(`/teams/${id}`, {
    method: 'PATCH',
    body,
    schema: import.meta.env.DEV ? ZTeam : undefined,
    quiet: quietWhenFieldErrors,
  });
}

export function useUpdateTeam() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateTeamRequest }) => updateTeam(id, body),
    onSuccess: (team) => {
      queryClient.setQueryData(queryKeys.team(team.id), team);
      invalidateAfterTeamWrite();
    },
  });
}
