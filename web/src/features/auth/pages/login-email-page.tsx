import { ZEmail } from '@cleanops/contracts';
import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldErrorFor } from '@/shared/api/api-error';
import { useAuthStore } from '@/shared/stores/auth-store';
import { toast } from '@/shared/ui/toast';
import { useRequestLoginCode } from '../api/request-login-code';
import { useChannelAvailability } from '../api/use-channel-availability';
import { AuthCard } from '../components/auth-card';
import { ChannelsState } from '../components/channels-unavailable';

interface EmailValues {
  email?: string;
}

export function LoginEmailPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [form] = Form.useForm<EmailValues>();
  const stored = useAuthStore((s) => s.requestBody);
  const channels = useChannelAvailability();
  const sendCode = useRequestLoginCode();

  const submit = ({ email }: EmailValues) => {
    // SPEC.md §5 and §8: an empty e-mail is a toast, not a field error.
    if (!email?.trim()) {
      toast.error(t('validation:invalidEmail'));
      return;
    }
    const parsed = ZEmail.safeParse(email);
    if (!parsed.success) {
      form.setFields([
        { name: 'email', errors: [t(`validation:${parsed.error.issues[0]?.message ?? 'invalidEmail'}`)] },
      ]);
      return;
    }
    sendCode.mutate(
      { type: 'email', email: parsed.data },
      {
        onSuccess: () => navigate('/login/code'),
        onError: (error) => {
          const message = fieldErrorFor(error, 'email');
          if (message) form.setFields([{ name: 'email', errors: [message] }]);
        },
      },
    );
  };

  return (
    <AuthCard title={t('email.title')} description={t('email.description')}>
      <Form<EmailValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ email: stored?.type === 'email' ? stored.email : '' }}
      >
        <Form.Item name="email" label={t('email.label')}>
          <Input
            size="large"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoFocus
            placeholder="name@company.com"
          />
        </Form.Item>
        {channels.offers('email') ? (
          <Button type="primary" htmlType="submit" size="large" block loading={sendCode.isPending}>
            {t('email.next')}
          </Button>
        ) : (
          <ChannelsState
            {...channels}
            noneOffered
            alternative={{ label: t('email.usePhone'), onClick: () => navigate('/login/phone') }}
          />
        )}
      </Form>
      <Flex justify="space-between" wrap gap={8} style={{ marginTop: 8 }}>
        <Button type="link" onClick={() => navigate('/')} style={{ paddingInline: 0 }}>
          {t('common:actions.back')}
        </Button>
        <Button type="link" onClick={() => navigate('/login/phone')} style={{ paddingInline: 0 }}>
          {t('email.usePhone')}
        </Button>
      </Flex>
    </AuthCard>
  );
}
