import type { TEmployee } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { type ResponsiveColumn, ResponsiveTable } from '@/shared/ui-kit/responsive-table';
import type { SorterResult, TablePaginationConfig } from '@/shared/ui-kit/table';
import type { EmployeeListParams } from '../hooks/use-employee-list-params';
import { type EmployeeActionHandlers, EmployeeActions, useEmployeeActionRights } from './employee-actions';
import {
  AttendanceText,
  AvailabilityText,
  EmployeeStatusTag,
  PersonCell,
  RoleText,
  TeamsText,
  TrainingText,
} from './employee-facts';

interface EmployeesTableProps extends EmployeeActionHandlers {
  items: TEmployee[];
  loading: boolean;
  params: EmployeeListParams;
  update: (patch: Partial<EmployeeListParams>) => void;
  pagination: TablePaginationConfig;
}

/** One row per person (a card on a phone), server-side paging, sorted by name. */
export function EmployeesTable({
  items,
  loading,
  params,
  update,
  pagination,
  ...handlers
}: EmployeesTableProps) {
  const { t } = useTranslation('employees');
  const rights = useEmployeeActionRights();

  const columns: ResponsiveColumn<TEmployee>[] = [
    {
      key: 'name',
      title: t('list.columns.person'),
      card: 'title',
      sorter: true,
      sortOrder: params.sortDir === 'asc' ? 'ascend' : 'descend',
      sortDirections: ['ascend', 'descend', 'ascend'],
      render: (_, employee) => <PersonCell employee={employee} />,
    },
    {
      key: 'role',
      title: t('list.columns.role'),
      render: (_, employee) => <RoleText employee={employee} />,
    },
    {
      key: 'status',
      title: t('list.columns.status'),
      card: 'aside',
      render: (_, employee) => <EmployeeStatusTag status={employee.status} />,
    },
    {
      key: 'teams',
      title: t('list.columns.teams'),
      render: (_, employee) => <TeamsText teams={employee.teams} />,
    },
    {
      key: 'training',
      title: t('list.columns.training'),
      render: (_, employee) => <TrainingText completed={employee.trainingCompleted} />,
    },
    {
      key: 'availability',
      title: t('list.columns.availability'),
      render: (_, employee) => <AvailabilityText employee={employee} />,
    },
    {
      key: 'attendance',
      title: t('list.columns.attendance'),
      render: (_, employee) => <AttendanceText attendance={employee.attendance} />,
    },
  ];
  if (rights.any) {
    columns.push({
      key: 'actions',
      title: t('list.columns.actions'),
      card: 'actions',
      render: (_, employee) => <EmployeeActions employee={employee} {...handlers} />,
    });
  }

  return (
    <ResponsiveTable<TEmployee>
      rowKey={(employee) => employee.id}
      label={t('title')}
      columns={columns}
      items={items}
      loading={loading}
      pagination={pagination}
      onChange={(_, __, sorter, { action }) => {
        if (action !== 'sort') return;
        const { order } = sorter as SorterResult<TEmployee>;
        update({ sortDir: order === 'descend' ? 'desc' : 'asc' });
      }}
    />
  );
}
