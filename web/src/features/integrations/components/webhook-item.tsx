import type { TWebhookEndpoint, TWebhookWithSecretResponse } from '@cleanops/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/time/format-date';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import {
  DeleteOutlined,
  DownOutlined,
  EditOutlined,
  KeyOutlined,
  PlayCircleOutlined,
  RightOutlined,
  StopOutlined,
  ThunderboltOutlined,
  WarningFilled,
} from '@/shared/ui-kit/icons';
import { Popconfirm } from '@/shared/ui-kit/popconfirm';
import { Tag } from '@/shared/ui-kit/tag';
import { toast } from '@/shared/ui-kit/toast';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSendTestWebhook,
  useUpdateWebhook,
} from '../api/webhooks';
import {
  DELIVERY_STATE_COLOURS,
  deliveryOutcome,
  ENDPOINT_STATE_COLOURS,
  endpointState,
  webhookEventName,
} from '../model/webhook-words';
import { WebhookDeliveries, WebhookForm } from './lazy-webhook-parts';

/**
 * One endpoint: its address, what it hears, whether it is enabled, the secret it signs with (by its
 * start) and how its last delivery went; with edit, pause or enable, a test event, a new secret,
 * delete, and its delivery log opening below. A new secret goes to `onSecret`, for the page to show once.
 */
