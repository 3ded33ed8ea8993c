import {
  type TCodeSentResponse,
  type TProfile,
  ZCodeSentResponse,
  ZVerifyContactResponse,
} from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, quietWhenFieldErrors } from '@/shared/api/client';
import { isCodeFieldError } from '@/shared/api/code-errors';
import { queryClient } from '@/shared/api/query-client';
import { PROFILE_QUERY_KEY } from '@/shared/session/profile-query';
import { useAuthStore } from '@/shared/stores/auth-store';

/** The three contacts a profile can verify; `phone` is SMS (SPEC.md §7). */
export type ContactKind = 'email' | 'phone' | 'whatsapp';

function contactBody(kind: ContactKind, contact: string) {
  return kind === 'email' ? { email: contact } : { phone: contact };
}

export function requestContactChange(kind: ContactKind, contact: string): Promise<TCodeSentResponse> {
  return apiRequest(`/profile/change/${kind}`, {
    method: 'POST',
    body: contactBody(kind, contact),
    schema: import.meta.env.DEV ? ZCodeSentResponse : undefined,
    quiet: quietWhenFieldErrors,
  });
}

export async function verifyContactChange(
  kind: ContactKind,
  contact: string,
  code: string,
): Promise<TProfile> {
  const reply = await apiRequest(`/profile/change/${kind}/verify`, {
    method: 'POST',
    body: { ...contactBody(kind, contact), code },
    schema: import.meta.env.DEV ? ZVerifyContactResponse : undefined,
    quiet: isCodeFieldError,
  });
  return reply.user;
}

export function useRequestContactChange() {
  return useMutation({
    mutationFn: ({ kind, contact }: { kind: ContactKind; contact: string }) =>
      requestContactChange(kind, contact),
  });
}

export function useVerifyContactChange() {
  return useMutation({
    mutationFn: ({ kind, contact, code }: { kind: ContactKind; contact: string; code: string }) =>
      verifyContactChange(kind, contact, code),
    onSuccess: (user) => {
      useAuthStore.getState().setUser(user);
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
}
