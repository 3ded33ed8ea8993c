import type { TNotification, TNotificationPage } from '@cleanops/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';
import { useAuthStore } from '@/shared/stores/auth-store';
import { Button } from '@/shared/ui-kit/button';
import { CountBadge } from '@/shared/ui-kit/count-badge';
import { BellOutlined } from '@/shared/ui-kit/icons';
import { lazyPart } from '@/shared/ui-kit/lazy-dialog';
import { LazyDrawer } from '@/shared/ui-kit/lazy-drawer';
import { PlainTip } from '@/shared/ui-kit/tip';
import { useMediaQuery } from '@/shared/ui-kit/use-media-query';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-read';
import { notificationTarget } from '../model/notification-text';

/**
 * News in the feed means the lists it is about changed too: a new complaint, a job assigned or
 * finished. Those lists are cached for minutes (SPEC.md §9), so they are marked stale here.
 */
function useRefreshOnNews(page: TNotificationPage | undefined) {
  const newestSeen = useRef<string | null>(null);
  useEffect(() => {
    const newest = page?.items[0]?.createdAt;
    if (!newest) return;
    const previous = newestSeen.current;
    newestSeen.current = newest;
    // The first answer is what was already there when the app opened, not news.
    if (previous === null || newest <= previous) return;
    const fresh = page.items.filter((item) => item.createdAt > previous);
    if (fresh.some((item) => item.event === 'complaintCreated')) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.complaints });
    }
    if (fresh.some((item) => item.data.occurrenceId || item.data.taskId)) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.occurrences });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
    }
  }, [page]);
}

/** The drawer's content, loaded after the page's load: the list and its states. */
const NotificationFeed = lazyPart(() => import('./notification-feed').then((m) => m.NotificationFeed), null);

/** The in-app feed: unread count in the header, the list in a drawer. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const wide = useMediaQuery('(min-width: 576px)');
  const navigate = useNavigate();
  const rights = useAuthStore((s) => s.rights);
  const [open, setOpen] = useState(false);
  const feed = useNotifications();
  const markRead = useMarkNotificationsRead();
  const page = feed.data;
  const unread = page?.unread ?? 0;
  useRefreshOnNews(page);

  const openLine = (notification: TNotification) => {
    if (!notification.readAt) markRead.mutate({ ids: [notification.id] });
    const target = notificationTarget(notification, (right) => rights.includes(right));
    if (target) {
      setOpen(false);
      navigate(target);
    }
  };

  return (
    <>
      <PlainTip title={t('title')}>
        <CountBadge count={unread}>
          <Button
            type="text"
            shape="circle"
            size="middle"
            icon={<BellOutlined />}
            aria-label={t('bell', { count: unread })}
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => {
              setOpen(true);
              // Opening the feed is asking "what is new": do not make the reader wait for the next poll.
              if (!feed.isFetching) void feed.refetch();
            }}
          />
        </CountBadge>
      </PlainTip>
      <LazyDrawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('title')}
        placement="right"
        size={wide ? 360 : '100%'}
        styles={{ body: { padding: 12 } }}
      >
        <NotificationFeed onOpen={openLine} />
      </LazyDrawer>
    </>
  );
}
