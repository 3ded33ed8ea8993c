import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useAuthStore } from '@/shared/stores/auth-store';
import { CodeEntry } from '@/shared/ui-kit/code-entry';
import { requestLoginCode } from '../api/request-login-code';
import { loadLoginReplySchemas, loginCodeBody, useSubmitLoginCode } from '../api/submit-login-code';
import { useCompleteLogin } from '../api/use-complete-login';
import { AuthCard } from '../components/auth-card';

export function LoginCodePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const request = useAuthStore((s) => s.requestBody);
  const sentCode = useAuthStore((s) => s.sentCode);
  const submitCode = useSubmitLoginCode();
  const completeLogin = useCompleteLogin();

  // The reply's schemas load while the code is on its way, not after it was typed.
  useEffect(() => {
    if (request) loadLoginReplySchemas().catch(() => undefined);
  }, [request]);

  // SPEC.md §4: the code step only makes sense for a stored login request.
  if (!request) return <Navigate to="/" replace />;

  const destination = request.type === 'email' ? request.email : request.phone;
  const backPath = request.type === 'email' ? '/login/email' : '/login/phone';
  const resendAvailableAt = sentCode ? sentCode.sentAt + sentCode.resendAfterSeconds * 1000 : null;

  return (
    <AuthCard title={t('code.title')}>
      <CodeEntry
        destination={destination}
        channel={sentCode?.channel ?? request.type}
        resendAvailableAt={resendAvailableAt}
        onSubmit={async (code) => completeLogin(await submitCode.mutateAsync(loginCodeBody(request, code)))}
        onResend={async () => useAuthStore.getState().setSentCode(await requestLoginCode(request))}
        onBack={() => navigate(backPath)}
        backLabel={request.type === 'email' ? t('code.changeEmail') : t('code.changePhone')}
      />
    </AuthCard>
  );
}
