import { type TPublicRoom, ZPublicRoom } from '@cleanops/contracts';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';
import { useAuthStore } from '@/shared/stores/auth-store';

/** Public: the room a QR code names; an unknown code is shown on the page, not as a toast. */
export function getPublicRoom(token: string): Promise<TPublicRoom> {
  return apiRequest(`/public/rooms/${encodeURIComponent(token)}`, {
    schema: ZPublicRoom,
    quiet: (error) => error.status === 404,
  });
}

export function usePublicRoom(token: string) {
  const viewerId = useAuthStore((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: queryKeys.publicRoom(token, viewerId),
    queryFn: () => getPublicRoom(token),
    retry: (count, error) => count < 1 && isApiError(error) && error.isNetworkError,
  });
}
