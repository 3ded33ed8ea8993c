import type { TUpdateEmployeeRequest } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';

/** Role and level (owner only). The list is refetched after, so the reply's body is not needed. */
export function updateEmployee(id: string, body: TUpdateEmployeeRequest): Promise<void> {
  return apiRequest(`/employees/${id}`, { method: 'PATCH', body });
}

export function useUpdateEmployee() {
  return useMutation({
    mutationFn: ({ id, ...body }: TUpdateEmployeeRequest & { id: string }) => updateEmployee(id, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.employees });
      // Teams list their members with role and level.
      void queryClient.invalidateQueries({ queryKey: queryKeys.teams });
    },
  });
}
