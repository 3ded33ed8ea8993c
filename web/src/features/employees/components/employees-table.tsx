import type { TEmployee } from '@cleanops/contracts';
import { Table } from 'antd';
import type { ColumnsType, SorterResult, TablePaginationConfig } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
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

/** The desktop list: one row per person, server-side paging, sorted by name. */
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

  const columns: ColumnsType<TEmployee> = [
    {
      key: 'name',
      title: t('list.columns.person'),
      width: 250,
      fixed: 'left',
      sorter: true,
      sortOrder: params.sortDir === 'asc' ? 'ascend' : 'descend',
      sortDirections: ['ascend', 'descend', 'ascend'],
      render: (_, employee) => <PersonCell employee={employee} />,
    },
    {
      key: 'role',
      title: t('list.columns.role'),
      width: 130,
      render: (_, employee) => <RoleText employee={employee} />,
    },
    {
      key: 'status',
      title: t('list.columns.status'),
      width: 150,
      render: (_, employee) => <EmployeeStatusTag status={employee.status} />,
    },
    {
      key: 'teams',
      title: t('list.columns.teams'),
      width: 170,
      render: (_, employee) => <TeamsText teams={employee.teams} />,
    },
    {
      key: 'training',
      title: t('list.columns.training'),
      width: 130,
      render: (_, employee) => <TrainingText completed={employee.trainingCompleted} />,
    },
    {
      key: 'availability',
      title: t('list.columns.availability'),
      width: 170,
      render: (_, employee) => <AvailabilityText employee={employee} />,
    },
    {
      key: 'attendance',
      title: t('list.columns.attendance'),
      width: 170,
      render: (_, employee) => <AttendanceText attendance={employee.attendance} />,
    },
  ];
  if (rights.any) {
    columns.push({
      key: 'actions',
      title: t('list.columns.actions'),
      width: 230,
      fixed: 'right',
      render: (_, employee) => <EmployeeActions employee={employee} {...handlers} />,
    });
  }

  return (
    <Table<TEmployee>
      rowKey="id"
      columns={columns}
      dataSource={items}
      loading={loading}
      pagination={pagination}
      // Wide enough for every column; below that the middle columns scroll between name and actions.
      scroll={{ x: rights.any ? 1400 : 1170 }}
      onChange={(_, __, sorter, { action }) => {
        if (action !== 'sort') return;
        const { order } = sorter as SorterResult<TEmployee>;
        update({ sortDir: order === 'descend' ? 'desc' : 'asc' });
      }}
    />
  );
}
