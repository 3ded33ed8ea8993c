import { type TRoom, type TUpdateRoomRequest, ZRoom } from '@cleanops/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, quietWhenFieldErrors } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

export function updateRoom(id: string, body: TUpdateRoomRequest): Promise<TRoom> {
  return apiRequest(`/rooms/${id}`, {
    method: 'PATCH',
    body,
    schema: import.meta.env.DEV ? ZRoom : undefined,
    quiet: quietWhenFieldErrors,
  });
}

export function useUpdateRoom(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateRoomRequest) => updateRoom(id, body),
    onSuccess: async (room) => {
      client.setQueryData(queryKeys.room(id), room);
      // The location's room list shows the name.
      await client.invalidateQueries({ queryKey: queryKeys.locationRooms(room.locationId) });
    },
  });
}
