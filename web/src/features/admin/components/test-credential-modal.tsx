import {
  TEST_CODE_LENGTH,
  TEST_CREDENTIAL_MAX_DAYS,
  TEST_CREDENTIALS_MAX_ACTIVE,
  ZCredentialContact,
  ZTestCode,
} from '@cleanops/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '@/shared/forms/server-field-errors';
import { Form } from '@/shared/ui-kit/form';
import { Input } from '@/shared/ui-kit/input';
import { DatePicker } from '@/shared/ui-kit/lazy-controls';
import { Modal } from '@/shared/ui-kit/modal';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useCreateTestCredential } from '../api/test-credentials';
import { adminRule, requiredRule, requiredValueRule } from '../model/admin-rule';
import { FailureAlert } from './failure-alert';

interface CredentialValues {
  credential: string;
  code: string;
  expiresAt: Dayjs;
}

/** The default expiry: a month, which covers an app-store review with room to spare. */
const DEFAULT_DAYS = 30;

/** The last moment a credential may live: 90 days from now (DECISIONS.md §3). */
const latestExpiry = () => dayjs().add(TEST_CREDENTIAL_MAX_DAYS, 'day');

/**
 * A test credential for an app-store reviewer or a demo (DECISIONS.md §3): a contact, a fixed
 * 5-digit code and an expiry at most 90 days away; at most 10 active at once (the server refuses an
 * 11th). No message is sent: the admin hands the code over.
 */
export function TestCredentialModal({ activeCount, onClose }: { activeCount: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<CredentialValues>();
  const create = useCreateTestCredential();
  const [failure, setFailure] = useState<unknown>(null);

  const submit = (values: CredentialValues) => {
    setFailure(null);
    // End of the chosen day, but never past the 90-day limit the server checks against its clock.
    const end = values.expiresAt.endOf('day');
    const expiresAt = (
      end.isAfter(latestExpiry()) ? latestExpiry().subtract(1, 'minute') : end
    ).toISOString();
    create.mutate(
      { credential: values.credential.trim(), code: values.code.trim(), expiresAt },
      {
        onSuccess: (created) => {
          toast.success(t('credentials.created', { credential: created.credential }));
          onClose();
        },
        onError: (error) => {
          setFailure(error);
          showFieldErrors(form, error, ['credential', 'code', 'expiresAt'] as const);
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('credentials.createTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('credentials.createSubmit')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: create.isPending }}
      cancelButtonProps={{ disabled: create.isPending }}
      destroyOnHidden
    >
      <FailureAlert title={t('errors.createCredential')} failure={failure} />
      <Typography.Paragraph type="secondary">
        {t('credentials.createHint', { count: activeCount, max: TEST_CREDENTIALS_MAX_ACTIVE })}
      </Typography.Paragraph>
      <Form<CredentialValues>
        name="test-credential"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ expiresAt: dayjs().add(DEFAULT_DAYS, 'day') }}
        onFinish={submit}
      >
        <Form.Item
          name="credential"
          label={t('credentials.contact')}
          extra={t('credentials.contactHint')}
          rules={[requiredRule(), adminRule(ZCredentialContact)]}
          validateFirst
        >
          <Input autoComplete="off" autoFocus placeholder="reviewer@example.com" />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('credentials.code')}
          extra={t('credentials.codeHint', { count: TEST_CODE_LENGTH })}
          rules={[requiredRule(), adminRule(ZTestCode)]}
          validateFirst
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            maxLength={TEST_CODE_LENGTH}
            placeholder="12345"
            style={{ width: 140, fontFamily: 'monospace', letterSpacing: 2 }}
          />
        </Form.Item>
        <Form.Item
          name="expiresAt"
          label={t('credentials.expires')}
          extra={t('credentials.expiresHint', { count: TEST_CREDENTIAL_MAX_DAYS })}
          rules={[requiredValueRule()]}
        >
          <DatePicker
            allowClear={false}
            disabledDate={(day) => day.isBefore(dayjs().startOf('day')) || day.isAfter(latestExpiry())}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
