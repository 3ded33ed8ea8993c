import { API_KEY_NAME_MAX, type TCreateApiKeyResponse } from '@cleanops/contracts';
import type { TRight } from '@cleanops/contracts/rights';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { showFieldErrors } from '@/shared/forms/server-field-errors';
import { useAuthStore } from '@/shared/stores/auth-store';
import { Alert } from '@/shared/ui-kit/alert';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { Form } from '@/shared/ui-kit/form';
import { Input } from '@/shared/ui-kit/input';
import { DatePicker } from '@/shared/ui-kit/lazy-controls';
import { useCreateApiKey } from '../api/api-keys';
import { RightsPicker } from './rights-picker';

interface KeyValues {
  name: string;
  rights: TRight[];
  expiresAt?: Dayjs | null;
}

/** What the server said about a failed call: its field errors, else its message. */
function failureDetail(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.fields.length > 0) return error.fields.map((field) => field.message).join(' ');
  return error.message || undefined;
}

/**
 * A new API key: a name, the rights it holds (only the person's own) and an optional last day.
 * Once made, `onCreated` gets the key with its secret, which the page shows once.
 */
export function ApiKeyForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: TCreateApiKeyResponse) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('integrations');
  const held = useAuthStore((s) => s.rights);
  const [form] = Form.useForm<KeyValues>();
  const create = useCreateApiKey();
  const [failure, setFailure] = useState<unknown>(null);

  const submit = (values: KeyValues) => {
    setFailure(null);
    create.mutate(
      {
        name: values.name.trim(),
        rights: values.rights,
        expiresAt: values.expiresAt ? values.expiresAt.endOf('day').toISOString() : null,
      },
      {
        onSuccess: onCreated,
        onError: (error) => {
          setFailure(error);
          showFieldErrors(form, error, ['name', 'rights', 'expiresAt'] as const);
        },
      },
    );
  };

  return (
    <Card title={t('form.title')}>
      {failure != null && (
        <Alert
          type="error"
          title={t('form.failed')}
          description={failureDetail(failure)}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<KeyValues>
        name="api-key"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: '', rights: [], expiresAt: null }}
        onFinish={submit}
      >
        <Form.Item
          name="name"
          label={t('form.name')}
          extra={t('form.nameHint')}
          rules={[{ required: true, whitespace: true, message: t('form.nameRequired') }]}
        >
          <Input autoComplete="off" autoFocus maxLength={API_KEY_NAME_MAX} />
        </Form.Item>
        <Form.Item
          name="rights"
          label={t('form.rights')}
          extra={t('form.rightsHint')}
          rules={[{ type: 'array', min: 1, required: true, message: t('form.rightsRequired') }]}
        >
          <RightsPicker held={held} />
        </Form.Item>
        <Form.Item name="expiresAt" label={t('form.expires')} extra={t('form.expiresHint')}>
          <DatePicker allowClear disabledDate={(day: Dayjs) => day.isBefore(dayjs().startOf('day'))} />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('form.submit')}
          </Button>
          <Button onClick={onCancel} disabled={create.isPending}>
            {t('form.cancel')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
