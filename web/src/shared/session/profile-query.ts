import { type TProfile, type TProfileResponse, ZProfileResponse } from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../api/api-error';
import { apiRequest } from '../api/client';
import { useAuthStore } from '../stores/auth-store';

export const PROFILE_QUERY_KEY = ['profile'] as const;

export function getProfile(): Promise<TProfileResponse> {
  return apiRequest('/profile', { schema: import.meta.env.DEV ? ZProfileResponse : undefined });
}

/** SPEC.md §7: the profile is retried once on load, also after a server hiccup (not after a 4xx). */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: getProfile,
    retry: (failureCount, error) =>
      failureCount < 1 && isApiError(error) && (error.isNetworkError || error.status >= 500),
  });

/** Copies what the server says about me into the auth store, where the menu and guards read it. */
export function syncSession(profile: TProfileResponse): void {
  useAuthStore
    .getState()
    .setSession({ user: profile.user, rights: profile.rights, menuEnabled: profile.menuEnabled });
}

/** `revalidate`: ask the server even when the cached profile is fresh (the app shell, on load). */
export function useProfile({ revalidate = false }: { revalidate?: boolean } = {}) {
  const query = useQuery({ ...profileQueryOptions(), refetchOnMount: revalidate ? 'always' : true });
  useEffect(() => {
    if (query.data) syncSession(query.data);
  }, [query.data]);
  return query;
}

export function hasFullName(user: Pick<TProfile, 'name' | 'surname'>): boolean {
  return Boolean(user.name?.trim() && user.surname?.trim());
}

/** SPEC.md §2: with a name a superuser goes to the admin area, everyone else to /. */
export function homePathFor(user: Pick<TProfile, 'type'>): string {
  return user.type === 'super' ? '/admin-dashboard' : '/';
}
