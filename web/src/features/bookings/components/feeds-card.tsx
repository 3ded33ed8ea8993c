import type { TBookingFeed } from '@cleanops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/shared/hooks/use-can';
import { formatDate } from '@/shared/time/format-date';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import {
  CheckCircleFilled,
  ClockCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  ExclamationCircleFilled,
  LinkOutlined,
  PlusOutlined,
  SyncOutlined,
  WarningFilled,
} from '@/shared/ui-kit/icons';
import { lazyDialog } from '@/shared/ui-kit/lazy-dialog';
import { ListState } from '@/shared/ui-kit/list-state';
import { Popconfirm } from '@/shared/ui-kit/popconfirm';
import { toast } from '@/shared/ui-kit/toast';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { useDeleteBookingFeed } from '../api/delete-booking-feed';
import { useFetchBookingFeed } from '../api/fetch-booking-feed';
import { useBookingFeeds } from '../api/get-booking-feeds';
import { feedResult } from '../model/feed-result';

// The feed form opens on a click: it loads after the page has painted.
const FeedFormModal = lazyDialog(() => import('./feed-form-modal').then((m) => m.FeedFormModal));

/**
 * The rental's calendar feeds (the iCal links Airbnb, Booking.com and others export): each with its
 * masked address, when it was last read and what came of it in words, and fetch now, edit, delete.
 */
export function FeedsCard({ locationId }: { locationId: string }) {
  const { t } = useTranslation('bookings');
  const screens = useBreakpoint();
  const canUpdate = useCan('update_location');
  const query = useBookingFeeds(locationId);
  // undefined: closed; null: adding; a feed: editing it.
  const [editing, setEditing] = useState<TBookingFeed | null | undefined>(undefined);

  const onSaved = (feed: TBookingFeed) => {
    setEditing(undefined);
    toast[feed.lastStatus === 'error' ? 'info' : 'success'](
      feed.lastStatus === 'error'
        ? t('feeds.savedWithError', { name: feed.name })
        : t('feeds.saved', { name: feed.name }),
    );
  };

  let body: React.ReactNode;
  if (query.data) {
    body =
      query.data.length === 0 ? (
        <ListState state="empty" description={t('feeds.empty')}>
          {canUpdate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('feeds.add')}
            </Button>
          )}
        </ListState>
      ) : (
        <Flex vertical component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {query.data.map((feed, index) => (
            <FeedItem key={feed.id} feed={feed} first={index === 0} onEdit={() => setEditing(feed)} />
          ))}
        </Flex>
      );
  } else if (query.isError) {
    body = (
      <ListState
        state="error"
        title={t('feeds.loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    body = <ListState state="loading" rows={3} />;
  }

  return (
    <Card
      size={screens.md ? 'medium' : 'small'}
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {t('feeds.title')}
        </Typography.Title>
      }
    >
      <Typography.Paragraph type="secondary">{t('feeds.intro')}</Typography.Paragraph>
      {body}
      {/* Under the list, not beside the title: the title needs the room in Kazakh and Russian. */}
      {canUpdate && query.data && query.data.length > 0 && (
        <Button block type="dashed" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('feeds.add')}
        </Button>
      )}
      {editing !== undefined && (
        <FeedFormModal
          locationId={locationId}
          feed={editing}
          onClose={() => setEditing(undefined)}
          onSaved={onSaved}
        />
      )}
    </Card>
  );
}

