import { type TStoredFile, ZClientInstructionsResponse } from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';
import { SIGNED_LINK_REFRESH_MS } from './get-location';
import { quietWhenMissing } from './quiet-missing';

export function getClientInstructions(locationId: string, signal?: AbortSignal): Promise<TStoredFile[]> {
  return apiRequest(`/locations/${locationId}/client-instructions`, {
    schema: import.meta.env.DEV ? ZClientInstructionsResponse : undefined,
    signal,
    quiet: quietWhenMissing,
  });
}

export const clientInstructionsQueryOptions = (locationId: string) =>
  queryOptions({
    queryKey: queryKeys.clientInstructions(locationId),
    queryFn: ({ signal }) => getClientInstructions(locationId, signal),
    // Each file's `url` is a signed link that expires after an hour.
    refetchInterval: SIGNED_LINK_REFRESH_MS,
  });

export function useClientInstructions(locationId: string, { enabled = true } = {}) {
  return useQuery({ ...clientInstructionsQueryOptions(locationId), enabled });
}
