import {
  type TUpdateWebhookRequest,
  type TWebhookEndpoint,
  type TWebhookEvent,
  type TWebhookWithSecretResponse,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_URL_MAX,
  ZCreateWebhookRequest,
  ZWebhookUrl,
} from '@cleanops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { changedValues } from '@/shared/forms/edit-baseline';
import { showFieldErrors } from '@/shared/forms/server-field-errors';
import { zodRule } from '@/shared/forms/zod-rule';
import { Alert } from '@/shared/ui-kit/alert';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { Form } from '@/shared/ui-kit/form';
import { Input } from '@/shared/ui-kit/input';
import { useCreateWebhook, useUpdateWebhook } from '../api/webhooks';
import { WebhookEventsPicker } from './webhook-events-picker';

interface WebhookValues {
  url: string;
  description: string;
  events: TWebhookEvent[];
}

const FIELDS = ['url', 'description', 'events'] as const;
const urlRule = zodRule(ZWebhookUrl);
const descriptionRule = zodRule(ZCreateWebhookRequest.shape.description, { max: WEBHOOK_DESCRIPTION_MAX });

/** What the server said about a failed call that names no field of this form: its message. */
function failureDetail(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.fields.some((field) => FIELDS.some((name) => field.path.endsWith(name)))) return undefined;
  if (error.fields.length > 0) return error.fields.map((field) => field.message).join(' ');
  return error.message || undefined;
}

/** Only what was changed goes in the patch, so a save never carries a value nobody chose. */
const patchOf = (endpoint: TWebhookEndpoint, values: WebhookValues): TUpdateWebhookRequest =>
  changedValues(
    { url: values.url.trim(), description: values.description.trim(), events: values.events },
    { url: endpoint.url, description: endpoint.description, events: endpoint.events },
  );

/**
 * Adds a webhook endpoint (its https address, a description, the events it hears) or changes one.
 * The address is checked with the contract's own rule; whether its host may be reached is the
 * server's to say, and a refusal stays under the field with what was typed kept.
 * A new endpoint's signing secret goes to `onCreated`, for the page to show once.
 */
export function WebhookForm({
  endpoint,
  onCreated,
  onSaved,
  onCancel,
}: {
  /** The endpoint to change; none to add one. */
  endpoint?: TWebhookEndpoint;
  onCreated?: (created: TWebhookWithSecretResponse) => void;
  onSaved?: (saved: TWebhookEndpoint) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('integrations');
  const [form] = Form.useForm<WebhookValues>();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const pending = create.isPending || update.isPending;
  const [failure, setFailure] = useState<unknown>(null);

  const onError = (error: unknown) => {
    setFailure(error);
    showFieldErrors(form, error, FIELDS);
  };

  const submit = (values: WebhookValues) => {
    setFailure(null);
    if (!endpoint) {
      const description = values.description.trim();
      create.mutate(
        { url: values.url.trim(), events: values.events, ...(description ? { description } : {}) },
        { onSuccess: onCreated, onError },
      );
      return;
    }
    const patch = patchOf(endpoint, values);
    if (Object.keys(patch).length === 0) return onCancel();
    update.mutate({ id: endpoint.id, body: patch }, { onSuccess: onSaved, onError });
  };

  const detail = failure == null ? undefined : failureDetail(failure);
  const prefix = endpoint ? `webhook-${endpoint.id}` : 'webhook-new';
  return (
    <Card size="small" title={endpoint ? t('webhooks.form.editTitle') : t('webhooks.form.addTitle')}>
      {failure != null && detail && (
        <Alert
          type="error"
          title={t('webhooks.form.failed')}
          description={detail}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<WebhookValues>
        name={prefix}
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{
          url: endpoint?.url ?? '',
          description: endpoint?.description ?? '',
          events: endpoint?.events ?? [],
        }}
        onFinish={submit}
      >
        <Form.Item<WebhookValues>
          name="url"
          label={t('webhooks.form.url')}
          extra={t('webhooks.form.urlHint')}
          validateFirst
          rules={[{ required: true, whitespace: true, message: t('webhooks.form.urlRequired') }, urlRule]}
        >
          <Input
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={WEBHOOK_URL_MAX}
            autoComplete="off"
            spellCheck={false}
            autoFocus
          />
        </Form.Item>
        <Form.Item<WebhookValues>
          name="description"
          label={t('webhooks.form.description')}
          extra={t('webhooks.form.descriptionHint')}
          rules={[descriptionRule]}
        >
          <Input maxLength={WEBHOOK_DESCRIPTION_MAX} autoComplete="off" />
        </Form.Item>
        <Form.Item<WebhookValues>
          name="events"
          label={t('webhooks.form.events')}
          extra={t('webhooks.form.eventsHint')}
          rules={[{ type: 'array', min: 1, required: true, message: t('webhooks.form.eventsRequired') }]}
        >
          <WebhookEventsPicker label={t('webhooks.form.events')} />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={pending}>
            {endpoint ? t('webhooks.form.save') : t('webhooks.form.submit')}
          </Button>
          <Button onClick={onCancel} disabled={pending}>
            {t('webhooks.form.cancel')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