function FeedItem({ feed, first, onEdit }: { feed: TBookingFeed; first: boolean; onEdit: () => void }) {
  const { t } = useTranslation('bookings');
  const { token } = useToken();
  const canUpdate = useCan('update_location');
  const fetchNow = useFetchBookingFeed();
  const remove = useDeleteBookingFeed();
  const result = feedResult(feed);
  const resultText =
    result.tone === 'error'
      ? (result.serverText ?? t(`feeds.result.${result.key}`, result.values))
      : t(`feeds.result.${result.key}`);

  const fetch = () =>
    fetchNow.mutate(feed.id, {
      onSuccess: (reply) => {
        if (reply.feed.lastStatus === 'error') {
          toast.error(t('feeds.fetchFailed', { name: feed.name }));
        } else if (reply.notModified) {
          toast.success(t('feeds.fetchedUnchanged', { name: feed.name }));
        } else {
          toast.success(
            t('feeds.fetched', {
              name: feed.name,
              created: reply.created,
              updated: reply.updated,
              cancelled: reply.cancelled,
            }),
          );
        }
      },
    });

  return (
    <li
      aria-label={feed.name}
      style={{ padding: '12px 0', borderTop: first ? undefined : `1px solid ${token.colorSplit}` }}
    >
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="flex-start" gap={8} wrap>
          <Typography.Text strong style={{ fontSize: 16, overflowWrap: 'anywhere' }}>
            {feed.name}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('feeds.activeBookings', { count: feed.activeBookings })}
          </Typography.Text>
        </Flex>
        <Typography.Text
          type="secondary"
          style={{ overflowWrap: 'anywhere', fontFamily: token.fontFamilyCode }}
        >
          <LinkOutlined /> {feed.urlMasked}
        </Typography.Text>
        <Typography.Text type="secondary">
          <ClockCircleOutlined />{' '}
          {feed.lastFetchedAt
            ? t('feeds.lastFetched', { date: formatDate(feed.lastFetchedAt, 'dayTime') })
            : t('feeds.neverFetched')}
        </Typography.Text>
        <Typography.Text
          role="status"
          style={{ color: result.tone === 'error' ? token.colorErrorText : undefined }}
          type={result.tone === 'error' ? undefined : 'secondary'}
        >
          {result.tone === 'error' ? (
            <ExclamationCircleFilled />
          ) : result.tone === 'ok' ? (
            <CheckCircleFilled style={{ color: token.colorSuccess }} />
          ) : (
            <ClockCircleOutlined />
          )}{' '}
          {resultText}
        </Typography.Text>
        {/* What the last good read left aside: shown with its result, not only in a passing toast. */}
        {feed.lastStatus === 'ok' && feed.heldCancellations !== null && (
          <Typography.Text data-testid="feed-held" style={{ color: token.colorWarningText }}>
            <WarningFilled /> {t('feeds.result.held', { count: feed.heldCancellations })}
          </Typography.Text>
        )}
        {feed.lastStatus === 'ok' && feed.skippedEvents > 0 && (
          <Typography.Text data-testid="feed-skipped" style={{ color: token.colorWarningText }}>
            <WarningFilled /> {t('feeds.result.skipped', { count: feed.skippedEvents })}
          </Typography.Text>
        )}
        {canUpdate && (
          <Flex gap={8} wrap style={{ marginTop: 4 }}>
            <Button
              icon={<SyncOutlined spin={fetchNow.isPending} />}
              onClick={fetch}
              disabled={fetchNow.isPending}
              // While it runs the button says so in its own words ("Fetching…"), name and all.
              aria-label={fetchNow.isPending ? undefined : t('feeds.fetchNowOf', { name: feed.name })}
            >
              {fetchNow.isPending ? t('feeds.fetching') : t('feeds.fetchNow')}
            </Button>
            <Button
              icon={<EditOutlined />}
              onClick={onEdit}
              aria-label={t('feeds.editOf', { name: feed.name })}
            >
              {t('actions.edit')}
            </Button>
            <Popconfirm
              title={t('feeds.deleteTitle', { name: feed.name })}
              description={t('feeds.deleteHint')}
              okText={t('actions.delete')}
              okButtonProps={{ danger: true, loading: remove.isPending }}
              cancelText={t('common:actions.cancel')}
              onConfirm={() =>
                remove.mutateAsync(feed.id).then(() => toast.success(t('feeds.deleted', { name: feed.name })))
              }
            >
              <Button danger icon={<DeleteOutlined />} aria-label={t('feeds.deleteOf', { name: feed.name })}>
                {t('actions.delete')}
              </Button>
            </Popconfirm>
          </Flex>
        )}
      </Flex>
    </li>
  );
}
