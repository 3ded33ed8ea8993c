import { EnvironmentOutlined } from '@ant-design/icons';
import { Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useAuthStore } from '@/shared/stores/auth-store';
import { LanguageSelect } from '@/shared/ui/language-select';
import { Logo } from '@/shared/ui/logo';
import { usePublicRoom } from '../api/public-room';
import { ReviewForm } from '../components/review-form';
import { StaffCard } from '../components/staff-card';

const COLUMN = { width: '100%', maxWidth: 480 } as const;

/** Someone who works for a workspace; the route is the same signed in or out (issue 6). */
function useWorksHere(): boolean {
  return useAuthStore(
    (s) => s.isAuth && s.user !== null && (s.user.type === 'staff' || s.rights.includes('get_tasks')),
  );
}

/**
 * What a room's QR code opens (DECISIONS.md §6, §8): public and mobile-first, it names the room and
 * its location and takes a guest's review. A signed-in employee is offered their work here first.
 */
export function GuestRoomPage() {
  const { t } = useTranslation('guest');
  const { token = '' } = useParams();
  const room = usePublicRoom(token);
  // The reply names the room's id only to someone of its workspace: staff elsewhere see the guest page.
  const staffRoomId = useWorksHere() ? room.data?.roomId : undefined;
  const [reviewing, setReviewing] = useState(false);
  // The room went away while the guest was writing: the same state as scanning an unknown code.
  const [gone, setGone] = useState(false);
  usePageTitle(room.data && !gone ? room.data.roomName : t('title'));
  const unknown = gone || (room.isError && isApiError(room.error) && room.error.status === 404);

  return (
    <Flex component="main" vertical align="center" style={{ minHeight: '100dvh', padding: 16, gap: 16 }}>
      <Flex justify="space-between" align="center" style={COLUMN}>
        <Logo size={28} />
        <LanguageSelect />
      </Flex>
      <Card style={COLUMN}>
        {room.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
        {(room.isError || gone) && (
          <Result
            status={unknown ? '404' : 'warning'}
            title={unknown ? t('unknown.title') : t('loadFailed')}
            subTitle={unknown ? t('unknown.hint') : undefined}
          />
        )}
        {room.data && !gone && (
          <Flex vertical gap={8}>
            <Typography.Text type="secondary">
              <EnvironmentOutlined aria-hidden /> {room.data.locationTitle}
            </Typography.Text>
            {/* The page's one h1 (issue 14), drawn at the h2 size that fits a phone. */}
            <Typography.Title level={1} style={{ margin: 0, fontSize: 30, overflowWrap: 'anywhere' }}>
              {room.data.roomName}
            </Typography.Title>
            {!staffRoomId && (
              <Typography.Paragraph type="secondary" style={{ marginTop: 4, marginBottom: 0 }}>
                {t('welcome')}
              </Typography.Paragraph>
            )}
          </Flex>
        )}
      </Card>
      {room.data && !gone && (
        <>
          {staffRoomId && (
            <StaffCard roomId={staffRoomId} reviewing={reviewing} onReview={() => setReviewing(true)} />
          )}
          {(!staffRoomId || reviewing) && (
            <Card style={COLUMN}>
              <ReviewForm token={token} onGone={() => setGone(true)} />
            </Card>
          )}
        </>
      )}
    </Flex>
  );
}
