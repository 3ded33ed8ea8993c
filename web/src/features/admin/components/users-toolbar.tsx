import { type TUserType, USER_TYPES } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Flex } from '@/shared/ui-kit/flex';
import { Select } from '@/shared/ui-kit/lazy-controls';
import type { UserListParams } from '../hooks/use-user-list-params';
import { ClearFiltersButton, SubscriptionFilter, useFilterFieldStyle } from './admin-filters';
import { SearchInput } from './search-input';

interface UsersToolbarProps {
  params: UserListParams;
  update: (patch: Partial<UserListParams>) => void;
  filtered: boolean;
}

/** Search by name, e-mail or phone; filters by type and subscription state. */
export function UsersToolbar({ params, update, filtered }: UsersToolbarProps) {
  const { t } = useTranslation('admin');
  const fieldStyle = useFilterFieldStyle();
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
  );
}
