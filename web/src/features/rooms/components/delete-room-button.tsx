import type { TRoom } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/shared/ui-kit/button';
import { useConfirm } from '@/shared/ui-kit/confirm';
import { DeleteOutlined } from '@/shared/ui-kit/icons';
import { toast } from '@/shared/ui-kit/toast';
import { useDeleteRoom } from '../api/delete-room';

export function DeleteRoomButton({ room }: { room: TRoom }) {
  const { t } = useTranslation('rooms');
  const [askToConfirm, confirmHolder] = useConfirm();
  const navigate = useNavigate();
  const remove = useDeleteRoom(room.id);

  const confirm = () =>
    askToConfirm({
      title: t('settings.delete.confirmTitle', { name: room.name }),
      content: t('settings.delete.confirmText'),
      okText: t('settings.delete.confirmOk'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: () =>
        remove
          .mutateAsync()
          .then(() => {
            toast.success(t('settings.delete.done', { name: room.name }));
            void navigate(`/locations/${room.locationId}`, { replace: true });
          })
          // The request has shown its error toast; the dialog just closes.
          .catch(() => undefined),
    });

  return (
    <>
      {confirmHolder}
      <Button danger icon={<DeleteOutlined />} onClick={confirm} loading={remove.isPending}>
        {t('settings.delete.button')}
      </Button>
    </>
  );
}
