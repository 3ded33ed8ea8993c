import type { TProfile } from '@cleanops/contracts';
import type { TFunction } from 'i18next';

/** "Owner", "Superuser", or the staff role with its level: "Employee · Head" (SPEC.md §3, §6). */
export function accountTypeLabel(user: Pick<TProfile, 'type' | 'role' | 'level'>, t: TFunction): string {
  if (user.type === 'super') return t('profile:type.super');
  if (user.type === 'owner') return t('profile:type.owner');
  if (!user.role) return t('profile:type.staffNoRole');
  return `${t(`common:roles.${user.role}`)} · ${t(`profile:level.${user.level}`)}`;
}
