import { type TReceivedInvite, ZReceivedInvitesResponse } from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

export function getReceivedInvites(signal?: AbortSignal): Promise<TReceivedInvite[]> {
  return apiRequest('/invite', {
    schema: import.meta.env.DEV ? ZReceivedInvitesResponse : undefined,
    signal,
  });
}

/** SPEC.md §7, §9: invite lists are the exception that refetches on mount, focus and reconnect. */
export const receivedInvitesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.receivedInvites,
    queryFn: ({ signal }) => getReceivedInvites(signal),
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });

export function useReceivedInvites() {
  return useQuery(receivedInvitesQueryOptions());
}
