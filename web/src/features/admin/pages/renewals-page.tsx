import { RENEWAL_STATUSES, type TRenewalStatus } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { oneOf, readListBasics, useListParams } from '@/shared/hooks/use-list-params';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { PlainBreadcrumb } from '@/shared/ui-kit/breadcrumb';
import { ListState } from '@/shared/ui-kit/list-state';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { Segmented } from '@/shared/ui-kit/segmented';
import { useAdminRenewals } from '../api/workspaces';
import { listPagination } from '../components/list-pagination';
import { RenewalsTable } from '../components/renewals-table';

function parse(search: URLSearchParams) {
  const status = search.get('status');
  return {
    ...readListBasics(search),
    status: status === 'all' ? ('all' as const) : (oneOf(status, RENEWAL_STATUSES) ?? 'waiting'),
  };
}
const DEFAULTS = { status: 'waiting' } as const;

/** /users-management/renewals: owners' renewal requests of every workspace, those waiting first. */
export function RenewalsPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('renewals.title'));
  const { params, update } = useListParams(parse, DEFAULTS);
  const renewals = useAdminRenewals({
    page: params.page,
    pageSize: params.pageSize,
    status: params.status === 'all' ? undefined : params.status,
    // Waiting ones oldest first: who asked first is answered first.
    sortDir: params.status === 'waiting' ? 'asc' : 'desc',
  });
  const data = renewals.data;

  const body = () => {
    if (renewals.isPending) return <ListState state="loading" rows={6} />;
    if (renewals.isError && !data)
      return (
        <ListState
          state="error"
          title={t('common.loadFailed')}
          onRetry={() => void renewals.refetch()}
          retrying={renewals.isFetching}
        />
      );
    if (!data || data.total === 0) return <ListState state="empty" description={t('renewals.empty')} />;
    return (
      <RenewalsTable
        items={data.items}
        showWorkspace
        loading={renewals.isFetching}
        pagination={listPagination(params, data.total, update)}
      />
    );
  };

  return (
    <>
      <PlainBreadcrumb
        style={{ marginBottom: 12 }}
        items={[
          { title: <Link to="/users-management">{t('users.title')}</Link> },
          { title: t('renewals.title') },
        ]}
      />
      <PageHeader title={t('renewals.title')} />
      <Segmented<TRenewalStatus | 'all'>
        aria-label={t('renewals.filter')}
        value={params.status}
        onChange={(status) => update({ status })}
        options={[...RENEWAL_STATUSES, 'all' as const].map((status) => ({
          value: status,
          label: t(`renewals.statusFilter.${status}`),
        }))}
        style={{ marginBottom: 16 }}
      />
      {body()}
    </>
  );
}
