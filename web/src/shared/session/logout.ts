import { ZOkResponse } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { track } from '../analytics/track';
import { apiRequest } from '../api/client';
import { endSession } from './end-session';

export function logout(): Promise<unknown> {
  return apiRequest('/logout', {
    method: 'POST',
    schema: import.meta.env.DEV ? ZOkResponse : undefined,
    quiet: () => true,
  });
}

/** Signs out on the server and locally; the local part happens even when the server is unreachable. */
export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      await logout().catch(() => undefined);
      track('logout');
      await endSession();
    },
  });
}