export function WebhookItem({
  endpoint,
  onSecret,
}: {
  endpoint: TWebhookEndpoint;
  onSecret: (rotated: TWebhookWithSecretResponse) => void;
}) {
  const { t } = useTranslation('integrations');
  const { token } = useToken();
  const [editing, setEditing] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const logId = useId();
  const update = useUpdateWebhook();
  const test = useSendTestWebhook();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();
  const { url } = endpoint;
  const state = endpointState(endpoint);
  const last = endpoint.lastDelivery;

  if (editing) {
    return (
      <li>
        <WebhookForm
          endpoint={endpoint}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            toast.success(t('webhooks.saved', { url: saved.url }));
          }}
        />
      </li>
    );
  }

  const setEnabled = (enabled: boolean) =>
    update.mutate(
      { id: endpoint.id, body: { enabled } },
      { onSuccess: () => toast.success(t(enabled ? 'webhooks.enabled' : 'webhooks.paused', { url })) },
    );

  const sendTest = () =>
    test.mutate(endpoint.id, {
      onSuccess: (delivery) => {
        const { kind, text } = deliveryOutcome(t, delivery, url);
        toast[kind](text);
        // The log shows the delivery beside the others, and follows it while it is retried.
        setLogOpen(true);
      },
    });

  const facts: { key: string; label: string; value: ReactNode }[] = [
    {
      key: 'events',
      label: t('webhooks.fields.events'),
      value: endpoint.events.map((event) => webhookEventName(t, event)).join(', '),
    },
    {
      key: 'secret',
      label: t('webhooks.fields.secret'),
      value: <Typography.Text code>{`${endpoint.secretPrefix}…`}</Typography.Text>,
    },
    {
      key: 'last',
      label: t('webhooks.fields.lastDelivery'),
      value: last ? (
        <Flex gap={6} wrap align="center">
          <Tag color={DELIVERY_STATE_COLOURS[last.status]}>
            {t(`webhooks.deliveries.states.${last.status}`)}
          </Tag>
          <span>
            {formatDate(last.at, 'dayTime')}
            {last.responseCode !== null && `, ${t('webhooks.code', { code: last.responseCode })}`}
          </span>
        </Flex>
      ) : (
        t('webhooks.noDeliveries')
      ),
    },
    {
      key: 'created',
      label: t('webhooks.fields.created'),
      value: endpoint.createdBy
        ? t('webhooks.createdBy', {
            date: formatDate(endpoint.createdAt, 'day'),
            name: endpoint.createdBy.name,
          })
        : t('webhooks.creatorGone', { date: formatDate(endpoint.createdAt, 'day') }),
    },
  ];

  return (
    <li aria-label={url}>
      <Card size="small" styles={{ body: { padding: 14 } }}>
        <Flex vertical gap={10}>
          <Flex justify="space-between" align="flex-start" gap={8} wrap>
            <Flex vertical gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
              <Typography.Text strong style={{ fontSize: 16, overflowWrap: 'anywhere' }}>
                {url}
              </Typography.Text>
              {endpoint.description && (
                <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                  {endpoint.description}
                </Typography.Text>
              )}
            </Flex>
            <Tag color={ENDPOINT_STATE_COLOURS[state]}>{t(`webhooks.states.${state}`)}</Tag>
          </Flex>
          {endpoint.failingSince && (
            <Typography.Text style={{ color: token.colorErrorText }}>
              <WarningFilled />{' '}
              {t('webhooks.failingSince', { date: formatDate(endpoint.failingSince, 'dayTime') })}
            </Typography.Text>
          )}
          {state !== 'enabled' && (
            <Typography.Text type="secondary">{t('webhooks.pausedHint')}</Typography.Text>
          )}
          <dl className="app-row-card-facts" style={{ margin: 0 }}>
            {facts.map((fact) => (
              <div key={fact.key}>
                <dt>{fact.label}</dt>
                <dd style={{ overflowWrap: 'anywhere' }}>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <Flex gap={8} wrap>
            <Button
              icon={<EditOutlined />}
              onClick={() => setEditing(true)}
              aria-label={t('webhooks.actions.editOf', { url })}
            >
              {t('webhooks.actions.edit')}
            </Button>
            {endpoint.enabled ? (
              <Button
                icon={<StopOutlined />}
                loading={update.isPending}
                onClick={() => setEnabled(false)}
                aria-label={t('webhooks.actions.pauseOf', { url })}
              >
                {t('webhooks.actions.pause')}
              </Button>
            ) : (
              <Button
                icon={<PlayCircleOutlined />}
                loading={update.isPending}
                onClick={() => setEnabled(true)}
                aria-label={t('webhooks.actions.enableOf', { url })}
              >
                {t('webhooks.actions.enable')}
              </Button>
            )}
            <Button
              icon={<ThunderboltOutlined />}
              loading={test.isPending}
              onClick={sendTest}
              aria-label={t('webhooks.actions.testOf', { url })}
            >
              {t('webhooks.actions.test')}
            </Button>
            <Popconfirm
              title={t('webhooks.rotateTitle', { url })}
              description={t('webhooks.rotateHint')}
              okText={t('webhooks.rotateOk')}
              okButtonProps={{ danger: true }}
              cancelText={t('webhooks.form.cancel')}
              onConfirm={() => rotate.mutateAsync(endpoint.id).then(onSecret, () => undefined)}
            >
              <Button icon={<KeyOutlined />} aria-label={t('webhooks.actions.rotateOf', { url })}>
                {t('webhooks.actions.rotate')}
              </Button>
            </Popconfirm>
            <Popconfirm
              title={t('webhooks.deleteTitle', { url })}
              description={t('webhooks.deleteHint')}
              okText={t('webhooks.actions.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('webhooks.form.cancel')}
              onConfirm={() =>
                remove.mutateAsync(endpoint.id).then(
                  () => toast.success(t('webhooks.deleted', { url })),
                  () => undefined,
                )
              }
            >
              <Button danger icon={<DeleteOutlined />} aria-label={t('webhooks.actions.deleteOf', { url })}>
                {t('webhooks.actions.delete')}
              </Button>
            </Popconfirm>
          </Flex>
          <Button
            type="link"
            icon={logOpen ? <DownOutlined /> : <RightOutlined />}
            aria-expanded={logOpen}
            aria-controls={logId}
            onClick={() => setLogOpen((open) => !open)}
            style={{ alignSelf: 'flex-start', paddingInline: 0 }}
          >
            {t('webhooks.actions.log')}
          </Button>
          {logOpen && (
            <section id={logId} aria-label={t('webhooks.actions.logOf', { url })}>
              <WebhookDeliveries endpointId={endpoint.id} url={url} />
            </section>
          )}
        </Flex>
      </Card>
    </li>
  );
}
