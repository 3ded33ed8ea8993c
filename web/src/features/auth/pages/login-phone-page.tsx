import { MessageOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { type TLoginRequest, ZPhone } from '@cleanops/contracts';
import { Button, Flex, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldErrorFor } from '@/shared/api/api-error';
import { REGION_PHONE_COUNTRY } from '@/shared/config/regions';
import { useAuthStore } from '@/shared/stores/auth-store';
import { isPhoneEmpty, PhoneField } from '@/shared/ui/phone-field';
import { toast } from '@/shared/ui/toast';
import { useRequestLoginCode } from '../api/request-login-code';
import { useChannelAvailability } from '../api/use-channel-availability';
import { AuthCard } from '../components/auth-card';
import { ChannelsState } from '../components/channels-unavailable';

type PhoneChannel = 'phone' | 'whatsapp';

export function LoginPhonePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [form] = Form.useForm<{ phone?: string }>();
  const stored = useAuthStore((s) => s.requestBody);
  const region = useAuthStore((s) => s.region);
  const channels = useChannelAvailability();
  const sendCode = useRequestLoginCode();
  const [pending, setPending] = useState<PhoneChannel | null>(null);

  const send = (channel: PhoneChannel) => {
    const phone: string | undefined = form.getFieldValue('phone');
    if (isPhoneEmpty(phone)) {
      toast.error(t('validation:invalidPhone'));
      return;
    }
    const parsed = ZPhone.safeParse(phone);
    if (!parsed.success) {
      form.setFields([{ name: 'phone', errors: [t('validation:invalidPhone')] }]);
      return;
    }
    form.setFields([{ name: 'phone', errors: [] }]);
    const body: TLoginRequest = { type: channel, phone: parsed.data };
    setPending(channel);
    sendCode.mutate(body, {
      onSuccess: () => navigate('/login/code'),
      onError: (error) => {
        const message = fieldErrorFor(error, 'phone');
        if (message) form.setFields([{ name: 'phone', errors: [message] }]);
      },
      onSettled: () => setPending(null),
    });
  };

  const noneOffered = !channels.offers('phone') && !channels.offers('whatsapp');

  return (
    <AuthCard title={t('phone.title')} description={t('phone.description')}>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={() => send(channels.offers('phone') ? 'phone' : 'whatsapp')}
        initialValues={{ phone: stored && stored.type !== 'email' ? stored.phone : undefined }}
      >
        <Form.Item name="phone" label={t('phone.label')} htmlFor="login-phone">
          <PhoneField id="login-phone" defaultCountry={REGION_PHONE_COUNTRY[region]} autoFocus />
        </Form.Item>
        <Flex vertical gap={12}>
          {channels.offers('phone') && (
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              block
              icon={<MessageOutlined />}
              loading={pending === 'phone'}
              disabled={pending !== null}
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
              disabled={pending !== null}
            >
              {t('phone.byWhatsapp')}
            </Button>
          )}
          <ChannelsState
            {...channels}
            noneOffered={noneOffered}
            alternative={{ label: t('phone.useEmail'), onClick: () => navigate('/login/email') }}
          />
        </Flex>
      </Form>
      <Flex justify="space-between" wrap gap={8} style={{ marginTop: 8 }}>
        <Button type="link" onClick={() => navigate('/')} style={{ paddingInline: 0 }}>
          {t('common:actions.back')}
        </Button>
        <Button type="link" onClick={() => navigate('/login/email')} style={{ paddingInline: 0 }}>
          {t('phone.useEmail')}
        </Button>
      </Flex>
    </AuthCard>
  );
}
