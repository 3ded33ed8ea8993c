import { type TLocation, type TUpdateLocationRequest, ZLocation } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, quietWhenFieldErrors } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';

export function updateLocation(id: string, body: TUpdateLocationRequest): Promise<TLocation> {
  return apiRequest(`/locations/${id}`, {
    method: 'PATCH',
    body,
    schema: import.meta.env.DEV ? ZLocation : undefined,
    quiet: quietWhenFieldErrors,
  });
}

export function useUpdateLocation(id: string) {
  return useMutation({
    mutationFn: (body: TUpdateLocationRequest) => updateLocation(id, body),
    onSuccess: (location, body) => {
      queryClient.setQueryData(queryKeys.location(id), location);
      void queryClient.invalidateQueries({ queryKey: queryKeys.locations });
      // Teams list the locations they serve: a new team for this one changes two of them.
      if ('teamId' in body) void queryClient.invalidateQueries({ queryKey: queryKeys.teams });
    },
  });
}
