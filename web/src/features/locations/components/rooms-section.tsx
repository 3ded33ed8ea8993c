import type { TLocation } from '@cleanops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '@/shared/hooks/use-can';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { AppstoreOutlined, PlusOutlined, RightOutlined } from '@/shared/ui-kit/icons';
import { lazyDialog } from '@/shared/ui-kit/lazy-dialog';
import { ListState } from '@/shared/ui-kit/list-state';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { useLocationRooms } from '../api/get-location-rooms';

// Its dialogs open on a click: their code loads once the page has painted.
const AddRoomModal = lazyDialog(() => import('./add-room-modal').then((m) => m.AddRoomModal));

/** The location's rooms, or zones for a commercial place, each opening its own page and QR code. */
export function RoomsSection({ location }: { location: TLocation }) {
  const { t } = useTranslation('locations');
  const { token } = useToken();
  const screens = useBreakpoint();
  const canSee = useCan('get_rooms');
  const canCreate = useCan('create_room');
  const rooms = useLocationRooms(location.id, { enabled: canSee });
  const [adding, setAdding] = useState(false);
  const noun = location.type === 'commercial' ? 'zone' : 'room';

  const addButton = (primary: boolean) =>
    canCreate ? (
      <Button
        type={primary ? 'primary' : 'default'}
        icon={<PlusOutlined />}
        onClick={() => setAdding(true)}
        size={primary ? 'middle' : 'small'}
      >
        {t(`rooms.addButton.${noun}`)}
      </Button>
    ) : null;

  const body = () => {
    if (rooms.isPending) return <ListState state="loading" rows={4} />;
    if (rooms.isError && !rooms.data) {
      return (
        <ListState
          state="error"
          title={t(`rooms.loadFailed.${noun}`)}
          onRetry={() => void rooms.refetch()}
          retrying={rooms.isFetching}
        />
      );
    }
    if (rooms.data.length === 0) {
      return (
        <ListState
          state="empty"
          description={
            <>
              <strong>{t(`rooms.empty.${noun}`)}</strong>
              <br />
              {t(`rooms.emptyHint.${noun}`)}
            </>
          }
        >
          {addButton(true)}
        </ListState>
      );
    }
    return (
      <Flex vertical role="list" aria-label={t(`rooms.title.${noun}`)}>
        {rooms.data.map((room, index) => (
          <Flex
            key={room.id}
            role="listitem"
            align="center"
            gap={12}
            style={{
              padding: '12px 0',
              borderTop: index === 0 ? undefined : `1px solid ${token.colorSplit}`,
            }}
          >
            <AppstoreOutlined style={{ fontSize: 18, color: token.colorPrimary }} />
            <Flex vertical style={{ flex: 1, minWidth: 0 }}>
              <Link
                to={`/locations/${location.id}/rooms/${room.id}`}
                style={{ fontWeight: 500, overflowWrap: 'anywhere' }}
              >
                {room.name}
              </Link>
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {t('rooms.checklists', { count: room.checklistsCount })} ·{' '}
                {t('rooms.materials', { count: room.materialsCount })}
              </Typography.Text>
            </Flex>
            <RightOutlined style={{ color: token.colorTextQuaternary }} />
          </Flex>
        ))}
      </Flex>
    );
  };

  if (!canSee) return null;
  return (
    <Card
      size={screens.md ? 'medium' : 'small'}
      title={
        <Flex align="baseline" gap={8}>
          <span>{t(`rooms.title.${noun}`)}</span>
          {rooms.data && rooms.data.length > 0 && (
            <Typography.Text type="secondary" style={{ fontWeight: 400 }}>
              {rooms.data.length}
            </Typography.Text>
          )}
        </Flex>
      }
      extra={rooms.data && rooms.data.length > 0 ? addButton(false) : null}
    >
      {body()}
      <AddRoomModal
        locationId={location.id}
        locationType={location.type}
        open={adding}
        onClose={() => setAdding(false)}
      />
    </Card>
  );
}
