import { type TRoom, ZRoom } from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/**
 * A missing room (or another workspace's, or a mangled id in the address) is shown as a
 * not-found page, not as a toast.
 */
export function getRoom(id: string): Promise<TRoom> {
  return apiRequest(`/rooms/${id}`, {
    schema: import.meta.env.DEV ? ZRoom : undefined,
    quiet: (error) => error.status === 404 || error.status === 400,
  });
}

export const roomQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.room(id),
    queryFn: () => getRoom(id),
    // The QR and file links in the reply are signed for an hour; refetch well before they expire.
    staleTime: 60_000,
  });

export function useRoom(id: string) {
  return useQuery(roomQueryOptions(id));
}
