import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';

export function removeEmployee(id: string): Promise<void> {
  return apiRequest(`/employees/${id}`, { method: 'DELETE' });
}

export function useRemoveEmployee() {
  return useMutation({
    mutationFn: removeEmployee,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.employees });
      // The removed person leaves every team they were in.
      void queryClient.invalidateQueries({ queryKey: queryKeys.teams });
    },
  });
}
