import {
  EMPLOYEE_PRESENCES,
  EMPLOYEE_STATUSES,
  STAFF_ROLES,
  type TEmployeePresence,
  type TEmployeeStatus,
  type TStaffRole,
} from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchText } from '@/shared/hooks/use-search-text';
import { Button } from '@/shared/ui-kit/button';
import { PlainSearch, PlainSelect } from '@/shared/ui-kit/fields';
import { Flex } from '@/shared/ui-kit/flex';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import type { EmployeeListParams } from '../hooks/use-employee-list-params';

interface EmployeesToolbarProps {
  params: EmployeeListParams;
  update: (patch: Partial<EmployeeListParams>) => void;
  filtered: boolean;
}

/** Search (debounced), status, role and presence filters; on a phone also the sort the table's header does on a desk. */
export function EmployeesToolbar({ params, update, filtered }: EmployeesToolbarProps) {
  const { t } = useTranslation('employees');
  const screens = useBreakpoint();
  const search = useSearchText(params.search, (value) => update({ search: value }));

  const clear = () => {
    search.clear();
    update({ search: undefined, status: undefined, role: undefined, presence: undefined });
  };

  const fieldStyle = { width: screens.sm ? 180 : undefined, flex: screens.sm ? undefined : '1 1 140px' };

  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search">
      <PlainSearch
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={search.text}
        onChange={search.type}
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
      <PlainSelect<TEmployeePresence | 'all'>
        label={t('list.filterPresence')}
        value={params.presence ?? 'all'}
        onChange={(value) => update({ presence: value === 'all' ? undefined : value })}
        options={[
          { value: 'all', label: t('list.anyPresence') },
          ...EMPLOYEE_PRESENCES.map((presence) => ({ value: presence, label: t(`presence.${presence}`) })),
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
