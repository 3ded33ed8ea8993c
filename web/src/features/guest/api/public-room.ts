import { type TPublicRoom, ZPublicRoom } from '@cleanops/contracts';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/** Public: the room a QR code names; an unknown code is shown on the page, not as a toast. */
export function getPublicRoom(token: string): Promise<TPublicRoom> {
  return apiRequest(`/public/rooms/${encodeURIComponent(token)}`, {
    schema: ZPublicRoom,
    quiet: (error) => error.status === 404,
  });
}

export function usePublicRoom(token: string) {
  return useQuery({
    queryKey: queryKeys.publicRoom(token),
    queryFn: () => getPublicRoom(token),
    retry: (count, error) => count < 1 && isApiError(error) && error.isNetworkError,
  });
}
