import type { TRoom } from '@cleanops/contracts';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlainBreadcrumb } from '@/shared/ui-kit/breadcrumb';

/** Locations › location › room (› settings): the way back up on a phone, where the menu is hidden. */
export function RoomBreadcrumb({ room, settings = false }: { room: TRoom; settings?: boolean }) {
  const { t } = useTranslation('rooms');
  const roomPath = `/locations/${room.locationId}/rooms/${room.id}`;
  return (
    <PlainBreadcrumb
      items={[
        { key: 'locations', title: <Link to="/locations">{t('breadcrumb.locations')}</Link> },
        { key: 'location', title: <Link to={`/locations/${room.locationId}`}>{room.location.title}</Link> },
        settings
          ? { key: 'room', title: <Link to={roomPath}>{room.name}</Link> }
          : { key: 'room', title: room.name },
        ...(settings ? [{ key: 'settings', title: t('breadcrumb.settings') }] : []),
      ]}
    />
  );
}
