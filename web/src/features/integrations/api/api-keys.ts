import {
  type TApiKeysResponse,
  type TCreateApiKeyRequest,
  type TCreateApiKeyResponse,
  ZApiKeysResponse,
  ZCreateApiKeyResponse,
} from '@cleanops/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, quietWhenFieldErrors } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';

const apiKeysKey = ['api-keys'] as const;

export function getApiKeys(signal?: AbortSignal): Promise<TApiKeysResponse> {
  return apiRequest('/api-keys', { schema: import.meta.env.DEV ? ZApiKeysResponse : undefined, signal });
}

export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: apiKeysKey,
    queryFn: ({ signal }) => getApiKeys(signal),
    refetchOnMount: 'always',
  });

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}

export function createApiKey(body: TCreateApiKeyRequest): Promise<TCreateApiKeyResponse> {
  return apiRequest('/api-keys', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZCreateApiKeyResponse : undefined,
    quiet: quietWhenFieldErrors,
  });
}

export function useCreateApiKey() {
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

/** Revoked at once: the key's next request is refused. */
export function revokeApiKey(id: string): Promise<void> {
  return apiRequest(`/api-keys/${id}`, { method: 'DELETE' });
}

export function useRevokeApiKey() {
  return useMutation({
    mutationFn: revokeApiKey,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
