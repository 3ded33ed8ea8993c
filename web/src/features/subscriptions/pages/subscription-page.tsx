import { plannedPeriod, RENEWAL_MONTHS } from '@cleanops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { formatDate } from '@/shared/time/format-date';
import { Alert } from '@/shared/ui-kit/alert';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { useConfirm } from '@/shared/ui-kit/confirm';
import { Descriptions } from '@/shared/ui-kit/descriptions';
import { Flex } from '@/shared/ui-kit/flex';
import { Radio } from '@/shared/ui-kit/radio';
import { ResponsiveTable } from '@/shared/ui-kit/responsive-table';
import { Skeleton } from '@/shared/ui-kit/skeleton';
import { StatusResult } from '@/shared/ui-kit/status-result';
import { Tag } from '@/shared/ui-kit/tag';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useCancelRenewal, useRequestRenewal, useSubscriptions } from '../api/subscriptions';
import { RenewalRequestsCard } from '../components/renewal-requests-card';

const STATUS_COLORS = { trial: 'blue', active: 'green', expired: 'red' } as const;

/** The owner's subscription: where it stands, its periods, and a renewal request (payment comes later). */
export function SubscriptionPage() {
  const { t } = useTranslation('subscriptions');
  usePageTitle(t('title'));
  const query = useSubscriptions();
  const renew = useRequestRenewal();
  const cancel = useCancelRenewal();
  const [askToConfirm, confirmHolder] = useConfirm();
  const [months, setMonths] = useState<(typeof RENEWAL_MONTHS)[number]>(1);

  if (query.isPending) return <Skeleton rows={8} />;
  if (query.isError)
    return (
      <StatusResult
        status="warning"
        title={t('loadFailed')}
        extra={<Button onClick={() => query.refetch()}>{t('common:actions.retry')}</Button>}
      />
    );
  const { current, daysLeft, periods, renewals, running, upcoming } = query.data;
  const pending = renewals.find((r) => r.status === 'waiting');
  // Where a renewal would run if granted now: a super admin grants it after the current period by
  // default (DECISIONS.md §11), by the same rule the server uses.
  const planned = (asked: number) =>
    plannedPeriod({
      now: new Date(),
      currentEndsAt: current ? new Date(current.endsAt) : null,
      start: 'after_current',
      length: { months: asked },
    });
  const runsText = (asked: number) => {
    const { startsAt, endsAt } = planned(asked);
    const dates = {
      from: formatDate(startsAt.toISOString(), 'long'),
      to: formatDate(endsAt.toISOString(), 'long'),
    };
    return current && current.status !== 'expired'
      ? t('renew.runsAfterCurrent', dates)
      : t('renew.runsFromToday', dates);
  };
  const confirmCancel = (id: string) =>
    askToConfirm({
      title: t('renew.cancelTitle'),
      content: t('renew.cancelText'),
      okText: t('renew.cancel'),
      okButtonProps: { danger: true },
      cancelText: t('renew.keep'),
      onOk: () => cancel.mutateAsync(id).then(() => toast.success(t('renew.cancelled'))),
    });
  // The current period is the one in force now: the trial while a paid period waits for its end.
  const shown = running
    ? { status: running.kind === 'trial' ? ('trial' as const) : ('active' as const), ...running }
    : current;
  // The newest request, once answered, is what the owner came to read (renewals are newest first).
  const answered = renewals[0] && renewals[0].status !== 'waiting' ? renewals[0] : null;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('title')}
      </Typography.Title>
      {confirmHolder}
      <Card title={t('current.title')}>
        {shown ? (
          <Descriptions column={{ xs: 1, sm: 2 }} size="small">
            <Descriptions.Item label={t('current.status')}>
              <Tag color={STATUS_COLORS[shown.status]}>{t(`status.${shown.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('current.daysLeft')}>{daysLeft}</Descriptions.Item>
            <Descriptions.Item label={t('current.startsAt')}>
              {formatDate(shown.startsAt, 'long')}
            </Descriptions.Item>
            <Descriptions.Item label={t('current.endsAt')}>
              {formatDate(shown.endsAt, 'dateTime')}
            </Descriptions.Item>
            {upcoming.map((period) => (
              <Descriptions.Item key={period.id} label={t('current.upcoming')} span="filled">
                {t('current.upcomingPeriod', {
                  kind: t(`kind.${period.kind}`),
                  from: formatDate(period.startsAt, 'long'),
                  to: formatDate(period.endsAt, 'long'),
                })}
              </Descriptions.Item>
            ))}
          </Descriptions>
        ) : (
          <Typography.Text type="secondary">{t('current.none')}</Typography.Text>
        )}
      </Card>
      {answered && (
        <Alert
          type={answered.status === 'granted' ? 'success' : 'warning'}
          title={t(`answer.${answered.status}`, {
            period: t('renew.months', { count: answered.months }),
            date: current ? formatDate(current.endsAt, 'long') : '',
            reason: answered.reason ?? '',
          })}
        />
      )}
      <Card title={t('renew.title')}>
        <Flex vertical gap={12}>
          {/* DECISIONS.md §11: no prices in the product; a request, an invoice, bank transfer, then the period. */}
          <Typography.Paragraph style={{ margin: 0 }}>{t('renew.cost')}</Typography.Paragraph>
          <div>
            <Typography.Text strong>{t('renew.stepsTitle')}</Typography.Text>
            <ol style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
              <li>{t('renew.steps.request')}</li>
              <li>{t('renew.steps.invoice')}</li>
              <li>{t('renew.steps.paid')}</li>
            </ol>
          </div>
          {pending ? (
            <Alert
              type="info"
              title={t('renew.pending', {
                count: pending.months,
                date: formatDate(pending.createdAt, 'long'),
              })}
              description={
                <Flex vertical gap={8} align="flex-start">
                  <span>{runsText(pending.months)}</span>
                  <span>{t('renew.oneAtATime')}</span>
                  <Button danger onClick={() => confirmCancel(pending.id)} loading={cancel.isPending}>
                    {t('renew.cancel')}
                  </Button>
                </Flex>
              }
            />
          ) : (
            <>
              <Radio.Group
                aria-label={t('renew.period')}
                value={months}
                onChange={(e) => setMonths(e.target.value)}
                optionType="button"
                options={RENEWAL_MONTHS.map((m) => ({ value: m, label: t('renew.months', { count: m }) }))}
              />
              <Typography.Text type="secondary">{runsText(months)}</Typography.Text>
              <div>
                <Button
                  type="primary"
                  loading={renew.isPending}
                  onClick={() =>
                    renew.mutate({ months }, { onSuccess: () => toast.success(t('renew.sent')) })
                  }
                >
                  {t('renew.submit')}
                </Button>
              </div>
            </>
          )}
        </Flex>
      </Card>
      <RenewalRequestsCard renewals={renewals} />
      <Card title={t('history.title')}>
        {periods.length === 0 ? (
          <Typography.Text type="secondary">{t('history.empty')}</Typography.Text>
        ) : (
          <ResponsiveTable<(typeof periods)[number]>
            size="small"
            label={t('history.title')}
            rowKey={(period) => period.id}
            pagination={false}
            items={periods}
            columns={[
              {
                key: 'kind',
                card: 'title',
                title: t('history.kind'),
                dataIndex: 'kind',
                render: (kind: string) => t(`kind.${kind}`),
              },
              {
                key: 'startsAt',
                title: t('current.startsAt'),
                dataIndex: 'startsAt',
                render: (v: string) => formatDate(v, 'long'),
              },
              {
                key: 'endsAt',
                title: t('current.endsAt'),
                dataIndex: 'endsAt',
                render: (v: string) => formatDate(v, 'long'),
              },
            ]}
          />
        )}
      </Card>
    </Flex>
  );
}
