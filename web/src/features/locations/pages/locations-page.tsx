import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '@/shared/hooks/use-can';
import { PAGE_SIZES } from '@/shared/hooks/use-list-params';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { downloadLocationsExport } from '@/shared/imports/downloads';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { BookOutlined, DownloadOutlined, FileExcelOutlined, PlusOutlined } from '@/shared/ui-kit/icons';
import { ListState } from '@/shared/ui-kit/list-state';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { useMediaQuery } from '@/shared/ui-kit/use-media-query';
import { useLocations } from '../api/get-locations';
import { LocationsEmpty } from '../components/locations-empty';
import { LocationsTable } from '../components/locations-table';
import { LocationsToolbar } from '../components/locations-toolbar';
import { useLocationListParams } from '../hooks/use-location-list-params';

/**
 * /locations (SPEC.md §2): every location of the workspace, filtered, searched, paged by the server.
 * Plain React: a phone opening it loads no antd; a desk's table brings antd with it.
 */
export function LocationsPage() {
  const { t } = useTranslation('locations');
  usePageTitle(t('list.title'));
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 768px)');
  const canCreate = useCan('create_location');
  const canCreateRooms = useCan('create_room');
  const canImport = canCreate && canCreateRooms;
  const canExport = useCan('update_location');
  const canSeeChecklists = useCan('get_checklists');
  const { params, query, update, filtered } = useLocationListParams();
  const locations = useLocations(query);
  const data = locations.data;
  // The first rows are drawn in a transition (short tasks on a phone); later ones at once.
  const drawn = useDeferredValue(data !== undefined);

  const pagination = {
    current: params.page,
    pageSize: params.pageSize,
    total: data?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    hideOnSinglePage: (data?.total ?? 0) <= PAGE_SIZES[0],
    onChange: (page: number, pageSize: number) =>
      pageSize === params.pageSize ? update({ page }) : update({ pageSize }),
  };

  // A page past the end (rows deleted meanwhile, an old link) moves to the last page that has rows.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / params.pageSize)) : 1;
  useEffect(() => {
    if (data && data.items.length === 0 && params.page > lastPage) update({ page: lastPage });
  }, [data, params.page, lastPage, update]);

  const clearFilters = () => update({ search: undefined, type: undefined, state: undefined });

  const body = () => {
    if (locations.isPending || (data && !drawn)) return <ListState state="loading" rows={6} />;
    if (locations.isError && !data) {
      return (
        <ListState
          state="error"
          title={t('list.loadFailed')}
          onRetry={() => void locations.refetch()}
          retrying={locations.isFetching}
        />
      );
    }
    if (!data || data.total === 0) return <LocationsEmpty filtered={filtered} onClear={clearFilters} />;
    const loading = locations.isFetching && locations.isPlaceholderData;
    return (
      <LocationsTable
        items={data.items}
        loading={loading}
        params={params}
        update={update}
        pagination={pagination}
      />
    );
  };

  // An empty workspace gets the big call to action, not a toolbar filtering nothing.
  const showToolbar = filtered || (data?.total ?? 0) > 0;

  return (
    <>
      <PageHeader
        title={t('list.title')}
        actions={
          <>
            {canSeeChecklists && (
              <Button size="middle" icon={<BookOutlined />} onClick={() => navigate('/checklists')}>
                {t('checklistLibrary')}
              </Button>
            )}
            {canExport && (data?.total ?? 0) > 0 && (
              <Button
                size="middle"
                icon={<DownloadOutlined />}
                onClick={() => void downloadLocationsExport('xlsx')}
              >
                {t('list.export')}
              </Button>
            )}
            {canImport && (
              <Button
                size="middle"
                icon={<FileExcelOutlined />}
                onClick={() => navigate('/locations/import')}
              >
                {t('list.import')}
              </Button>
            )}
            {canCreate && (
              <Button
                type="primary"
                size="middle"
                icon={<PlusOutlined />}
                onClick={() => navigate('/locations/new')}
              >
                {t('list.create')}
              </Button>
            )}
          </>
        }
      />
      {wide ? (
        <Card>
          {showToolbar && <LocationsToolbar params={params} update={update} filtered={filtered} />}
          {body()}
        </Card>
      ) : (
        // On a phone the cards sit on the page itself: a card around cards only costs width.
        <>
          {showToolbar && <LocationsToolbar params={params} update={update} filtered={filtered} />}
          {body()}
        </>
      )}
    </>
  );
}
