import type { TAdminRenewal } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/shared/time/format-date';
import { type ResponsiveColumn, ResponsiveTable } from '@/shared/ui-kit/responsive-table';
import type { TablePaginationConfig } from '@/shared/ui-kit/table';
import { Typography } from '@/shared/ui-kit/typography';
import { personLabel } from '../model/person';
import { RenewalActions } from './renewal-actions';
import { RenewalStatus } from './renewal-status';
import { SubscriptionTag } from './subscription-tag';

/** Renewal requests: what was asked, by whom, when, where it stands, and the answer buttons while it waits. */
export function RenewalsTable({
  items,
  showWorkspace,
  loading,
  pagination = false,
}: {
  items: TAdminRenewal[];
  showWorkspace: boolean;
  loading?: boolean;
  pagination?: TablePaginationConfig | false;
}) {
  const { t } = useTranslation('admin');
  const columns: ResponsiveColumn<TAdminRenewal>[] = [
    {
      key: 'months',
      title: t('renewals.columns.period'),
      card: 'title',
      render: (_, renewal) => t('renewals.months', { count: renewal.months }),
    },
    ...(showWorkspace
      ? [
          {
            key: 'workspace',
            title: t('renewals.columns.owner'),
            render: (_: unknown, renewal: TAdminRenewal) => (
              <Link to={`/users-management/workspaces/${renewal.workspace.id}`}>
                {personLabel(renewal.workspace.owner)}
              </Link>
            ),
          },
          {
            key: 'subscription',
            title: t('renewals.columns.subscription'),
            render: (_: unknown, renewal: TAdminRenewal) => (
              <SubscriptionTag subscription={renewal.workspace.subscription} />
            ),
          },
        ]
      : []),
    {
      key: 'createdAt',
      title: t('renewals.columns.requested'),
      render: (_, renewal) =>
        renewal.requestedBy
          ? t('renewals.requestedBy', {
              date: formatDate(renewal.createdAt, 'dayTime'),
              name: personLabel(renewal.requestedBy),
            })
          : formatDate(renewal.createdAt, 'dayTime'),
    },
    {
      key: 'status',
      title: t('renewals.columns.status'),
      card: 'aside',
      render: (_, renewal) => <RenewalStatus renewal={renewal} />,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      card: 'actions',
      render: (_, renewal) => <RenewalActions renewal={renewal} />,
    },
  ];
  return (
    <ResponsiveTable<TAdminRenewal>
      label={t('renewals.title')}
      columns={columns}
      items={items}
      rowKey={(renewal) => renewal.id}
      loading={loading}
      pagination={pagination}
      // antd draws a plain empty text in its disabled grey (1.8:1); secondary text keeps AA contrast.
      locale={{ emptyText: <Typography.Text type="secondary">{t('renewals.empty')}</Typography.Text> }}
    />
  );
}
