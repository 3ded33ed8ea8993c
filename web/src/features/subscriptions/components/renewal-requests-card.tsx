import type { TRenewalRequest, TRenewalStatus } from '@cleanops/contracts';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/time/format-date';
import { Card } from '@/shared/ui/card';

export const REQUEST_STATUS_COLORS: Record<TRenewalStatus, string> = {
  waiting: 'gold',
  granted: 'green',
  declined: 'red',
};

/** The owner's renewal requests, newest first, each with its state and a declined one's reason (DECISIONS.md §11). */
export function RenewalRequestsCard({ renewals }: { renewals: TRenewalRequest[] }) {
  const { t } = useTranslation('subscriptions');
  return (
    <Card title={t('requests.title')}>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: true }}
        dataSource={renewals}
        // antd draws a plain empty text in its disabled grey (1.8:1); secondary text keeps AA contrast.
        locale={{ emptyText: <Typography.Text type="secondary">{t('requests.empty')}</Typography.Text> }}
        columns={[
          {
            title: t('requests.createdAt'),
            dataIndex: 'createdAt',
            render: (v: string) => formatDate(v, 'long'),
          },
          {
            title: t('requests.period'),
            dataIndex: 'months',
            render: (months: number) => t('renew.months', { count: months }),
          },
          {
            title: t('requests.status'),
            dataIndex: 'status',
            render: (status: TRenewalStatus) => (
              <Tag color={REQUEST_STATUS_COLORS[status]}>{t(`requestStatus.${status}`)}</Tag>
            ),
          },
          {
            title: t('requests.decidedAt'),
            dataIndex: 'decidedAt',
            render: (v: string | null) => (v ? formatDate(v, 'long') : '—'),
          },
          { title: t('requests.reason'), dataIndex: 'reason', render: (v: string | null) => v ?? '—' },
        ]}
      />
    </Card>
  );
}
