import { ZEmail, ZPhone } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { fieldErrorFor } from '@/shared/api/api-error';
import { REGION_PHONE_COUNTRY } from '@/shared/config/regions';
import { useAuthStore } from '@/shared/stores/auth-store';
import { Button } from '@/shared/ui-kit/button';
import { Form } from '@/shared/ui-kit/form';
import { Input } from '@/shared/ui-kit/input';
import { PhoneField } from '@/shared/ui-kit/phone-field';
import type { ContactKind } from '../api/change-contact';

interface ContactFormProps {
  kind: ContactKind;
  initialValue?: string;
  sending: boolean;
  onSubmit: (contact: string) => Promise<unknown>;
}

/** The first step of the verify modal: the e-mail or number the code goes to. */
export function ContactForm({ kind, initialValue, sending, onSubmit }: ContactFormProps) {
  const { t } = useTranslation('profile');
  const region = useAuthStore((s) => s.region);
  const [form] = Form.useForm<{ contact?: string }>();
  const field = kind === 'email' ? 'email' : 'phone';

  const submit = async ({ contact }: { contact?: string }) => {
    const parsed = (kind === 'email' ? ZEmail : ZPhone).safeParse(contact ?? '');
    if (!parsed.success) {
      form.setFields([
        {
          name: 'contact',
          errors: [t(kind === 'email' ? 'validation:invalidEmail' : 'validation:invalidPhone')],
        },
      ]);
      return;
    }
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      const message = fieldErrorFor(error, field);
      if (message) form.setFields([{ name: 'contact', errors: [message] }]);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{ contact: initialValue }}
    >
      <Form.Item name="contact" label={t(`contacts.newLabel.${kind}`)} htmlFor="verify-contact">
        {kind === 'email' ? (
          <Input
            id="verify-contact"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoFocus
            size="large"
          />
        ) : (
          <PhoneField id="verify-contact" defaultCountry={REGION_PHONE_COUNTRY[region]} autoFocus />
        )}
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={sending}>
        {t('contacts.sendCode')}
      </Button>
    </Form>
  );
}
