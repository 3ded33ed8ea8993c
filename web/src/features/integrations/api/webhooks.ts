import {
  type TCreateWebhookRequest,
  type TUpdateWebhookRequest,
  type TWebhookDeliveriesPage,
  type TWebhookDelivery,
  type TWebhookDeliveryState,
  type TWebhookEndpoint,
  type TWebhookEndpointsResponse,
  type TWebhookWithSecretResponse,
  ZWebhookDeliveriesPage,
  ZWebhookDelivery,
  ZWebhookEndpoint,
  ZWebhookEndpointsResponse,
  ZWebhookWithSecretResponse,
} from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, quietWhenFieldErrors } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';

const webhooksKey = ['webhooks'] as const;
const deliveriesKey = (id: string) => ['webhooks', id, 'deliveries'] as const;
const dev = import.meta.env.DEV;

/** While a delivery waits for the worker, lists ask again this often to show how it ended. */
const PENDING_REFRESH_MS = 2_000;

export function getWebhooks(signal?: AbortSignal): Promise<TWebhookEndpointsResponse> {
  return apiRequest('/webhooks', { schema: dev ? ZWebhookEndpointsResponse : undefined, signal });
}

export const webhooksQueryOptions = () =>
  queryOptions({
    queryKey: webhooksKey,
    queryFn: ({ signal }) => getWebhooks(signal),
    refetchOnMount: 'always',
    refetchInterval: (query) =>
      query.state.data?.items.some((endpoint) => endpoint.lastDelivery?.status === 'pending')
        ? PENDING_REFRESH_MS
        : false,
  });

export function useWebhooks() {
  return useQuery(webhooksQueryOptions());
}

const refreshList = () => void queryClient.invalidateQueries({ queryKey: webhooksKey });

export function createWebhook(body: TCreateWebhookRequest): Promise<TWebhookWithSecretResponse> {
  return apiRequest('/webhooks', {
    method: 'POST',
    body,
    schema: dev ? ZWebhookWithSecretResponse : undefined,
    quiet: quietWhenFieldErrors,
  });
}

export function useCreateWebhook() {
  return useMutation({ mutationFn: createWebhook, onSuccess: refreshList });
}

export function updateWebhook({
  id,
  body,
}: {
  id: string;
  body: TUpdateWebhookRequest;
}): Promise<TWebhookEndpoint> {
  return apiRequest(`/webhooks/${id}`, {
    method: 'PATCH',
    body,
    schema: dev ? ZWebhookEndpoint : undefined,
    quiet: quietWhenFieldErrors,
  });
}

export function useUpdateWebhook() {
  return useMutation({ mutationFn: updateWebhook, onSettled: refreshList });
}

/** Its waiting deliveries and its log go with it. */
export function deleteWebhook(id: string): Promise<void> {
  return apiRequest(`/webhooks/${id}`, { method: 'DELETE' });
}

export function useDeleteWebhook() {
  return useMutation({ mutationFn: deleteWebhook, onSettled: refreshList });
}

/** A new signing secret, in this reply only: the old one signs nothing from now on. */
export function rotateWebhookSecret(id: string): Promise<TWebhookWithSecretResponse> {
  return apiRequest(`/webhooks/${id}/secret`, {
    method: 'POST',
    schema: dev ? ZWebhookWithSecretResponse : undefined,
  });
}

export function useRotateWebhookSecret() {
  return useMutation({ mutationFn: rotateWebhookSecret, onSettled: refreshList });
}

const refreshDeliveries = (id: string) => {
  refreshList();
  void queryClient.invalidateQueries({ queryKey: deliveriesKey(id) });
};

/** Queues a `ping` to the endpoint; the worker sends it like any other delivery. */
export function sendTestWebhook(id: string): Promise<TWebhookDelivery> {
  return apiRequest(`/webhooks/${id}/test`, { method: 'POST', schema: dev ? ZWebhookDelivery : undefined });
}

export function useSendTestWebhook() {
  return useMutation({ mutationFn: sendTestWebhook, onSuccess: (_, id) => refreshDeliveries(id) });
}

export interface DeliveriesFilter {
  page: number;
  pageSize: number;
  state?: TWebhookDeliveryState;
}

export function getWebhookDeliveries(
  id: string,
  { page, pageSize, state }: DeliveriesFilter,
  signal?: AbortSignal,
): Promise<TWebhookDeliveriesPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (state) query.set('state', state);
  return apiRequest(`/webhooks/${id}/deliveries?${query}`, {
    schema: dev ? ZWebhookDeliveriesPage : undefined,
    signal,
  });
}

export const webhookDeliveriesQueryOptions = (id: string, filter: DeliveriesFilter) =>
  queryOptions({
    queryKey: [...deliveriesKey(id), filter],
    queryFn: ({ signal }) => getWebhookDeliveries(id, filter, signal),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((delivery) => delivery.state === 'pending') ? PENDING_REFRESH_MS : false,
  });

export function useWebhookDeliveries(id: string, filter: DeliveriesFilter) {
  return useQuery(webhookDeliveriesQueryOptions(id, filter));
}

/** "Send again": a new delivery of the same event (same id and body), due now. */
export function resendWebhookDelivery({
  id,
  deliveryId,
}: {
  id: string;
  deliveryId: string;
}): Promise<TWebhookDelivery> {
  return apiRequest(`/webhooks/${id}/deliveries/${deliveryId}/resend`, {
    method: 'POST',
    schema: dev ? ZWebhookDelivery : undefined,
  });
}

export function useResendWebhookDelivery() {
  return useMutation({ mutationFn: resendWebhookDelivery, onSuccess: (_, { id }) => refreshDeliveries(id) });
}
