import {
  ADMIN_SUBSCRIPTION_FILTERS,
  LOCATION_TYPES,
  type TAdminLocation,
  type TAdminLocationListQuery,
  type TLocationType,
} from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { oneOf, readListBasics, useListParams } from '@/shared/hooks/use-list-params';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { Flex } from '@/shared/ui-kit/flex';
import { Select } from '@/shared/ui-kit/lazy-controls';
import { ListState } from '@/shared/ui-kit/list-state';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { type ResponsiveColumn, ResponsiveTable } from '@/shared/ui-kit/responsive-table';
import { Tag } from '@/shared/ui-kit/tag';
import { Typography } from '@/shared/ui-kit/typography';
import { useAdminLocations } from '../api/locations';
import { ClearFiltersButton, SubscriptionFilter, useFilterFieldStyle } from '../components/admin-filters';
import { listPagination, listSortChange } from '../components/list-pagination';
import { SearchInput } from '../components/search-input';
import { SubscriptionTag } from '../components/subscription-tag';
import { personLabel } from '../model/person';

function parse(search: URLSearchParams) {
  return {
    ...readListBasics(search),
    type: oneOf(search.get('type'), LOCATION_TYPES),
    subscription: oneOf(search.get('subscription'), ADMIN_SUBSCRIPTION_FILTERS),
    workspaceId: search.get('workspaceId') || undefined,
    sortBy: oneOf(search.get('sortBy'), ['createdAt', 'title'] as const) ?? 'createdAt',
    sortDir: oneOf(search.get('sortDir'), ['asc', 'desc'] as const) ?? 'desc',
  };
}
const DEFAULTS = { sortBy: 'createdAt', sortDir: 'desc' } as const;

/** /locations-management (get_admin_locations): every workspace's locations, read-only. */
export function LocationsManagementPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('locations.title'));
  const { params, update } = useListParams(parse, DEFAULTS);
  const query: TAdminLocationListQuery = { ...params };
  const locations = useAdminLocations(query);
  const data = locations.data;
  const filtered = Boolean(params.search || params.type || params.subscription || params.workspaceId);
  const fieldStyle = useFilterFieldStyle();

  const columns: ResponsiveColumn<TAdminLocation>[] = [
    {
      key: 'title',
      title: t('locations.columns.location'),
      card: 'title',
      sorter: true,
      sortOrder: params.sortBy === 'title' ? (params.sortDir === 'asc' ? 'ascend' : 'descend') : null,
      render: (_, location) => (
        <Flex vertical gap={2}>
          <span style={{ overflowWrap: 'anywhere' }}>{location.title}</span>
          <Typography.Text type="secondary" style={{ fontSize: 13, overflowWrap: 'anywhere' }}>
            {location.address}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'type',
      title: t('locations.columns.type'),
      render: (_, location) =>
        location.type === 'rental'
          ? t('locations:types.rentalShort')
          : location.commercialKind
            ? t(`locations:kinds.${location.commercialKind}`)
            : t('locations:types.commercialShort'),
    },
    {
      key: 'owner',
      title: t('locations.columns.owner'),
      render: (_, location) => (
        <Link to={`/users-management/workspaces/${location.workspace.id}`}>
          {personLabel(location.workspace.owner)}
        </Link>
      ),
    },
    { key: 'rooms', title: t('locations.columns.rooms'), dataIndex: 'rooms' },
    {
      key: 'team',
      title: t('locations.columns.team'),
      render: (_, location) =>
        location.team ? t('locations.team', { name: location.team.name, count: location.team.members }) : '—',
    },
    {
      key: 'subscription',
      title: t('locations.columns.subscription'),
      card: 'aside',
      render: (_, location) => (
        <SubscriptionTag subscription={location.workspace.subscription} showEnd={false} />
      ),
    },
  ];

  const body = () => {
    if (locations.isPending) return <ListState state="loading" rows={8} />;
    if (locations.isError && !data)
      return (
        <ListState
          state="error"
          title={t('common.loadFailed')}
          onRetry={() => void locations.refetch()}
          retrying={locations.isFetching}
        />
      );
    if (!data || data.total === 0)
      return (
        <ListState state="empty" description={filtered ? t('locations.noMatches') : t('locations.empty')} />
      );
    return (
      <ResponsiveTable<TAdminLocation>
        label={t('locations.title')}
        columns={columns}
        items={data.items}
        rowKey={(location) => location.id}
        loading={locations.isFetching}
        pagination={listPagination(params, data.total, update)}
        onChange={listSortChange<TAdminLocation, 'createdAt' | 'title'>({ title: 'title' }, DEFAULTS, update)}
      />
    );
  };

  return (
    <>
      <PageHeader
        title={t('locations.title')}
        subtitle={data ? t('locations.total', { count: data.total }) : t('locations.readOnly')}
      />
      <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search">
        <SearchInput
          value={params.search}
          onSearch={(search) => update({ search })}
          label={t('locations.search')}
          placeholder={t('locations.searchPlaceholder')}
        />
        <Select<TLocationType | 'all'>
          aria-label={t('locations.filterType')}
          value={params.type ?? 'all'}
          onChange={(value) => update({ type: value === 'all' ? undefined : value })}
          options={[
            { value: 'all', label: t('locations.allTypes') },
            ...LOCATION_TYPES.map((type) => ({ value: type, label: t(`locations:types.${type}Short`) })),
          ]}
          style={fieldStyle}
        />
        <SubscriptionFilter
          value={params.subscription}
          onChange={(subscription) => update({ subscription })}
          style={fieldStyle}
        />
        {filtered && (
          <ClearFiltersButton
            onClick={() =>
              update({ search: undefined, type: undefined, subscription: undefined, workspaceId: undefined })
            }
          />
        )}
      </Flex>
      {params.workspaceId && (
        <Tag closable onClose={() => update({ workspaceId: undefined })} style={{ marginBottom: 12 }}>
          {t('users.inOneWorkspace')}
        </Tag>
      )}
      {body()}
    </>
  );
}
