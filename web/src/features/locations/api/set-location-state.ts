import { type TLocation, type TRentalState, ZLocation } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';

export function setLocationState(id: string, state: TRentalState): Promise<TLocation> {
  return apiRequest(`/locations/${id}/state`, {
    method: 'POST',
    body: { state },
    schema: import.meta.env.DEV ? ZLocation : undefined,
  });
}

export function useSetLocationState(id: string) {
  return useMutation({
    mutationFn: (state: TRentalState) => setLocationState(id, state),
    onSuccess: (location) => {
      queryClient.setQueryData(queryKeys.location(id), location);
      void queryClient.invalidateQueries({ queryKey: queryKeys.locations });
    },
  });
}
