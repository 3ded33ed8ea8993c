import type { TApproveEmployeeRequest } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';

/** DECISIONS.md §5: adding an accepted invitee to a team is the approval. */
export function approveEmployee(id: string, body: TApproveEmployeeRequest): Promise<void> {
  return apiRequest(`/employees/${id}/approve`, { method: 'POST', body });
}

export function useApproveEmployee() {
  return useMutation({
    mutationFn: ({ id, teamId }: { id: string; teamId: string }) => approveEmployee(id, { teamId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.employees });
      // The team gained a member: the teams screen must show them.
      void queryClient.invalidateQueries({ queryKey: queryKeys.teams });
    },
  });
}
