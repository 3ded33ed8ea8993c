import type { TLoginRequest } from '@cleanops/contracts';
import { parsePhone } from '@cleanops/contracts/rules';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldErrorFor } from '@/shared/api/api-error';
import { REGION_PHONE_COUNTRY } from '@/shared/config/regions';
import { useAuthStore } from '@/shared/stores/auth-store';
import { Button } from '@/shared/ui-kit/button';
import { MessageOutlined, WhatsAppOutlined } from '@/shared/ui-kit/icons';
import { isPhoneEmpty, PhoneField } from '@/shared/ui-kit/phone-field';
import { toast } from '@/shared/ui-kit/toast';
import { useRequestLoginCode } from '../api/request-login-code';
import { useChannelAvailability } from '../api/use-channel-availability';
import { AuthCard } from '../components/auth-card';
import { ChannelsState } from '../components/channels-unavailable';

type PhoneChannel = 'phone' | 'whatsapp';

export function LoginPhonePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const stored = useAuthStore((s) => s.requestBody);
  const region = useAuthStore((s) => s.region);
  const [phone, setPhone] = useState(stored && stored.type !== 'email' ? stored.phone : '');
  const [error, setError] = useState<string | null>(null);
  const channels = useChannelAvailability();
  const sendCode = useRequestLoginCode();
  const [pending, setPending] = useState<PhoneChannel | null>(null);
  const inputId = useId();
  const errorId = useId();

  const send = (channel: PhoneChannel) => {
    if (pending) return;
    if (isPhoneEmpty(phone)) {
      toast.error(t('validation:invalidPhone'));
      return;
    }
    const parsed = parsePhone(phone);
    if (!parsed) {
      setError(t('validation:invalidPhone'));
      return;
    }
    setError(null);
    const body: TLoginRequest = { type: channel, phone: parsed };
    setPending(channel);
    sendCode.mutate(body, {
      onSuccess: () => navigate('/login/code'),
      onError: (failure) => {
        const message = fieldErrorFor(failure, 'phone');
        if (message) setError(message);
      },
      onSettled: () => setPending(null),
    });
  };

  const noneOffered = !channels.offers('phone') && !channels.offers('whatsapp');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(channels.offers('phone') ? 'phone' : 'whatsapp');
  };

  return (
    <AuthCard title={t('phone.title')} description={t('phone.description')}>
      <form noValidate onSubmit={submit}>
        <div className="pui-field">
          <label htmlFor={inputId}>{t('phone.label')}</label>
          <PhoneField
            id={inputId}
            value={phone}
            onChange={setPhone}
            defaultCountry={REGION_PHONE_COUNTRY[region]}
            autoFocus
            aria-invalid={!!error}
            aria-describedby={error ? errorId : undefined}
          />
          {error && (
            <p id={errorId} className="pui-field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="pui-stack">
          {channels.offers('phone') && (
            <Button
              size="large"
              htmlType="submit"
              type="primary"
              block
              icon={<MessageOutlined />}
              loading={pending === 'phone'}
              disabled={pending === 'whatsapp'}
            >
              {t('phone.bySms')}
            </Button>
          )}
          {channels.offers('whatsapp') && (
            <Button
              size="large"
              block
              icon={<WhatsAppOutlined />}
              onClick={() => send('whatsapp')}
              loading={pending === 'whatsapp'}
              disabled={pending === 'phone'}
            >
              {t('phone.byWhatsapp')}
            </Button>
          )}
          <ChannelsState
            {...channels}
            noneOffered={noneOffered}
            alternative={{ label: t('phone.useEmail'), onClick: () => navigate('/login/email') }}
          />
        </div>
      </form>
      <div className="pui-row">
        <Button size="large" type="link" onClick={() => navigate('/')}>
          {t('common:actions.back')}
        </Button>
        <Button size="large" type="link" onClick={() => navigate('/login/email')}>
          {t('phone.useEmail')}
        </Button>
      </div>
    </AuthCard>
  );
}
