import { type TCreateRoomRequest, type TRoom, ZRoom } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, quietWhenFieldErrors } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';

/** 402 when the subscription has expired: the client shows the server's message (SPEC.md §8). */
export function createRoom(locationId: string, body: TCreateRoomRequest): Promise<TRoom> {
  return apiRequest(`/locations/${locationId}/rooms`, {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZRoom : undefined,
    quiet: quietWhenFieldErrors,
  });
}

export function useCreateRoom(locationId: string) {
  return useMutation({
    mutationFn: (body: TCreateRoomRequest) => createRoom(locationId, body),
    onSuccess: (room) => {
      queryClient.setQueryData(queryKeys.room(room.id), room);
      // One call for the room list, the location (its rooms count and QR sheet) and the list showing
      // the count: they all sit under `locations`, and each separate call would refetch the rooms again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.locations });
    },
  });
}
