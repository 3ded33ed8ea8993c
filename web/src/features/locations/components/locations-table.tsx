import type { TLocation } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/shared/time/format-date';
import { type ResponsiveColumn, ResponsiveTable } from '@/shared/ui-kit/responsive-table';
import type { SorterResult, TablePaginationConfig } from '@/shared/ui-kit/table';
import { Typography } from '@/shared/ui-kit/typography';
import type { LocationListParams } from '../hooks/use-location-list-params';
import { locationKindLabel, RentalStateTag } from './location-labels';

interface LocationsTableProps {
  items: TLocation[];
  loading: boolean;
  params: LocationListParams;
  update: (patch: Partial<LocationListParams>) => void;
  pagination: TablePaginationConfig;
}

/** Every location: server-side paging and sorting by name or creation date; cards on a phone. */
export function LocationsTable({ items, loading, params, update, pagination }: LocationsTableProps) {
  const { t } = useTranslation('locations');
  const sortOrder = (field: LocationListParams['sortBy']) =>
    params.sortBy === field ? (params.sortDir === 'asc' ? 'ascend' : 'descend') : null;

  const columns: ResponsiveColumn<TLocation>[] = [
    {
      key: 'title',
      title: t('list.columns.title'),
      card: 'title',
      sorter: true,
      sortOrder: sortOrder('title'),
      sortDirections: ['ascend', 'descend', 'ascend'],
      render: (_, location) => (
        <Link to={`/locations/${location.id}`} style={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {location.title}
        </Link>
      ),
    },
    {
      key: 'type',
      title: t('list.columns.type'),
      render: (_, location) => locationKindLabel(t, location),
    },
    {
      key: 'state',
      title: t('list.columns.state'),
      card: 'aside',
      render: (_, location) => <RentalStateTag location={location} />,
    },
    {
      key: 'team',
      title: t('list.columns.team'),
      render: (_, location) =>
        location.team ? (
          location.team.name
        ) : (
          <Typography.Text type="secondary">{t('list.noTeam')}</Typography.Text>
        ),
    },
    {
      key: 'rooms',
      title: t('list.columns.rooms'),
      align: 'right',
      render: (_, location) => location.roomsCount,
    },
    {
      key: 'address',
      title: t('list.columns.address'),
      // A long address wraps in its own column instead of widening the table.
      render: (_, location) => <span style={{ display: 'block', minWidth: 160 }}>{location.address}</span>,
    },
    {
      key: 'createdAt',
      title: t('list.columns.createdAt'),
      card: 'hidden',
      sorter: true,
      sortOrder: sortOrder('createdAt'),
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (_, location) => formatDate(location.createdAt, 'dayYear'),
    },
  ];

  return (
    <ResponsiveTable<TLocation>
      rowKey={(location) => location.id}
      label={t('list.title')}
      columns={columns}
      items={items}
      loading={loading}
      pagination={pagination}
      onChange={(_, __, sorter, { action }) => {
        if (action !== 'sort') return;
        const { columnKey, order } = sorter as SorterResult<TLocation>;
        // A third click clears antd's sort: fall back to the default order (newest first).
        if (!order) update({ sortBy: 'createdAt', sortDir: 'desc' });
        else
          update({
            sortBy: columnKey === 'title' ? 'title' : 'createdAt',
            sortDir: order === 'ascend' ? 'asc' : 'desc',
          });
      }}
    />
  );
}
