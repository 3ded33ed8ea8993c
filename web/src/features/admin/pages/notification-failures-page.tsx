import type { TNotificationFailure } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { readListBasics, useListParams } from '@/shared/hooks/use-list-params';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { formatDate } from '@/shared/time/format-date';
import { Button } from '@/shared/ui-kit/button';
import { ListState } from '@/shared/ui-kit/list-state';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { type ResponsiveColumn, ResponsiveTable } from '@/shared/ui-kit/responsive-table';
import { Tag } from '@/shared/ui-kit/tag';
import { Typography } from '@/shared/ui-kit/typography';
import { useNotificationFailures } from '../api/notification-failures';
import { listPagination } from '../components/list-pagination';
import { PersonCell } from '../components/person-cell';
import { personLabel } from '../model/person';

function parse(search: URLSearchParams) {
  const from = search.get('from');
  return { ...readListBasics(search), from: from && !Number.isNaN(Date.parse(from)) ? from : undefined };
}

/**
 * /logs/failed-notifications (get_logs): the list the dashboard's "notification copies failed"
 * opens (each figure a link to its list). A copy fails once the provider has refused it on
 * every retry; the in-app line was shown all the same. `from` (the dashboard's "today") narrows it.
 */
export function NotificationFailuresPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('failures.title'));
  const { params, update } = useListParams(parse);
  const failures = useNotificationFailures({
    page: params.page,
    pageSize: params.pageSize,
    from: params.from,
  });
  const data = failures.data;

  const columns: ResponsiveColumn<TNotificationFailure>[] = [
    {
      key: 'event',
      title: t('failures.columns.event'),
      card: 'title',
      render: (_, failure) => t(`failures.events.${failure.event}`),
    },
    {
      key: 'createdAt',
      title: t('failures.columns.when'),
      card: 'aside',
      render: (_, failure) => formatDate(failure.createdAt, 'dayTime'),
    },
    {
      key: 'recipient',
      title: t('failures.columns.recipient'),
      render: (_, failure) =>
        failure.recipient ? <PersonCell person={failure.recipient} /> : t('failures.deletedUser'),
    },
    {
      key: 'to',
      title: t('failures.columns.to'),
      render: (_, failure) => (
        <span style={{ overflowWrap: 'anywhere' }}>
          <Tag>{t(`channels.${failure.channel}`)}</Tag>
          {failure.to}
        </span>
      ),
    },
    {
      key: 'workspace',
      title: t('failures.columns.workspace'),
      render: (_, failure) => (failure.workspace ? personLabel(failure.workspace.owner) : '—'),
    },
    { key: 'attempts', title: t('failures.columns.attempts'), dataIndex: 'attempts' },
    {
      key: 'lastError',
      title: t('failures.columns.lastError'),
      render: (_, failure) => (
        <Typography.Text style={{ overflowWrap: 'anywhere' }}>{failure.lastError ?? '—'}</Typography.Text>
      ),
    },
  ];

  const body = () => {
    if (failures.isPending) return <ListState state="loading" rows={6} />;
    if (failures.isError && !data)
      return (
        <ListState
          state="error"
          title={t('common.loadFailed')}
          onRetry={() => void failures.refetch()}
          retrying={failures.isFetching}
        />
      );
    if (!data || data.total === 0) return <ListState state="empty" description={t('failures.empty')} />;
    return (
      <ResponsiveTable<TNotificationFailure>
        label={t('failures.title')}
        columns={columns}
        items={data.items}
        rowKey={(failure) => failure.id}
        pagination={listPagination(params, data.total, update)}
      />
    );
  };

  return (
    <>
      <PageHeader
        title={t('failures.title')}
        subtitle={
          params.from ? t('failures.since', { time: formatDate(params.from, 'dayTime') }) : t('failures.hint')
        }
        actions={
          params.from ? (
            <Button onClick={() => update({ from: undefined })}>{t('failures.showAll')}</Button>
          ) : undefined
        }
      />
      {body()}
    </>
  );
}
