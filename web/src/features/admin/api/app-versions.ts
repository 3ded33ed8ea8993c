import {
  type TAppVersion,
  type TAppVersionsQuery,
  type TAppVersionsResponse,
  type TCreateAppVersionRequest,
  ZAppVersion,
  ZAppVersionsResponse,
} from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, quietWhenFieldErrors } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { adminKeys, toSearch } from './admin-keys';

export function getAppVersions(
  query: TAppVersionsQuery,
  signal?: AbortSignal,
): Promise<TAppVersionsResponse> {
  return apiRequest(`/admin/app-versions${toSearch(query)}`, {
    schema: import.meta.env.DEV ? ZAppVersionsResponse : undefined,
    signal,
  });
}

export function useAppVersions(query: TAppVersionsQuery) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.versionList(query),
      queryFn: ({ signal }) => getAppVersions(query, signal),
      placeholderData: keepPreviousData,
      refetchOnMount: 'always',
    }),
  );
}

export function createAppVersion(body: TCreateAppVersionRequest): Promise<TAppVersion> {
  return apiRequest('/admin/app-versions', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZAppVersion : undefined,
    quiet: quietWhenFieldErrors,
  });
}

export function useCreateAppVersion() {
  return useMutation({
    mutationFn: createAppVersion,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.versions });
      void queryClient.invalidateQueries({ queryKey: ['app-versions', 'latest'] });
    },
  });
}

/** Removes a version added by mistake (logged as delete_app_version by the server). */
export function deleteAppVersion(id: string): Promise<void> {
  return apiRequest(`/admin/app-versions/${id}`, { method: 'DELETE' });
}

export function useDeleteAppVersion() {
  return useMutation({
    mutationFn: deleteAppVersion,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.versions });
      // The profile shows the latest published web version.
      void queryClient.invalidateQueries({ queryKey: ['app-versions', 'latest'] });
    },
  });
}
