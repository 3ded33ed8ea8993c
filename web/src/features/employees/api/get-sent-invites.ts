import { type TSentInvite, ZSentInvitesResponse } from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

export function getSentInvites(signal?: AbortSignal): Promise<TSentInvite[]> {
  return apiRequest('/invite/pending', {
    schema: import.meta.env.DEV ? ZSentInvitesResponse : undefined,
    signal,
  });
}

/** SPEC.md §7: invite lists are the exception that refetches on mount, focus and reconnect. */
export const sentInvitesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.sentInvites,
    queryFn: ({ signal }) => getSentInvites(signal),
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });

export function useSentInvites(enabled: boolean) {
  return useQuery({ ...sentInvitesQueryOptions(), enabled });
}
