import { EMPLOYEE_STATUSES, STAFF_ROLES, type TEmployeeStatus, type TStaffRole } from '@cleanops/contracts';
import { Button, Flex, Grid } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from '@/shared/hooks/use-debounced-callback';
import { PlainSearch, PlainSelect } from '@/shared/plain-ui/fields';
import type { EmployeeListParams } from '../hooks/use-employee-list-params';

const SEARCH_DEBOUNCE_MS = 350;

interface EmployeesToolbarProps {
  params: EmployeeListParams;
  update: (patch: Partial<EmployeeListParams>) => void;
  filtered: boolean;
}

/** Search (debounced), status and role filters; on a phone also the sort the table's header does on a desk. */
export function EmployeesToolbar({ params, update, filtered }: EmployeesToolbarProps) {
  const { t } = useTranslation('employees');
  const screens = Grid.useBreakpoint();
  const [text, setText] = useState(params.search ?? '');
  const search = useDebouncedCallback(
    (value: string) => update({ search: value.trim() || undefined }),
    SEARCH_DEBOUNCE_MS,
  );
  const { isPending } = search;

  // Back and Forward change the address: show its search unless the user is mid-typing.
  useEffect(() => {
    if (!isPending()) setText(params.search ?? '');
  }, [params.search, isPending]);

  const clear = () => {
    search.cancel();
    setText('');
    update({ search: undefined, status: undefined, role: undefined });
  };

  const fieldStyle = { width: screens.sm ? 180 : undefined, flex: screens.sm ? undefined : '1 1 140px' };

  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search">
      <PlainSearch
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={text}
        onChange={(value) => {
          setText(value);
          search.run(value);
        }}
        style={{ flex: '1 1 240px' }}
      />
      <PlainSelect<TEmployeeStatus | 'all'>
        label={t('list.filterStatus')}
        value={params.status ?? 'all'}
        onChange={(value) => update({ status: value === 'all' ? undefined : value })}
        options={[
          { value: 'all', label: t('list.allStatuses') },
          ...EMPLOYEE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
        ]}
        style={fieldStyle}
      />
      <PlainSelect<TStaffRole | 'all'>
        label={t('list.filterRole')}
        value={params.role ?? 'all'}
        onChange={(value) => update({ role: value === 'all' ? undefined : value })}
        options={[
          { value: 'all', label: t('list.allRoles') },
          ...STAFF_ROLES.map((role) => ({ value: role, label: t(`common:roles.${role}`) })),
        ]}
        style={fieldStyle}
      />
      {!screens.md && (
        <PlainSelect<'asc' | 'desc'>
          label={t('list.sort')}
          value={params.sortDir}
          onChange={(sortDir) => update({ sortDir })}
          options={[
            { value: 'asc', label: t('list.sortBy.nameAsc') },
            { value: 'desc', label: t('list.sortBy.nameDesc') },
          ]}
          style={{ flex: '1 1 100%' }}
        />
      )}
      {filtered && (
        <Button type="link" onClick={clear} style={{ paddingInline: 4 }}>
          {t('list.clearFilters')}
        </Button>
      )}
    </Flex>
  );
}
