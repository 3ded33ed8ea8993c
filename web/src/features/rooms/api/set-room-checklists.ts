import { type TRoom, type TSetRoomChecklistsRequest, ZRoom } from '@cleanops/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/** Replaces the room's attached checklists with this ordered list. */
export function setRoomChecklists(id: string, body: TSetRoomChecklistsRequest): Promise<TRoom> {
  return apiRequest(`/rooms/${id}/checklists`, {
    method: 'PUT',
    body,
    schema: import.meta.env.DEV ? ZRoom : undefined,
  });
}

export function useSetRoomChecklists(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (checklistIds: string[]) => setRoomChecklists(id, { checklistIds }),
    onSuccess: async (room) => {
      client.setQueryData(queryKeys.room(id), room);
      // Room lists count checklists; the library counts rooms per checklist.
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.locationRooms(room.locationId) }),
        client.invalidateQueries({ queryKey: queryKeys.checklists }),
      ]);
    },
  });
}
