import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';

export function deleteLocation(id: string): Promise<void> {
  return apiRequest(`/locations/${id}`, { method: 'DELETE' });
}

/**
 * Leaves the deleted location's pages first, then forgets its cached data: refetching a location
 * that is gone would only answer 404.
 */
export function useDeleteLocation(id: string) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => deleteLocation(id),
    onSuccess: async () => {
      await navigate('/locations', { replace: true });
      queryClient.removeQueries({ queryKey: queryKeys.location(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.locations });
      void queryClient.invalidateQueries({ queryKey: queryKeys.rooms });
    },
  });
}
