import { useMutation } from '@tanstack/react-query';
import { track } from '@/shared/analytics/track';
import { apiRequest } from '@/shared/api/client';
import { endSession } from '@/shared/session/end-session';

export function deleteProfile(): Promise<void> {
  return apiRequest('/profile', { method: 'DELETE' });
}

/** DECISIONS.md §2: the session ends and every cached datum goes with the account. */
export function useDeleteProfile() {
  return useMutation({
    mutationFn: deleteProfile,
    onSuccess: async () => {
      track('logout');
      await endSession();
    },
  });
}
