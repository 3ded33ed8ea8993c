import {
  type TWebhookDelivery,
  type TWebhookDeliveryState,
  WEBHOOK_DELIVERY_STATES,
} from '@cleanops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/time/format-date';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { ReloadOutlined } from '@/shared/ui-kit/icons';
import { ListState } from '@/shared/ui-kit/list-state';
import { Radio } from '@/shared/ui-kit/radio';
import { type ResponsiveColumn, ResponsiveTable } from '@/shared/ui-kit/responsive-table';
import { Tag } from '@/shared/ui-kit/tag';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useResendWebhookDelivery, useWebhookDeliveries } from '../api/webhooks';
import { DELIVERY_STATE_COLOURS, deliveryOutcome, webhookEventName } from '../model/webhook-words';

const PAGE_SIZE = 10;
/** Enough of an answer to tell what the receiver said; the log keeps more. */
const ANSWER_SHOWN = 200;

type StateFilter = TWebhookDeliveryState | 'all';

const clip = (text: string) => (text.length > ANSWER_SHOWN ? `${text.slice(0, ANSWER_SHOWN - 1)}…` : text);

/**
 * An endpoint's delivery log, newest first, a page at a time and by state: each delivery's last
 * attempt (code, time taken, the start of the answer or what went wrong), with "Send again".
 */
export function WebhookDeliveries({ endpointId, url }: { endpointId: string; url: string }) {
  const { t } = useTranslation('integrations');
  const [page, setPage] = useState(1);
  const [state, setState] = useState<StateFilter>('all');
  const deliveries = useWebhookDeliveries(endpointId, {
    page,
    pageSize: PAGE_SIZE,
    state: state === 'all' ? undefined : state,
  });
  const resend = useResendWebhookDelivery();

  const columns: ResponsiveColumn<TWebhookDelivery>[] = [
    {
      key: 'event',
      title: t('webhooks.deliveries.columns.event'),
      card: 'title',
      render: (_, delivery) => webhookEventName(t, delivery.event),
    },
    {
      key: 'state',
      title: t('webhooks.deliveries.columns.state'),
      card: 'aside',
      render: (_, delivery) => (
        <Flex vertical gap={2} align="flex-start">
          <Tag color={DELIVERY_STATE_COLOURS[delivery.state]}>
            {t(`webhooks.deliveries.states.${delivery.state}`)}
          </Tag>
          {delivery.nextAttemptAt && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('webhooks.deliveries.nextAttempt', { date: formatDate(delivery.nextAttemptAt, 'dayTime') })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'time',
      title: t('webhooks.deliveries.columns.time'),
      render: (_, delivery) => formatDate(delivery.createdAt, 'dayTime'),
    },
    {
      key: 'attempts',
      title: t('webhooks.deliveries.columns.attempts'),
      render: (_, delivery) => delivery.attempts,
    },
    {
      key: 'code',
      title: t('webhooks.deliveries.columns.code'),
      render: (_, delivery) => delivery.responseCode ?? t('webhooks.deliveries.noAnswer'),
    },
    {
      key: 'duration',
      title: t('webhooks.deliveries.columns.duration'),
      render: (_, delivery) =>
        delivery.durationMs === null ? '—' : t('webhooks.deliveries.durationMs', { ms: delivery.durationMs }),
    },
    {
      key: 'answer',
      title: t('webhooks.deliveries.columns.answer'),
      render: (_, delivery) => {
        const said = delivery.error ?? delivery.responseExcerpt;
        return said ? (
          <Typography.Text code style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {clip(said)}
          </Typography.Text>
        ) : (
          '—'
        );
      },
    },
    {
      key: 'actions',
      title: t('webhooks.deliveries.columns.actions'),
      card: 'actions',
      render: (_, delivery) => (
        <Button
          size="small"
          aria-label={t('webhooks.deliveries.resendOf', {
            event: webhookEventName(t, delivery.event),
            date: formatDate(delivery.createdAt, 'dayTime'),
          })}
          loading={resend.isPending && resend.variables?.deliveryId === delivery.id}
          onClick={() =>
            resend.mutate(
              { id: endpointId, deliveryId: delivery.id },
              {
                onSuccess: (again) => {
                  const { kind, text } = deliveryOutcome(t, again, url);
                  toast[kind](text);
                },
              },
            )
          }
        >
          {t('webhooks.deliveries.resend')}
        </Button>
      ),
    },
  ];

  const body = () => {
    if (deliveries.isPending) return <ListState state="loading" rows={3} />;
    if (deliveries.isError && !deliveries.data)
      return (
        <ListState
          state="error"
          title={t('webhooks.deliveries.loadFailed')}
          onRetry={() => void deliveries.refetch()}
          retrying={deliveries.isFetching}
        />
      );
    if (!deliveries.data || deliveries.data.items.length === 0)
      return (
        <ListState
          state="empty"
          description={
            state === 'all' ? t('webhooks.deliveries.empty') : t('webhooks.deliveries.emptyFiltered')
          }
        />
      );
    return (
      <ResponsiveTable<TWebhookDelivery>
        label={t('webhooks.deliveries.label', { url })}
        columns={columns}
        items={deliveries.data.items}
        rowKey={(delivery) => delivery.id}
        loading={deliveries.isFetching}
        size="small"
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: deliveries.data.total,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    );
  };

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center" justify="space-between">
        {/* Buttons that wrap on a phone: the states' names in Russian and Kazakh do not fit one row. */}
        <Radio.Group
          aria-label={t('webhooks.deliveries.filter')}
          optionType="button"
          buttonStyle="solid"
          value={state}
          onChange={(event) => {
            setState(event.target.value as StateFilter);
            setPage(1);
          }}
          options={(['all', ...WEBHOOK_DELIVERY_STATES] as const).map((value) => ({
            value,
            label: value === 'all' ? t('webhooks.deliveries.all') : t(`webhooks.deliveries.states.${value}`),
          }))}
        />
        <Button size="small" icon={<ReloadOutlined />} onClick={() => void deliveries.refetch()}>
          {t('webhooks.deliveries.refresh')}
        </Button>
      </Flex>
      {body()}
    </Flex>
  );
}
