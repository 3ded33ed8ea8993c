import { parseEmail } from '@cleanops/contracts/rules';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldErrorFor } from '@/shared/api/api-error';
import { useAuthStore } from '@/shared/stores/auth-store';
import { Button } from '@/shared/ui-kit/button';
import { toast } from '@/shared/ui-kit/toast';
import { useRequestLoginCode } from '../api/request-login-code';
import { useChannelAvailability } from '../api/use-channel-availability';
import { AuthCard } from '../components/auth-card';
import { ChannelsState } from '../components/channels-unavailable';

export function LoginEmailPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const stored = useAuthStore((s) => s.requestBody);
  const [email, setEmail] = useState(stored?.type === 'email' ? stored.email : '');
  const [error, setError] = useState<string | null>(null);
  const channels = useChannelAvailability();
  const sendCode = useRequestLoginCode();
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sendCode.isPending) return;
    // SPEC.md §5 and §8: an empty e-mail is a toast, not a field error.
    if (!email.trim()) {
      toast.error(t('validation:invalidEmail'));
      return;
    }
    const parsed = parseEmail(email);
    if (parsed === null) {
      setError(t('validation:invalidEmail'));
      return;
    }
    setError(null);
    sendCode.mutate(
      { type: 'email', email: parsed },
      {
        onSuccess: () => navigate('/login/code'),
        onError: (failure) => {
          const message = fieldErrorFor(failure, 'email');
          if (message) setError(message);
        },
      },
    );
  };

  return (
    <AuthCard title={t('email.title')} description={t('email.description')}>
      <form noValidate onSubmit={submit}>
        <div className="pui-field">
          <label htmlFor={inputId}>{t('email.label')}</label>
          <input
            id={inputId}
            className="pui-input"
            type="email"
            inputMode="email"
            autoComplete="email"
            // biome-ignore lint/a11y/noAutofocus: the step has one input, opened by choosing e-mail
            autoFocus
            placeholder="name@company.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error && (
            <p id={errorId} className="pui-field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        {channels.offers('email') ? (
          <Button size="large" htmlType="submit" type="primary" block loading={sendCode.isPending}>
            {t('email.next')}
          </Button>
        ) : (
          <ChannelsState
            {...channels}
            noneOffered
            alternative={{ label: t('email.usePhone'), onClick: () => navigate('/login/phone') }}
          />
        )}
      </form>
      <div className="pui-row">
        <Button size="large" type="link" onClick={() => navigate('/')}>
          {t('common:actions.back')}
        </Button>
        <Button size="large" type="link" onClick={() => navigate('/login/phone')}>
          {t('email.usePhone')}
        </Button>
      </div>
    </AuthCard>
  );
}
