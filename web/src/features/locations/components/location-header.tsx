import type { TLocation } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCan } from '@/shared/hooks/use-can';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import {
  BookOutlined,
  CalendarOutlined,
  EnvironmentOutlined,
  MessageOutlined,
  PrinterOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@/shared/ui-kit/icons';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { Tag } from '@/shared/ui-kit/tag';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { locationKindLabel } from './location-labels';

/** The location page's header: what and where it is, and what can be done with it. */
export function LocationHeader({ location }: { location: TLocation }) {
  const { t } = useTranslation('locations');
  const { token } = useToken();
  const navigate = useNavigate();
  const canUpdate = useCan('update_location');
  const canSeeChecklists = useCan('get_checklists');
  // The complaints page is guarded by get_analytics (permissions.ts).
  const canSeeComplaints = useCan('get_analytics');
  const hasRooms = location.roomsCount > 0;
  const mapUrl =
    location.latitude != null && location.longitude != null
      ? `https://www.openstreetmap.org/?mlat=${location.latitude}&mlon=${location.longitude}#map=17/${location.latitude}/${location.longitude}`
      : null;

  return (
    <PageHeader
      breadcrumb={[{ label: t('list.title'), to: '/locations' }, { label: location.title }]}
      title={location.title}
      subtitle={
        <Flex vertical gap={4}>
          <Flex wrap gap={6} align="center">
            <Tag color={location.type === 'rental' ? 'blue' : 'purple'} style={{ marginInlineEnd: 0 }}>
              {locationKindLabel(t, location)}
            </Tag>
            <Typography.Text type="secondary">
              <TeamOutlined />{' '}
              {location.team ? (
                // The teams page searched by this name shows the team's card: members, head, availability.
                <Link to={`/teams?${new URLSearchParams({ search: location.team.name })}`}>
                  {location.team.name}
                </Link>
              ) : (
                t('list.noTeam')
              )}
            </Typography.Text>
          </Flex>
          <Typography.Text style={{ overflowWrap: 'anywhere' }}>
            <EnvironmentOutlined style={{ color: token.colorTextTertiary }} /> {location.address}
            {mapUrl && (
              <>
                {' · '}
                <Typography.Link href={mapUrl} target="_blank" rel="noopener noreferrer">
                  {t('overview.openMap')}
                </Typography.Link>
              </>
            )}
          </Typography.Text>
        </Flex>
      }
      actions={
        <>
          {location.type === 'rental' && (
            // The rental's bookings calendar, feeds and turnovers (features/bookings).
            <Button
              type="primary"
              icon={<CalendarOutlined />}
              onClick={() => navigate(`/locations/${location.id}/bookings`)}
            >
              {t('overview.bookings')}
            </Button>
          )}
          {canUpdate && (
            <Button icon={<SettingOutlined />} onClick={() => navigate(`/locations/${location.id}/settings`)}>
              {t('overview.settings')}
            </Button>
          )}
          <Button
            icon={<PrinterOutlined />}
            href={hasRooms ? location.qrSheetUrl : undefined}
            target="_blank"
            rel="noopener noreferrer"
            disabled={!hasRooms}
            title={hasRooms ? undefined : t('overview.printNeedsRooms')}
          >
            {t('overview.printQr')}
          </Button>
          {canSeeComplaints && (
            <Button
              icon={<MessageOutlined />}
              onClick={() => navigate(`/complaints?${new URLSearchParams({ locationId: location.id })}`)}
            >
              {t('overview.complaints')}
            </Button>
          )}
          {canSeeChecklists && (
            <Button icon={<BookOutlined />} onClick={() => navigate('/checklists')}>
              {t('checklistLibrary')}
            </Button>
          )}
        </>
      }
    />
  );
}
