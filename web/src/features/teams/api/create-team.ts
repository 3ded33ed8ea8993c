import { type TCreateTeamRequest, type TTeam, ZTeam } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, quietWhenFieldErrors } from '@/shared/api/client';
import { invalidateAfterTeamWrite } from './invalidate-people';

export function createTeam(body: TCreateTeamRequest): Promise<TTeam> {
  return apiRequest('/teams', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZTeam : undefined,
    quiet: quietWhenFieldErrors,
  });
}

export function useCreateTeam() {
  return useMutation({ mutationFn: createTeam, onSuccess: invalidateAfterTeamWrite });
}
