import {
  type TAdminUser,
  type TAdminUserDeletionPreview,
  type TAdminUserListQuery,
  type TAdminUserPage,
  type TAttachUserRequest,
  type TCreateAdminUserRequest,
  type TUpdateAdminUserRequest,
  ZAdminUser,
  ZAdminUserDeletionPreview,
  ZAdminUserPage,
} from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, quietWhenFieldErrors } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { adminKeys, toSearch } from './admin-keys';

export function getAdminUsers(query: TAdminUserListQuery, signal?: AbortSignal): Promise<TAdminUserPage> {
  return apiRequest(`/admin/users${toSearch(query)}`, {
    schema: import.meta.env.DEV ? ZAdminUserPage : undefined,
    signal,
  });
}

export function useAdminUsers(query: TAdminUserListQuery) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.userList(query),
      queryFn: ({ signal }) => getAdminUsers(query, signal),
      placeholderData: keepPreviousData,
      refetchOnMount: 'always',
    }),
  );
}

/** Users, workspaces and the dashboard's counts all change with a user. */
const refreshAfterUserWrite = () => {
  void queryClient.invalidateQueries({ queryKey: adminKeys.all });
};

export function createAdminUser(body: TCreateAdminUserRequest): Promise<TAdminUser> {
  return apiRequest('/admin/users', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZAdminUser : undefined,
    quiet: quietWhenFieldErrors,
  });
}

export function useCreateAdminUser() {
  return useMutation({ mutationFn: createAdminUser, onSuccess: refreshAfterUserWrite });
}

export function updateAdminUser(id: string, body: TUpdateAdminUserRequest): Promise<TAdminUser> {
  return apiRequest(`/admin/users/${id}`, {
    method: 'PATCH',
    body,
    schema: import.meta.env.DEV ? ZAdminUser : undefined,
    quiet: quietWhenFieldErrors,
  });
}

export function useUpdateAdminUser() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateAdminUserRequest }) => updateAdminUser(id, body),
    onSuccess: refreshAfterUserWrite,
  });
}

export function getDeletionPreview(id: string, signal?: AbortSignal): Promise<TAdminUserDeletionPreview> {
  return apiRequest(`/admin/users/${id}/deletion`, {
    schema: import.meta.env.DEV ? ZAdminUserDeletionPreview : undefined,
    signal,
  });
}

/** What deleting a user takes with it, asked fresh each time the confirm opens. */
export function useDeletionPreview(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.deletion(id ?? ''),
      queryFn: ({ signal }) => getDeletionPreview(id ?? '', signal),
      enabled: id !== null,
      staleTime: 0,
      gcTime: 0,
    }),
  );
}

export function deleteAdminUser(id: string): Promise<void> {
  return apiRequest(`/admin/users/${id}`, { method: 'DELETE' });
}

export function useDeleteAdminUser() {
  return useMutation({ mutationFn: deleteAdminUser, onSuccess: refreshAfterUserWrite });
}

export function attachAdminUser(id: string, body: TAttachUserRequest): Promise<unknown> {
  return apiRequest(`/admin/users/${id}/attach`, { method: 'POST', body, quiet: quietWhenFieldErrors });
}

export function useAttachAdminUser() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TAttachUserRequest }) => attachAdminUser(id, body),
    onSuccess: refreshAfterUserWrite,
  });
}
