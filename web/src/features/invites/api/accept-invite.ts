import { type TAcceptInviteResponse, ZAcceptInviteResponse } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';

export function acceptInvite(id: string): Promise<TAcceptInviteResponse> {
  return apiRequest(`/invite/${id}`, {
    method: 'POST',
    schema: import.meta.env.DEV ? ZAcceptInviteResponse : undefined,
  });
}

/**
 * SPEC.md §4: accepting reloads the page, so the profile, rights and menu of the new workspace are
 * loaded afresh. A refusal (409 already employed, an invite no longer open) is the server's toast;
 * the list is refetched so an invite that is gone leaves the bell.
 */
export function useAcceptInvite() {
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: () => window.location.reload(),
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.receivedInvites }),
  });
}
