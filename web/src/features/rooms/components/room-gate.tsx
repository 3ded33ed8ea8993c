import type { TRoom } from '@cleanops/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { Col, Row } from '@/shared/ui-kit/grid';
import { Skeleton } from '@/shared/ui-kit/skeleton';
import { StatusResult } from '@/shared/ui-kit/status-result';
import { useRoom } from '../api/get-room';

function RoomSkeleton() {
  return (
    <Flex vertical gap={16}>
      <Skeleton title={240} rows={1} lastRowWidth={320} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card>
            <Skeleton block={{ width: 200, height: 200 }} />
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card>
            <Skeleton rows={5} />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}

function RoomNotFound({ locationId }: { locationId: string }) {
  const { t } = useTranslation('rooms');
  const navigate = useNavigate();
  usePageTitle(t('notFound.title'));
  return (
    <StatusResult
      status="404"
      title={<h1 style={{ fontSize: 22, margin: 0 }}>{t('notFound.title')}</h1>}
      subTitle={t('notFound.hint')}
      extra={
        <Button type="primary" onClick={() => navigate(`/locations/${locationId}`)}>
          {t('notFound.back')}
        </Button>
      }
    />
  );
}

/**
 * Loads the room of the URL for both room pages: a skeleton while loading, a friendly not-found
 * (also for another workspace's room, which the server answers 404 alike), and the right location
 * in the address when the link carried a wrong one.
 */
export function RoomGate({ children }: { children: (room: TRoom) => ReactNode }) {
  const { t } = useTranslation('rooms');
  const { locationId = '', roomId = '' } = useParams();
  const { pathname } = useLocation();
  const query = useRoom(roomId);

  const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  if (missing) return <RoomNotFound locationId={locationId} />;
  if (query.isPending) return <RoomSkeleton />;
  if (!query.data) {
    return (
      <StatusResult
        status="warning"
        title={t('loadFailed')}
        extra={<Button onClick={() => query.refetch()}>{t('common:actions.retry')}</Button>}
      />
    );
  }
  const room = query.data;
  if (room.locationId !== locationId) {
    const fixed = pathname.replace(`/locations/${locationId}/`, `/locations/${room.locationId}/`);
    return <Navigate to={fixed} replace />;
  }
  return children(room);
}
