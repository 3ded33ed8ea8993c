import type { TAdminUser, TUserType } from '@cleanops/contracts';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/shared/ui-kit/lazy-controls';
import { useAdminUsers } from '../api/users';
import { personContacts, personLabel } from '../model/person';

/**
 * A searched pick among the platform's users. `pickValue` chooses what is kept (the user's id, or an
 * owner's workspace id). A value from the address that the first page does not hold shows as "chosen".
 */
export function UserPicker({
  value,
  onChange,
  label,
  placeholder,
  type,
  pickValue = (user) => user.id,
  style,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  label: string;
  placeholder: string;
  type?: TUserType;
  pickValue?: (user: TAdminUser) => string | null;
  style?: CSSProperties;
}) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState<string | undefined>();
  const users = useAdminUsers({ type, search, pageSize: 20, sortBy: 'name', sortDir: 'asc' });
  const options = (users.data?.items ?? []).flatMap((user) => {
    const id = pickValue(user);
    if (!id) return [];
    const name = personLabel(user);
    const contact = personContacts(user).find((c) => c !== name);
    return [{ value: id, label: contact ? `${name} · ${contact}` : name }];
  });
  return (
    <Select
      aria-label={label}
      allowClear
      value={value}
      onChange={(next) => onChange(next ?? undefined)}
      showSearch={{ filterOption: false, onSearch: (text) => setSearch(text.trim() || undefined) }}
      onOpenChange={(open) => !open && setSearch(undefined)}
      loading={users.isFetching}
      placeholder={placeholder}
      options={options}
      labelRender={({ label: shown, value: chosen }) => shown ?? (chosen ? t('common.chosen') : null)}
      notFoundContent={users.isFetching ? undefined : t('common.nobodyFound')}
      style={style}
    />
  );
}
