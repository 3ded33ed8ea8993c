import type { TLoginCodeRequest, TLoginCodeResponse, TLoginRequest } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { isCodeFieldError } from '@/shared/api/code-errors';

/**
 * The reply carries the whole profile, checked by the contract's schema; it (and zod with it) loads
 * when a code is sent, not with the page (the sign-in flow's first download has no zod).
 * The code page asks for it as it opens, so it is usually there by the time a code is typed.
 */
export const loadLoginReplySchemas = () => import('./login-reply-schemas');

export async function submitLoginCode(body: TLoginCodeRequest): Promise<TLoginCodeResponse> {
  const { ZLoginCodeResponse } = await loadLoginReplySchemas();
  return apiRequest('/login/code', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZLoginCodeResponse : undefined,
    quiet: isCodeFieldError,
  });
}

/** The /login/code body for a stored login request: the same contact it was sent to. */
export function loginCodeBody(request: TLoginRequest, code: string): TLoginCodeRequest {
  return request.type === 'email' ? { email: request.email, code } : { phone: request.phone, code };
}

export function useSubmitLoginCode() {
  return useMutation({ mutationFn: submitLoginCode });
}
