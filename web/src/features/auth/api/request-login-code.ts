import type { TCodeSentResponse, TLoginRequest } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, quietWhenFieldErrors } from '@/shared/api/client';
import { codeSentReply } from '@/shared/api/reply';
import { useAuthStore } from '@/shared/stores/auth-store';

export function requestLoginCode(body: TLoginRequest): Promise<TCodeSentResponse> {
  return apiRequest('/login', {
    method: 'POST',
    body,
    schema: codeSentReply,
    quiet: quietWhenFieldErrors,
  });
}

/** Sends the code and remembers the request, so /login/code knows where it went (SPEC.md §4). */
export function useRequestLoginCode() {
  return useMutation({
    mutationFn: requestLoginCode,
    onSuccess: (sent, body) => useAuthStore.getState().setLoginRequest(body, sent),
  });
}
