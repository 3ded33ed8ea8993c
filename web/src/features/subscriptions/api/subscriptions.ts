import {
  type TRenewSubscriptionRequest,
  type TSubscriptionsResponse,
  ZSubscriptionsResponse,
} from '@cleanops/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

export function getSubscriptions(): Promise<TSubscriptionsResponse> {
  return apiRequest('/subscriptions', { schema: import.meta.env.DEV ? ZSubscriptionsResponse : undefined });
}

export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.subscriptions,
    queryFn: getSubscriptions,
    // A super admin answers the owner's request elsewhere: asked afresh whenever the page opens.
    refetchOnMount: 'always',
  });

export function useSubscriptions() {
  return useQuery(subscriptionsQueryOptions());
}

export function requestRenewal(body: TRenewSubscriptionRequest): Promise<TSubscriptionsResponse> {
  return apiRequest('/subscriptions', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZSubscriptionsResponse : undefined,
  });
}

export function useRequestRenewal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestRenewal,
    onSuccess: (data) => client.setQueryData(queryKeys.subscriptions, data),
  });
}

/** Withdraws the owner's waiting renewal request (DELETE /subscriptions/renewals/:id). */
export function cancelRenewal(id: string): Promise<TSubscriptionsResponse> {
  return apiRequest(`/subscriptions/renewals/${id}`, {
    method: 'DELETE',
    schema: import.meta.env.DEV ? ZSubscriptionsResponse : undefined,
  });
}

export function useCancelRenewal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelRenewal,
    onSuccess: (data) => client.setQueryData(queryKeys.subscriptions, data),
    // Answered meanwhile (409): the refetch shows the answer.
    onError: () => void client.invalidateQueries({ queryKey: queryKeys.subscriptions }),
  });
}
