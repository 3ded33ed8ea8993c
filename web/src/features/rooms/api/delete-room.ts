import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

export function deleteRoom(id: string): Promise<void> {
  return apiRequest(`/rooms/${id}`, { method: 'DELETE' });
}

export function useDeleteRoom(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteRoom(id),
    onSuccess: async () => {
      client.removeQueries({ queryKey: queryKeys.room(id) });
      // The location, its room list and the list counting zones all sit under `locations` (one call,
      // one refetch each); the library counts rooms per checklist.
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.locations }),
        client.invalidateQueries({ queryKey: queryKeys.checklists }),
      ]);
    },
  });
}
