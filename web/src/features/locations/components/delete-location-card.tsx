import type { TLocation } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/shared/hooks/use-can';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { useConfirm } from '@/shared/ui-kit/confirm';
import { Flex } from '@/shared/ui-kit/flex';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { DeleteOutlined } from '@/shared/ui-kit/icons';
import { toast } from '@/shared/ui-kit/toast';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { useDeleteLocation } from '../api/delete-location';

/** Deleting a location takes its rooms, QR codes and materials with it: said before, asked twice. */
export function DeleteLocationCard({ location }: { location: TLocation }) {
  const { t } = useTranslation('locations');
  const { token } = useToken();
  const [askToConfirm, confirmHolder] = useConfirm();
  const canDelete = useCan('delete_location');
  const remove = useDeleteLocation(location.id);
  const screens = useBreakpoint();
  if (!canDelete) return null;

  const confirm = () =>
    askToConfirm({
      title: t('danger.confirmTitle', { title: location.title }),
      content: t('danger.confirmText'),
      okText: t('danger.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      width: 440,
      onOk: async () => {
        await remove.mutateAsync();
        toast.success(t('danger.deleted', { title: location.title }));
      },
    });

  return (
    <Card
      size={screens.md ? 'medium' : 'small'}
      title={<span style={{ color: token.colorErrorText }}>{t('danger.title')}</span>}
      style={{ borderColor: token.colorErrorBorder }}
    >
      {confirmHolder}
      <Flex wrap justify="space-between" align="center" gap={16}>
        <Flex vertical style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography.Text strong>{t('danger.delete')}</Typography.Text>
          <Typography.Text type="secondary">{t('danger.hint')}</Typography.Text>
        </Flex>
        <Button danger icon={<DeleteOutlined />} onClick={confirm}>
          {t('danger.delete')}
        </Button>
      </Flex>
    </Card>
  );
}
