import type { TLocation } from '@cleanops/contracts';
import { Table, Typography } from 'antd';
import type { ColumnsType, SorterResult, TablePaginationConfig } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/shared/time/format-date';
import type { LocationListParams } from '../hooks/use-location-list-params';
import { locationKindLabel, RentalStateTag } from './location-labels';

interface LocationsTableProps {
  items: TLocation[];
  loading: boolean;
  params: LocationListParams;
  update: (patch: Partial<LocationListParams>) => void;
  pagination: TablePaginationConfig;
}

/** The desktop list: server-side paging and sorting by name or creation date. */
export function LocationsTable({ items, loading, params, update, pagination }: LocationsTableProps) {
  const { t } = useTranslation('locations');
  const sortOrder = (field: LocationListParams['sortBy']) =>
    params.sortBy === field ? (params.sortDir === 'asc' ? 'ascend' : 'descend') : null;

  const columns: ColumnsType<TLocation> = [
    {
      key: 'title',
      title: t('list.columns.title'),
      width: 200,
      sorter: true,
      sortOrder: sortOrder('title'),
      sortDirections: ['ascend', 'descend', 'ascend'],
      render: (_, location) => (
        <Link to={`/locations/${location.id}`} style={{ fontWeight: 500 }}>
          {location.title}
        </Link>
      ),
    },
    {
      key: 'type',
      title: t('list.columns.type'),
      width: 140,
      render: (_, location) => locationKindLabel(t, location),
    },
    {
      key: 'state',
      title: t('list.columns.state'),
      width: 150,
      render: (_, location) => <RentalStateTag location={location} />,
    },
    {
      key: 'team',
      title: t('list.columns.team'),
      width: 120,
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
      width: 90,
      align: 'right',
      render: (_, location) => location.roomsCount,
    },
    {
      key: 'address',
      title: t('list.columns.address'),
      ellipsis: true,
      render: (_, location) => <span title={location.address}>{location.address}</span>,
    },
    {
      key: 'createdAt',
      title: t('list.columns.createdAt'),
      width: 120,
      sorter: true,
      sortOrder: sortOrder('createdAt'),
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (_, location) => formatDate(location.createdAt, 'dayYear'),
    },
  ];

  return (
    <Table<TLocation>
      rowKey="id"
      columns={columns}
      dataSource={items}
      loading={loading}
      pagination={pagination}
      // Wide enough for every column; below that (a narrow window, a tablet) the table scrolls sideways.
      scroll={{ x: 980 }}
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
