import { type TCreateInvitesRequest, type TSentInvite, ZSentInvitesResponse } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, quietWhenFieldErrors } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';

/** Field errors come back on `body.contacts.<n>.email|phone`; the form shows them under the rows. */
export function sendInvites(body: TCreateInvitesRequest): Promise<TSentInvite[]> {
  return apiRequest('/invite', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZSentInvitesResponse : undefined,
    quiet: quietWhenFieldErrors,
  });
}

export function useSendInvites() {
  return useMutation({
    mutationFn: sendInvites,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.sentInvites });
      void queryClient.invalidateQueries({ queryKey: queryKeys.employees });
    },
  });
}
