import {
  type TLoginCodeRequest,
  type TLoginCodeResponse,
  type TLoginRequest,
  ZLoginCodeResponse,
} from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { isCodeFieldError } from '@/shared/ui/code-entry';

export function submitLoginCode(body: TLoginCodeRequest): Promise<TLoginCodeResponse> {
  return apiRequest('/login/code', {
    method: 'POST',
    body,
    schema: ZLoginCodeResponse,
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
