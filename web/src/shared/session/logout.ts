import { ZOkResponse } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { createElement, type ReactNode, useState } from 'react';
import { track } from '../analytics/track';
import { apiRequest } from '../api/client';
import { discardMySteps, reloadQueue } from '../offline/step-queue';
import { lazyDialog } from '../ui-kit/lazy-dialog';
import { endSession } from './end-session';

const UnsentStepsDialog = lazyDialog(() => import('./unsent-steps-dialog').then((m) => m.UnsentStepsDialog));

export function logout(): Promise<unknown> {
  return apiRequest('/logout', {
    method: 'POST',
    schema: import.meta.env.DEV ? ZOkResponse : undefined,
    quiet: () => true,
  });
}

/**
 * Signs out on the server and locally; the local part happens even when the server is unreachable,
 * and at once (not when the signal returns, when it would meet the queue being sent). With steps
 * not sent yet, the person is asked first (unsent-steps-dialog.tsx): render `holder`.
 */
export function useLogout(): { mutate: () => void; isPending: boolean; holder: ReactNode } {
  const [asking, setAsking] = useState(false);
  const mutation = useMutation({
    networkMode: 'always',
    mutationFn: async ({ discard }: { discard: boolean }) => {
      if (discard) await discardMySteps();
      await logout().catch(() => undefined);
      track('logout');
      await endSession();
    },
  });
  const mutate = () => {
    void reloadQueue()
      .catch(() => [])
      .then((steps) => {
        if (steps.length > 0) setAsking(true);
        else mutation.mutate({ discard: false });
      });
  };
  const holder = asking
    ? createElement(UnsentStepsDialog, {
        onClose: () => setAsking(false),
        onLogout: (discard: boolean) => {
          setAsking(false);
          mutation.mutate({ discard });
        },
      })
    : null;
  return { mutate, isPending: mutation.isPending, holder };
}
