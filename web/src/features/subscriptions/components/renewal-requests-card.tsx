import type { TRenewalRequest, TRenewalStatus } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/time/format-date';
import { Card } from '@/shared/ui-kit/card';
import { ResponsiveTable } from '@/shared/ui-kit/responsive-table';
import { Tag, type TagColor } from '@/shared/ui-kit/tag';
import { Typography } from '@/shared/ui-kit/typography';

export const REQUEST_STATUS_COLORS: Record<TRenewalStatus, TagColor> = {
  waiting: 'gold',
  granted: 'green',
  declined: 'red',
};

/** The owner's renewal requests, newest first, each with its state and a declined one's reason (DECISIONS.md §11). */
export function RenewalRequestsCard({ renewals }: { renewals: TRenewalRequest[] }) {
  const { t } = useTranslation('subscriptions');
  return (
    <Card title={t('requests.title')}>
      {renewals.length === 0 ? (
        // Secondary text, not antd's disabled grey (1.8:1): AA contrast.
        <Typography.Text type="secondary">{t('requests.empty')}</Typography.Text>
      ) : (
        <ResponsiveTable<TRenewalRequest>
          size="small"
          label={t('requests.title')}
          rowKey={(request) => request.id}
          pagination={false}
          items={renewals}
          columns={[
            {
              key: 'createdAt',
              card: 'title',
              title: t('requests.createdAt'),
              dataIndex: 'createdAt',
              render: (v: string) => formatDate(v, 'long'),
            },
            {
              key: 'status',
              card: 'aside',
              title: t('requests.status'),
              dataIndex: 'status',
              render: (status: TRenewalStatus) => (
                <Tag color={REQUEST_STATUS_COLORS[status]}>{t(`requestStatus.${status}`)}</Tag>
              ),
            },
            {
              key: 'months',
              title: t('requests.period'),
              dataIndex: 'months',
              render: (months: number) => t('renew.months', { count: months }),
            },
            {
              key: 'decidedAt',
              title: t('requests.decidedAt'),
              dataIndex: 'decidedAt',
              render: (v: string | null) => (v ? formatDate(v, 'long') : '—'),
            },
            {
              key: 'reason',
              title: t('requests.reason'),
              dataIndex: 'reason',
              render: (v: string | null) => v ?? '—',
            },
          ]}
        />
      )}
    </Card>
  );
}
