import { APP_PLATFORMS, type TAppPlatform, type TAppVersion } from '@cleanops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { oneOf, readListBasics, useListParams } from '@/shared/hooks/use-list-params';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { formatDate } from '@/shared/time/format-date';
import { Button } from '@/shared/ui-kit/button';
import { useConfirm } from '@/shared/ui-kit/confirm';
import { PlusOutlined } from '@/shared/ui-kit/icons';
import { lazyDialog } from '@/shared/ui-kit/lazy-dialog';
import { ListState } from '@/shared/ui-kit/list-state';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { type ResponsiveColumn, ResponsiveTable } from '@/shared/ui-kit/responsive-table';
import { Segmented } from '@/shared/ui-kit/segmented';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useAppVersions, useDeleteAppVersion } from '../api/app-versions';
import { listPagination } from '../components/list-pagination';

// Its dialogs open on a click: their code loads once the page has painted.
const AppVersionModal = lazyDialog(() =>
  import('../components/app-version-modal').then((m) => m.AppVersionModal),
);

function parse(search: URLSearchParams) {
  return { ...readListBasics(search), platform: oneOf(search.get('platform'), APP_PLATFORMS) ?? 'web' };
}
const DEFAULTS = { platform: 'web' } as const;

/** /app-versions (manage_app_versions): each platform's versions, newest release first, and a new one. */
export function AppVersionsPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('versions.title'));
  const { params, update } = useListParams(parse, DEFAULTS);
  const versions = useAppVersions({
    platform: params.platform,
    page: params.page,
    pageSize: params.pageSize,
  });
  const [adding, setAdding] = useState(false);
  const [askToConfirm, confirmHolder] = useConfirm();
  const remove = useDeleteAppVersion();
  const data = versions.data;

  const confirmDelete = (version: TAppVersion) =>
    askToConfirm({
      title: t('versions.deleteTitle', { number: version.number }),
      content: t('versions.deleteText'),
      okText: t('versions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: () =>
        remove
          .mutateAsync(version.id)
          .then(() => toast.success(t('versions.deleted', { number: version.number }))),
    });

  const columns: ResponsiveColumn<TAppVersion>[] = [
    {
      key: 'number',
      title: t('versions.number'),
      card: 'title',
      render: (_, version) => <Typography.Text strong>{version.number}</Typography.Text>,
    },
    {
      key: 'releasedAt',
      title: t('versions.releasedAt'),
      render: (_, version) => formatDate(version.releasedAt, 'dateTime'),
    },
    { key: 'minimumSupported', title: t('versions.minimumSupported'), dataIndex: 'minimumSupported' },
    {
      key: 'createdAt',
      title: t('versions.added'),
      render: (_, version) => formatDate(version.createdAt, 'day'),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      card: 'actions',
      render: (_, version) => (
        <Button
          size="small"
          danger
          onClick={() => confirmDelete(version)}
          aria-label={t('versions.deleteLabel', { number: version.number })}
        >
          {t('versions.delete')}
        </Button>
      ),
    },
  ];

  const body = () => {
    if (versions.isPending) return <ListState state="loading" rows={5} />;
    if (versions.isError && !data)
      return (
        <ListState
          state="error"
          title={t('common.loadFailed')}
          onRetry={() => void versions.refetch()}
          retrying={versions.isFetching}
        />
      );
    if (!data || data.total === 0) return <ListState state="empty" description={t('versions.empty')} />;
    return (
      <ResponsiveTable<TAppVersion>
        label={t('versions.title')}
        columns={columns}
        items={data.items}
        rowKey={(version) => version.id}
        loading={versions.isFetching}
        pagination={listPagination(params, data.total, update)}
      />
    );
  };

  return (
    <>
      <PageHeader
        title={t('versions.title')}
        subtitle={t('versions.hint')}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('versions.create')}
          </Button>
        }
      />
      <Segmented<TAppPlatform>
        aria-label={t('versions.platform')}
        value={params.platform}
        onChange={(platform) => update({ platform })}
        options={APP_PLATFORMS.map((value) => ({ value, label: t(`versions.platforms.${value}`) }))}
        style={{ marginBottom: 16 }}
      />
      {confirmHolder}
      {body()}
      {adding && <AppVersionModal platform={params.platform} onClose={() => setAdding(false)} />}
    </>
  );
}
