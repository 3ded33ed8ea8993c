import type { TNotification } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { CheckOutlined } from '@/shared/ui-kit/icons';
import { ListState } from '@/shared/ui-kit/list-state';
import { Typography } from '@/shared/ui-kit/typography';
import { FEED_PAGE_SIZE, useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-read';
import { NotificationList } from './notification-list';

/** The feed in the bell's drawer: loading, a failure with a retry, nothing yet, or the newest lines. */
export function NotificationFeed({ onOpen }: { onOpen: (notification: TNotification) => void }) {
  const { t } = useTranslation('notifications');
  const feed = useNotifications();
  const markRead = useMarkNotificationsRead();
  const page = feed.data;
  const unread = page?.unread ?? 0;

  if (!page && feed.isPending) return <ListState state="loading" rows={5} />;
  if (!page) {
    return (
      <ListState
        state="error"
        title={t('loadFailed')}
        onRetry={() => void feed.refetch()}
        retrying={feed.isFetching}
      />
    );
  }
  if (page.items.length === 0) {
    return (
      <ListState
        state="empty"
        description={
          <>
            <strong>{t('empty')}</strong>
            <br />
            {t('emptyHint')}
          </>
        }
      />
    );
  }
  return (
    <>
      {unread > 0 && (
        // In the body, not the drawer's header: on a phone the header has no room beside the title.
        <Flex justify="flex-end" style={{ marginBottom: 8 }}>
          <Button
            type="link"
            size="small"
            icon={<CheckOutlined />}
            loading={markRead.isPending && !markRead.variables?.ids}
            onClick={() => markRead.mutate({})}
          >
            {t('markAllRead')}
          </Button>
        </Flex>
      )}
      <NotificationList items={page.items} onOpen={onOpen} />
      {page.total > page.items.length && (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 12, fontSize: 12 }}>
          {t('newestShown', { count: FEED_PAGE_SIZE })}
        </Typography.Paragraph>
      )}
    </>
  );
}
