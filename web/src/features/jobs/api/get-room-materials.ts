import { type TRoom, ZRoom } from '@cleanops/contracts';
import { useQueries } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/** The rooms of a learn task, for their training materials (GET /rooms/{id}, shared cache with the room page). */
function getRoom(id: string, signal?: AbortSignal): Promise<TRoom> {
  return apiRequest(`/rooms/${id}`, { schema: import.meta.env.DEV ? ZRoom : undefined, signal });
}

export function useRoomsOfJob(roomIds: readonly string[]) {
  return useQueries({
    queries: roomIds.map((id) => ({
      queryKey: queryKeys.room(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getRoom(id, signal),
      // The material links are signed for an hour; refetch well before they expire.
      staleTime: 60_000,
    })),
  });
}
