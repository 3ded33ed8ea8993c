import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { homePathFor } from '@/shared/session/profile-query';
import { useAuthStore } from '@/shared/stores/auth-store';

/**
 * A signed-in visit to /login/… (including the moment the layouts swap after sign-in) goes to the
 * remembered deep link, else home: a superuser to /admin-dashboard, others to / (SPEC.md §2).
 */
export function AfterLogin() {
  const redirect = useAuthStore((s) => s.redirect);
  const user = useAuthStore((s) => s.user);
  useEffect(() => {
    if (redirect) useAuthStore.getState().setRedirect(null);
  }, [redirect]);
  return <Navigate to={redirect ?? (user ? homePathFor(user) : '/')} replace />;
}
