import type { TEmployee } from '@cleanops/contracts';
import { Card, Flex, Pagination, type PaginationProps, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

interface EmployeeCardsProps extends EmployeeActionHandlers {
  items: TEmployee[];
  loading: boolean;
  pagination: PaginationProps;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap={8} align="baseline">
      <Typography.Text type="secondary" style={{ flex: '0 0 104px', fontSize: 13 }}>
        {label}
      </Typography.Text>
      <div style={{ minWidth: 0, flex: 1 }}>{children}</div>
    </Flex>
  );
}

/** The phone list: a card per person with the same facts as the table's columns, labelled. */
export function EmployeeCards({ items, loading, pagination, ...handlers }: EmployeeCardsProps) {
  const { t } = useTranslation('employees');
  const rights = useEmployeeActionRights();
  return (
    <Spin spinning={loading}>
      <Flex vertical gap={10} role="list" aria-label={t('title')}>
        {items.map((employee) => (
          <Card key={employee.id} role="listitem" size="small" styles={{ body: { padding: 14 } }}>
            <Flex vertical gap={10}>
              <Flex justify="space-between" align="flex-start" gap={8}>
                <PersonCell employee={employee} />
                <EmployeeStatusTag status={employee.status} />
              </Flex>
              <Flex vertical gap={6}>
                <Fact label={t('list.columns.role')}>
                  <RoleText employee={employee} />
                </Fact>
                <Fact label={t('list.columns.teams')}>
                  <TeamsText teams={employee.teams} />
                </Fact>
                <Fact label={t('list.columns.training')}>
                  <TrainingText completed={employee.trainingCompleted} />
                </Fact>
                <Fact label={t('list.columns.availability')}>
                  <AvailabilityText employee={employee} />
                </Fact>
                <Fact label={t('list.columns.attendance')}>
                  <AttendanceText attendance={employee.attendance} />
                </Fact>
              </Flex>
              {rights.any && <EmployeeActions employee={employee} {...handlers} />}
            </Flex>
          </Card>
        ))}
      </Flex>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Pagination {...pagination} size="small" />
      </Flex>
    </Spin>
  );
}
