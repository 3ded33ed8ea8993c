import { useTranslation } from 'react-i18next';
import { useLogout } from '@/shared/session/logout';
import { useAuthStore } from '@/shared/stores/auth-store';
import { Button } from '@/shared/ui-kit/button';
import { useConfirm } from '@/shared/ui-kit/confirm';
import { Flex } from '@/shared/ui-kit/flex';
import { DeleteOutlined, LogoutOutlined } from '@/shared/ui-kit/icons';
import { useDeleteProfile } from '../api/delete-profile';

export function AccountActions() {
  const { t } = useTranslation('profile');
  const [askToConfirm, confirmHolder] = useConfirm();
  const logout = useLogout();
  const deleteProfile = useDeleteProfile();
  const type = useAuthStore((s) => s.user?.type);

  const confirmDelete = () =>
    askToConfirm({
      title: t('delete.title'),
      content:
        type === 'owner'
          ? t('delete.warningOwner')
          : type === 'super'
            ? t('delete.warningSuper')
            : t('delete.warningStaff'),
      okText: t('delete.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      width: 400,
      onOk: () => deleteProfile.mutateAsync(),
    });

  return (
    <Flex vertical gap={8}>
      {confirmHolder}
      {logout.holder}
      <Button icon={<LogoutOutlined />} block onClick={() => logout.mutate()} loading={logout.isPending}>
        {t('logout')}
      </Button>
      <Button icon={<DeleteOutlined />} danger type="text" block onClick={confirmDelete}>
        {t('delete.action')}
      </Button>
    </Flex>
  );
}
