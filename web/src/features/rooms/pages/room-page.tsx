import type { TRoom } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { ReportProblem } from '@/shared/problems/report-problem';
import { useAuthStore } from '@/shared/stores/auth-store';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { Col, Row } from '@/shared/ui-kit/grid';
import { MessageOutlined, SettingOutlined } from '@/shared/ui-kit/icons';
import { Typography } from '@/shared/ui-kit/typography';
import { RoomBreadcrumb } from '../components/room-breadcrumb';
import { RoomChecklistsView } from '../components/room-checklists-view';
import { RoomGate } from '../components/room-gate';
import { RoomMaterials } from '../components/room-materials';
import { RoomQrCard } from '../components/room-qr-card';

function RoomOverview({ room }: { room: TRoom }) {
  const { t } = useTranslation('rooms');
  usePageTitle(room.name);
  const navigate = useNavigate();
  const canUpdate = useAuthStore((s) => s.rights.includes('update_room'));
  // The complaints page is guarded by get_analytics (permissions.ts).
  const canSeeComplaints = useAuthStore((s) => s.rights.includes('get_analytics'));
  const complaintsPath = `/complaints?${new URLSearchParams({ locationId: room.locationId, roomId: room.id })}`;
  const settingsPath = `/locations/${room.locationId}/rooms/${room.id}/settings`;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1200 }}>
      <RoomBreadcrumb room={room} />
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Title level={2} style={{ margin: 0, wordBreak: 'break-word' }}>
            {room.name}
          </Typography.Title>
          <Typography.Text type="secondary">{room.location.title}</Typography.Text>
        </Flex>
        <Flex wrap gap={8} align="flex-start">
          <ReportProblem locationId={room.locationId} roomId={room.id} />
          {canSeeComplaints && (
            <Button icon={<MessageOutlined />} onClick={() => navigate(complaintsPath)}>
              {t('page.complaints')}
            </Button>
          )}
          {canUpdate && (
            <Button icon={<SettingOutlined />} onClick={() => navigate(settingsPath)}>
              {t('page.settings')}
            </Button>
          )}
        </Flex>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <RoomQrCard room={room} />
        </Col>
        <Col xs={24} lg={16}>
          <Flex vertical gap={16}>
            <Card title={t('checklists.title')}>
              <RoomChecklistsView
                checklists={room.checklists}
                emptyAction={canUpdate && <Link to={settingsPath}>{t('checklists.attach')}</Link>}
              />
            </Card>
            <Card title={t('materials.title')}>
              <RoomMaterials room={room} canEdit={canUpdate} />
            </Card>
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}

/** A room or zone: its QR code, what staff must do there and what to read first. */
export function RoomPage() {
  return <RoomGate>{(room) => <RoomOverview room={room} />}</RoomGate>;
}
