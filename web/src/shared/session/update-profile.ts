import { type TProfileResponse, type TUpdateProfileRequest, ZProfileResponse } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, quietWhenFieldErrors } from '../api/client';
import { queryClient } from '../api/query-client';
import { PROFILE_QUERY_KEY, syncSession } from './profile-query';

export function updateProfile(body: TUpdateProfileRequest): Promise<TProfileResponse> {
  return apiRequest('/profile', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZProfileResponse : undefined,
    quiet: quietWhenFieldErrors,
  });
}

export function storeProfile(profile: TProfileResponse): void {
  queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
  syncSession(profile);
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, onSuccess: storeProfile });
}
