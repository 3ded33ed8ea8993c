import {
  ADMIN_SUBSCRIPTION_FILTERS,
  type TAdminSubscriptionFilter,
  type TUserType,
  USER_TYPES,
} from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { Select } from '@/shared/ui-kit/lazy-controls';
import type { UserListParams } from '../hooks/use-user-list-params';
import { SearchInput } from './search-input';

interface UsersToolbarProps {
  params: UserListParams;
  update: (patch: Partial<UserListParams>) => void;
  filtered: boolean;
}

/** Search by name, e-mail or phone; filters by type and subscription state. */
export function UsersToolbar({ params, update, filtered }: UsersToolbarProps) {
  const { t } = useTranslation('admin');
  const screens = useBreakpoint();
  const fieldStyle = { width: screens.sm ? 200 : undefined, flex: screens.sm ? undefined : '1 1 140px' };
  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search">
      <SearchInput
        value={params.search}
        onSearch={(search) => update({ search })}
        label={t('users.search')}
        placeholder={t('users.searchPlaceholder')}
      />
      <Select<TUserType | 'all'>
        aria-label={t('users.filterType')}
        value={params.type ?? 'all'}
        onChange={(value) => update({ type: value === 'all' ? undefined : value })}
        options={[
          { value: 'all', label: t('users.allTypes') },
          ...USER_TYPES.map((type) => ({ value: type, label: t(`users.types.${type}`) })),
        ]}
        style={fieldStyle}
      />
      <Select<TAdminSubscriptionFilter | 'all'>
        aria-label={t('subscription.filter')}
        value={params.subscription ?? 'all'}
        onChange={(value) => update({ subscription: value === 'all' ? undefined : value })}
        options={[
          { value: 'all', label: t('subscription.all') },
          ...ADMIN_SUBSCRIPTION_FILTERS.map((state) => ({
            value: state,
            label: t(`subscription.filters.${state}`),
          })),
        ]}
        style={fieldStyle}
      />
      {filtered && (
        <Button
          type="link"
          onClick={() =>
            update({ search: undefined, type: undefined, subscription: undefined, workspaceId: undefined })
          }
          style={{ paddingInline: 4 }}
        >
          {t('common.clearFilters')}
        </Button>
      )}
    </Flex>
  );
}
