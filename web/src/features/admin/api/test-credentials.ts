import {
  type TCreateTestCredentialRequest,
  type TTestCredential,
  type TTestCredentialsQuery,
  type TTestCredentialsResponse,
  ZTestCredential,
  ZTestCredentialsResponse,
} from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { adminKeys, toSearch } from './admin-keys';

/** The screen shows SPEC.md §8's own message with the server's beside it. */
const quietAlways = (_: ApiError) => true;

export function getTestCredentials(
  query: TTestCredentialsQuery,
  signal?: AbortSignal,
): Promise<TTestCredentialsResponse> {
  return apiRequest(`/admin/test-credentials${toSearch(query)}`, {
    schema: import.meta.env.DEV ? ZTestCredentialsResponse : undefined,
    signal,
  });
}

export function useTestCredentials(query: TTestCredentialsQuery) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.credentialList(query),
      queryFn: ({ signal }) => getTestCredentials(query, signal),
      placeholderData: keepPreviousData,
      refetchOnMount: 'always',
    }),
  );
}

const refresh = () => {
  void queryClient.invalidateQueries({ queryKey: adminKeys.credentials });
};

export function createTestCredential(body: TCreateTestCredentialRequest): Promise<TTestCredential> {
  return apiRequest('/admin/test-credentials', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZTestCredential : undefined,
    quiet: quietAlways,
  });
}

export function useCreateTestCredential() {
  return useMutation({ mutationFn: createTestCredential, onSuccess: refresh });
}

export function deleteTestCredential(id: string): Promise<void> {
  return apiRequest(`/admin/test-credentials/${id}`, { method: 'DELETE', quiet: quietAlways });
}

export function useDeleteTestCredential() {
  return useMutation({ mutationFn: deleteTestCredential, onSettled: refresh });
}
