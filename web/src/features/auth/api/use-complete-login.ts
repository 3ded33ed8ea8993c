import type { TLoginCodeResponse } from '@cleanops/contracts';
import { useNavigate } from 'react-router';
import { track } from '@/shared/analytics/track';
import { queryClient } from '@/shared/api/query-client';
import { useAuthStore } from '@/shared/stores/auth-store';
import { loadLoginReplySchemas } from './submit-login-code';

/**
 * After a code is accepted (SPEC.md §2, §4): keep the token, load the profile, then either open
 * the app or ask for the name first; the stored login request is forgotten once the way is chosen.
 */
export function useCompleteLogin() {
  const navigate = useNavigate();
  return async ({ token }: TLoginCodeResponse) => {
    useAuthStore.getState().setToken(token);
    const { profileQueryOptions, syncSession, hasFullName } = await loadLoginReplySchemas();
    const profile = await queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 });
    syncSession(profile);
    if (hasFullName(profile.user)) {
      enterApp();
      return;
    }
    await navigate('/login/fill-profile', { replace: true });
    useAuthStore.getState().clearLoginRequest();
  };
}

/** Flips the layouts; the signed-in tree's /login/* route then opens the right page (AfterLogin). */
export function enterApp(): void {
  const auth = useAuthStore.getState();
  auth.clearLoginRequest();
  auth.completeSignIn();
  track('login');
}
