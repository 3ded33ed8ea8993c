import type { TNotification, TNotificationEvent } from '@cleanops/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/shared/i18n/i18n';
import { formatDate } from '@/shared/time/format-date';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import {
  ApiOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  CommentOutlined,
  ExclamationCircleOutlined,
  HourglassOutlined,
  PlayCircleOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  StarOutlined,
  StopOutlined,
  ToolOutlined,
  UserAddOutlined,
  UserSwitchOutlined,
  WarningOutlined,
} from '@/shared/ui-kit/icons';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { notificationDetail, notificationText } from '../model/notification-text';
import { relativeTime } from '../model/relative-time';

const ICONS: Record<TNotificationEvent, ReactNode> = {
  taskAssigned: <ScheduleOutlined />,
  taskAssignedTeam: <ScheduleOutlined />,
  repeatedTaskAssigned: <ScheduleOutlined />,
  repeatedTaskAssignedTeam: <ScheduleOutlined />,
  inviteCreated: <UserAddOutlined />,
  inviteApproved: <UserAddOutlined />,
  taskStarted: <PlayCircleOutlined />,
  taskFinished: <CheckCircleOutlined />,
  taskPicked: <UserSwitchOutlined />,
  taskNotPicked: <ExclamationCircleOutlined />,
  complaintCreated: <StarOutlined />,
  userNotAvailable: <ClockCircleOutlined />,
  taskMessage: <CommentOutlined />,
  turnoverMoved: <CalendarOutlined />,
  turnoverCancelled: <StopOutlined />,
  checkInNotReady: <ExclamationCircleOutlined />,
  weeklySummary: <BarChartOutlined />,
  subscriptionGranted: <SafetyCertificateOutlined />,
  subscriptionDeclined: <CloseCircleOutlined />,
  bookingsOverlap: <ExclamationCircleOutlined />,
  turnoversAssigned: <ScheduleOutlined />,
  subscriptionEnding: <HourglassOutlined />,
  problemReported: <WarningOutlined />,
  problemUpdated: <ToolOutlined />,
  webhookPaused: <ApiOutlined />,
};

/** Read by screen readers, not shown: the bold type says the same to the eye. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface NotificationListProps {
  items: TNotification[];
  onOpen: (notification: TNotification) => void;
}

/** The feed, newest first: unread lines in bold on a tinted background, each with how long ago it was. */
export function NotificationList({ items, onOpen }: NotificationListProps) {
  const { t } = useTranslation('notifications');
  const { token } = useToken();
  const now = new Date();
  const language = currentLanguage();
  const untilText = (iso: string) => formatDate(iso, 'dateTime') || iso;

  return (
    <ul aria-label={t('title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((notification) => {
        const unread = !notification.readAt;
        const text = notificationText(notification, t, untilText);
        const detail = notificationDetail(notification);
        return (
          <li key={notification.id} style={{ marginBottom: 4 }}>
            <Button
              type="text"
              block
              onClick={() => onOpen(notification)}
              style={{
                height: 'auto',
                padding: '10px 12px',
                whiteSpace: 'normal',
                textAlign: 'start',
                justifyContent: 'flex-start',
                alignItems: 'flex-start',
                background: unread ? token.colorPrimaryBg : undefined,
              }}
            >
              <Flex gap={12} align="flex-start" style={{ width: '100%', minWidth: 0 }}>
                <span
                  aria-hidden
                  style={{
                    fontSize: 18,
                    lineHeight: 1,
                    marginTop: 2,
                    color: unread ? token.colorPrimary : token.colorTextTertiary,
                  }}
                >
                  {ICONS[notification.event]}
                </span>
                <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Typography.Text strong={unread} style={{ overflowWrap: 'anywhere' }}>
                    {unread && <span style={visuallyHidden}>{t('unreadMark')} </span>}
                    {text}
                  </Typography.Text>
                  {detail && (
                    <Typography.Text italic style={{ overflowWrap: 'anywhere', fontSize: 13 }}>
                      “{detail}”
                    </Typography.Text>
                  )}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <time
                      dateTime={notification.createdAt}
                      title={formatDate(notification.createdAt, 'dateTime')}
                    >
                      {relativeTime(notification.createdAt, now, language)}
                    </time>
                    {notification.event === 'inviteCreated' && ` · ${t('inviteHint')}`}
                  </Typography.Text>
                </Flex>
                {unread && (
                  <span
                    aria-hidden
                    style={{
                      flex: 'none',
                      width: 8,
                      height: 8,
                      marginTop: 6,
                      borderRadius: '50%',
                      background: token.colorPrimary,
                    }}
                  />
                )}
              </Flex>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
