import {
  type TAdminRenewal,
  type TAdminRenewalListQuery,
  type TAdminRenewalPage,
  type TAdminWorkspace,
  type TDeclineRenewalRequest,
  type TGrantRenewalRequest,
  type TGrantSubscriptionRequest,
  type TRemoveOverdueRequest,
  type TRemoveOverdueResponse,
  ZAdminRenewal,
  ZAdminRenewalPage,
  ZAdminWorkspace,
  ZRemoveOverdueResponse,
} from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { adminKeys, toSearch } from './admin-keys';

/** These screens show their own message for a failure (SPEC.md §8), with the server's beside it. */
const quietAlways = (_: ApiError) => true;

export function getAdminWorkspace(id: string, signal?: AbortSignal): Promise<TAdminWorkspace> {
  return apiRequest(`/admin/workspaces/${id}`, {
    schema: import.meta.env.DEV ? ZAdminWorkspace : undefined,
    signal,
  });
}

export function useAdminWorkspace(id: string, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.workspace(id),
      queryFn: ({ signal }) => getAdminWorkspace(id, signal),
      enabled,
      refetchOnMount: 'always',
    }),
  );
}

export function getAdminRenewals(
  query: TAdminRenewalListQuery,
  signal?: AbortSignal,
): Promise<TAdminRenewalPage> {
  return apiRequest(`/admin/renewals${toSearch(query)}`, {
    schema: import.meta.env.DEV ? ZAdminRenewalPage : undefined,
    signal,
  });
}

export function useAdminRenewals(query: TAdminRenewalListQuery) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.renewalList(query),
      queryFn: ({ signal }) => getAdminRenewals(query, signal),
      placeholderData: keepPreviousData,
      refetchOnMount: 'always',
    }),
  );
}

/** A subscription change shows on the workspace, the users' states, the renewals and the dashboard. */
const refreshAfterSubscriptionWrite = () => {
  void queryClient.invalidateQueries({ queryKey: adminKeys.all });
};

export function grantSubscription(workspaceId: string, body: TGrantSubscriptionRequest): Promise<unknown> {
  return apiRequest(`/admin/workspaces/${workspaceId}/subscriptions`, {
    method: 'POST',
    body,
    quiet: quietAlways,
  });
}

export function useGrantSubscription() {
  return useMutation({
    mutationFn: ({ workspaceId, body }: { workspaceId: string; body: TGrantSubscriptionRequest }) =>
      grantSubscription(workspaceId, body),
    onSuccess: refreshAfterSubscriptionWrite,
  });
}

export function grantRenewal(id: string, body: TGrantRenewalRequest): Promise<TAdminRenewal> {
  return apiRequest(`/admin/renewals/${id}/grant`, {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZAdminRenewal : undefined,
    quiet: quietAlways,
  });
}

export function declineRenewal(id: string, body: TDeclineRenewalRequest): Promise<TAdminRenewal> {
  return apiRequest(`/admin/renewals/${id}/decline`, {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZAdminRenewal : undefined,
    quiet: quietAlways,
  });
}

export function useAnswerRenewal() {
  return useMutation({
    mutationFn: (
      answer: { id: string; grant: TGrantRenewalRequest } | { id: string; decline: TDeclineRenewalRequest },
    ) =>
      'grant' in answer ? grantRenewal(answer.id, answer.grant) : declineRenewal(answer.id, answer.decline),
    // A 409 means another admin answered first: the refetch shows their answer.
    onSettled: refreshAfterSubscriptionWrite,
  });
}

export function removeOverdue(
  workspaceId: string,
  body: TRemoveOverdueRequest,
): Promise<TRemoveOverdueResponse> {
  return apiRequest(`/admin/workspaces/${workspaceId}/remove-overdue`, {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZRemoveOverdueResponse : undefined,
    quiet: quietAlways,
  });
}

export function useRemoveOverdue() {
  return useMutation({
    mutationFn: ({ workspaceId, body }: { workspaceId: string; body: TRemoveOverdueRequest }) =>
      removeOverdue(workspaceId, body),
    onSuccess: refreshAfterSubscriptionWrite,
  });
}

/** Undoes a granted period (the trial cannot be): the server logs it as revoke_subscription. */
export function revokePeriod(workspaceId: string, periodId: string): Promise<TAdminWorkspace> {
  return apiRequest(`/admin/workspaces/${workspaceId}/subscriptions/${periodId}`, {
    method: 'DELETE',
    schema: import.meta.env.DEV ? ZAdminWorkspace : undefined,
    quiet: quietAlways,
  });
}

export function useRevokePeriod() {
  return useMutation({
    mutationFn: ({ workspaceId, periodId }: { workspaceId: string; periodId: string }) =>
      revokePeriod(workspaceId, periodId),
    onSettled: refreshAfterSubscriptionWrite,
  });
}

/** Ends the running subscription now (the workspace becomes read-only), logged as end_subscription. */
export function endSubscription(workspaceId: string): Promise<TAdminWorkspace> {
  return apiRequest(`/admin/workspaces/${workspaceId}/subscriptions/end`, {
    method: 'POST',
    schema: import.meta.env.DEV ? ZAdminWorkspace : undefined,
    quiet: quietAlways,
  });
}

export function useEndSubscription() {
  return useMutation({
    mutationFn: (workspaceId: string) => endSubscription(workspaceId),
    onSettled: refreshAfterSubscriptionWrite,
  });
}
