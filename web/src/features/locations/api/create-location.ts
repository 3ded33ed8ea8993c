import { type TCreateLocationRequest, type TLocation, ZLocation } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, quietWhenFieldErrors } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';

export function createLocation(body: TCreateLocationRequest): Promise<TLocation> {
  return apiRequest('/locations', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZLocation : undefined,
    quiet: quietWhenFieldErrors,
  });
}

export function useCreateLocation() {
  return useMutation({
    mutationFn: createLocation,
    onSuccess: (location) => {
      queryClient.setQueryData(queryKeys.location(location.id), location);
      void queryClient.invalidateQueries({ queryKey: queryKeys.locations, refetchType: 'active' });
    },
  });
}
