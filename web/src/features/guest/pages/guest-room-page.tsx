import { EnvironmentOutlined } from '@ant-design/icons';
import { Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { LanguageSelect } from '@/shared/ui/language-select';
import { Logo } from '@/shared/ui/logo';
import { usePublicRoom } from '../api/public-room';

/**
 * What a room's QR code opens (DECISIONS.md §6): public and mobile-first, it names the room and its
 * location. Leaving a review here comes with the guests issue.
 */
export function GuestRoomPage() {
  const { t } = useTranslation('guest');
  const { token = '' } = useParams();
  const room = usePublicRoom(token);
  usePageTitle(room.data ? room.data.roomName : t('title'));
  const unknown = room.isError && isApiError(room.error) && room.error.status === 404;

  return (
    <Flex vertical align="center" style={{ minHeight: '100dvh', padding: 16, gap: 16 }}>
      <Flex justify="space-between" align="center" style={{ width: '100%', maxWidth: 480 }}>
        <Logo size={28} />
        <LanguageSelect />
      </Flex>
      <Card style={{ width: '100%', maxWidth: 480 }}>
        {room.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
        {room.isError && (
          <Result
            status={unknown ? '404' : 'warning'}
            title={unknown ? t('unknown.title') : t('loadFailed')}
            subTitle={unknown ? t('unknown.hint') : undefined}
          />
        )}
        {room.data && (
          <Flex vertical gap={8}>
            <Typography.Text type="secondary">
              <EnvironmentOutlined aria-hidden /> {room.data.locationTitle}
            </Typography.Text>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {room.data.roomName}
            </Typography.Title>
            <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
              {t('welcome')}
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {t('reviewsSoon')}
            </Typography.Paragraph>
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
