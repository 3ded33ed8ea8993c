import { TEST_CREDENTIALS_MAX_ACTIVE, type TTestCredential } from '@cleanops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/shared/hooks/use-can';
import { oneOf, readListBasics, useListParams } from '@/shared/hooks/use-list-params';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { formatDate } from '@/shared/time/format-date';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { PlusOutlined } from '@/shared/ui-kit/icons';
import { lazyDialog } from '@/shared/ui-kit/lazy-dialog';
import { ListState } from '@/shared/ui-kit/list-state';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { Popconfirm } from '@/shared/ui-kit/popconfirm';
import { type ResponsiveColumn, ResponsiveTable } from '@/shared/ui-kit/responsive-table';
import { Segmented } from '@/shared/ui-kit/segmented';
import { Tag } from '@/shared/ui-kit/tag';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useDeleteTestCredential, useTestCredentials } from '../api/test-credentials';
import { listPagination, listSortChange } from '../components/list-pagination';
import { toastFailure } from '../model/failure';
import { personLabel } from '../model/person';

// Its dialogs open on a click: their code loads once the page has painted.
const TestCredentialModal = lazyDialog(() =>
  import('../components/test-credential-modal').then((m) => m.TestCredentialModal),
);

const STATUSES = ['active', 'expired', 'all'] as const;

function parse(search: URLSearchParams) {
  return {
    ...readListBasics(search),
    status: oneOf(search.get('status'), STATUSES) ?? 'active',
    sortBy: oneOf(search.get('sortBy'), ['credential', 'createdAt', 'expiresAt'] as const) ?? 'createdAt',
    sortDir: oneOf(search.get('sortDir'), ['asc', 'desc'] as const) ?? 'desc',
  };
}
const DEFAULTS = { status: 'active', sortBy: 'createdAt', sortDir: 'desc' } as const;

/** /test-credentials (DECISIONS.md §3): fixed codes for reviewers; each use shows in the log. */
export function TestCredentialsPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('credentials.title'));
  const { params, update } = useListParams(parse, DEFAULTS);
  const credentials = useTestCredentials(params);
  // The active count for "n of 10", whatever the list shows.
  const active = useTestCredentials({ status: 'active', pageSize: 1 });
  const remove = useDeleteTestCredential();
  const canCreate = useCan('create_test_credentials');
  const canDelete = useCan('delete_test_credentials');
  const [creating, setCreating] = useState(false);
  const data = credentials.data;
  const activeCount = active.data?.total ?? 0;
  const full = activeCount >= TEST_CREDENTIALS_MAX_ACTIVE;

  const order = (key: string) =>
    params.sortBy === key ? (params.sortDir === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;

  const columns: ResponsiveColumn<TTestCredential>[] = [
    {
      key: 'credential',
      title: t('credentials.columns.credential'),
      card: 'title',
      sorter: true,
      sortOrder: order('credential'),
      render: (_, item) => <span style={{ overflowWrap: 'anywhere' }}>{item.credential}</span>,
    },
    {
      key: 'code',
      title: t('credentials.columns.code'),
      render: (_, item) => <Typography.Text code>{item.code}</Typography.Text>,
    },
    {
      key: 'expiresAt',
      title: t('credentials.columns.expires'),
      sorter: true,
      sortOrder: order('expiresAt'),
      render: (_, item) => formatDate(item.expiresAt, 'dateTime'),
    },
    {
      key: 'status',
      title: t('credentials.columns.status'),
      card: 'aside',
      render: (_, item) =>
        item.active ? (
          <Tag color="green">{t('credentials.active')}</Tag>
        ) : (
          <Tag>{t('credentials.expired')}</Tag>
        ),
    },
    { key: 'uses', title: t('credentials.columns.uses'), dataIndex: 'uses' },
    {
      key: 'createdAt',
      title: t('credentials.columns.created'),
      sorter: true,
      sortOrder: order('createdAt'),
      render: (_, item) =>
        item.createdBy
          ? t('credentials.createdBy', {
              date: formatDate(item.createdAt, 'day'),
              name: personLabel(item.createdBy),
            })
          : formatDate(item.createdAt, 'day'),
    },
  ];
  if (canDelete)
    columns.push({
      key: 'actions',
      title: t('common.actions'),
      card: 'actions',
      render: (_, item) => (
        <Popconfirm
          title={t('credentials.deleteTitle', { credential: item.credential })}
          description={t('credentials.deleteHint')}
          okText={t('common.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('common:actions.cancel')}
          onConfirm={() =>
            remove.mutateAsync(item.id).then(
              () => toast.success(t('credentials.deleted', { credential: item.credential })),
              (error: unknown) => toastFailure(t('errors.deleteCredential'), error),
            )
          }
        >
          <Button
            size="small"
            danger
            aria-label={t('credentials.deleteLabel', { credential: item.credential })}
          >
            {t('common.delete')}
          </Button>
        </Popconfirm>
      ),
    });

  const body = () => {
    if (credentials.isPending) return <ListState state="loading" rows={6} />;
    if (credentials.isError && !data)
      return (
        <ListState
          state="error"
          title={t('common.loadFailed')}
          onRetry={() => void credentials.refetch()}
          retrying={credentials.isFetching}
        />
      );
    if (!data || data.total === 0) return <ListState state="empty" description={t('credentials.empty')} />;
    return (
      <ResponsiveTable<TTestCredential>
        label={t('credentials.title')}
        columns={columns}
        items={data.items}
        rowKey={(item) => item.id}
        loading={credentials.isFetching}
        pagination={listPagination(params, data.total, update)}
        onChange={listSortChange<TTestCredential, 'credential' | 'createdAt' | 'expiresAt'>(
          { credential: 'credential', createdAt: 'createdAt', expiresAt: 'expiresAt' },
          { sortBy: 'createdAt', sortDir: 'desc' },
          update,
        )}
      />
    );
  };

  return (
    <>
      <PageHeader
        title={t('credentials.title')}
        subtitle={t('credentials.activeCount', { count: activeCount, max: TEST_CREDENTIALS_MAX_ACTIVE })}
        actions={
          canCreate && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setCreating(true)}
              disabled={full}
              title={full ? t('credentials.full', { max: TEST_CREDENTIALS_MAX_ACTIVE }) : undefined}
            >
              {t('credentials.create')}
            </Button>
          )
        }
      />
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('credentials.hint')}
        </Typography.Paragraph>
        <Segmented
          aria-label={t('credentials.filter')}
          value={params.status}
          onChange={(status) => update({ status })}
          options={STATUSES.map((status) => ({ value: status, label: t(`credentials.statuses.${status}`) }))}
          style={{ alignSelf: 'flex-start' }}
        />
        {body()}
      </Flex>
      {creating && <TestCredentialModal activeCount={activeCount} onClose={() => setCreating(false)} />}
    </>
  );
}
