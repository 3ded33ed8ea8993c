import { type TReceivedInvite, ZReceivedInvitesResponse } from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

export function getReceivedInvites(): Promise<TReceivedInvite[]> {
  return apiRequest('/invite', { schema: ZReceivedInvitesResponse });
}

/** SPEC.md §7, §9: invite lists are the exception that refetches on mount, focus and reconnect. */
export const receivedInvitesQueryOptions = () =>
  queryOptions({
    queryKey: ['invites', 'received'],
    queryFn: getReceivedInvites,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });

export function useReceivedInvites() {
  return useQuery(receivedInvitesQueryOptions());
}
