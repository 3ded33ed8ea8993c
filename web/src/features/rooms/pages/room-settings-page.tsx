import type { TRoom } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useAuthStore } from '@/shared/stores/auth-store';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { lazyPart } from '@/shared/ui-kit/lazy-dialog';
import { Skeleton } from '@/shared/ui-kit/skeleton';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { DeleteRoomButton } from '../components/delete-room-button';
import { RoomBreadcrumb } from '../components/room-breadcrumb';
import { RoomGate } from '../components/room-gate';
import { RoomMaterials } from '../components/room-materials';
import { RoomNameForm } from '../components/room-name-form';

// The room's checklists editor (its list, picker and the editor's modal) loads apart from the page's:
// the room's name comes first.
const RoomChecklistsEditor = lazyPart(
  () => import('../components/room-checklists-editor').then((m) => m.RoomChecklistsEditor),
  <Skeleton rows={3} />,
);

function RoomSettings({ room }: { room: TRoom }) {
  const { t } = useTranslation('rooms');
  usePageTitle(t('settings.pageTitle', { name: room.name }));
  const rights = useAuthStore((s) => s.rights);
  const { token } = useToken();

  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <RoomBreadcrumb room={room} settings />
      <Typography.Title level={2} style={{ margin: 0, wordBreak: 'break-word' }}>
        {t('settings.title', { name: room.name })}
      </Typography.Title>
      <Card title={t('settings.nameCard')}>
        <RoomNameForm key={room.id} room={room} />
      </Card>
      <Card title={t('checklists.title')}>
        <Typography.Paragraph type="secondary">{t('settings.checklists.hint')}</Typography.Paragraph>
        <RoomChecklistsEditor key={room.id} room={room} />
      </Card>
      <Card title={t('materials.title')}>
        <Typography.Paragraph type="secondary">{t('settings.materialsHint')}</Typography.Paragraph>
        <RoomMaterials room={room} canEdit={rights.includes('update_room')} />
      </Card>
      {rights.includes('delete_room') && (
        <Card title={t('settings.delete.title')} styles={{ header: { color: token.colorErrorText } }}>
          <Flex vertical gap={12} align="flex-start">
            <Typography.Text type="secondary">{t('settings.delete.hint')}</Typography.Text>
            <DeleteRoomButton room={room} />
          </Flex>
        </Card>
      )}
    </Flex>
  );
}

/** Rename the room, choose its checklists, keep its training materials, or delete it. */
export function RoomSettingsPage() {
  return <RoomGate>{(room) => <RoomSettings room={room} />}</RoomGate>;
}
