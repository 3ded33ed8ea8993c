import type { TAvailableMessagingTypesResponse } from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { messagingTypesReply } from '@/shared/api/reply';

export function getAvailableMessagingTypes(): Promise<TAvailableMessagingTypesResponse> {
  // Quiet: each login step shows its own inline state with a retry button.
  return apiRequest('/availableMessagingTypes', {
    schema: messagingTypesReply,
    quiet: () => true,
  });
}

/** SPEC.md §7: cached 5 minutes. */
export const availableMessagingTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['availableMessagingTypes'],
    queryFn: getAvailableMessagingTypes,
    staleTime: 5 * 60_000,
  });

export function useAvailableMessagingTypes() {
  return useQuery(availableMessagingTypesQueryOptions());
}
