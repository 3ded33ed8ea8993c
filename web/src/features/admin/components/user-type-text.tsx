import type { TAdminUser } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Tag } from '@/shared/ui-kit/tag';

const COLORS = { super: 'purple', owner: 'gold', staff: 'default' } as const;

/** Account type, and for staff their role and whether they wait for a team. */
export function UserTypeText({
  user,
}: {
  user: Pick<TAdminUser, 'type' | 'role' | 'level' | 'workspace' | 'inTeam'>;
}) {
  const { t } = useTranslation('admin');
  const role =
    user.type === 'staff'
      ? user.role
        ? `${t(`common:roles.${user.role}`)}${user.level === 'head' ? ` · ${t('users.head')}` : ''}`
        : t('users.noRole')
      : null;
  return (
    <span>
      <Tag color={COLORS[user.type]}>{t(`users.types.${user.type}`)}</Tag>
      {role}
      {user.type === 'staff' && !user.workspace && ` · ${t('users.noWorkspace')}`}
      {user.type === 'staff' &&
        user.workspace &&
        !user.inTeam &&
        user.role &&
        ` · ${t('users.awaitingTeam')}`}
    </span>
  );
}
