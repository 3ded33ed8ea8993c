import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

export function deleteChecklist(id: string): Promise<void> {
  return apiRequest(`/checklists/${id}`, { method: 'DELETE' });
}

export function useDeleteChecklist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteChecklist,
    onSuccess: async (_, id) => {
      client.removeQueries({ queryKey: queryKeys.checklist(id) });
      // Rooms it was attached to lose it, and their lists count checklists.
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.checklists }),
        client.invalidateQueries({ queryKey: queryKeys.rooms }),
        client.invalidateQueries({ queryKey: queryKeys.locations }),
      ]);
    },
  });
}
