import type { TCalendarFeedLink } from '@cleanops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/time/format-date';
import { Alert } from '@/shared/ui-kit/alert';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { useConfirm } from '@/shared/ui-kit/confirm';
import { Flex } from '@/shared/ui-kit/flex';
import { CalendarOutlined, CheckOutlined, CopyOutlined, ReloadOutlined } from '@/shared/ui-kit/icons';
import { Skeleton } from '@/shared/ui-kit/skeleton';
import { Typography } from '@/shared/ui-kit/typography';
import { type CalendarFeedPath, useCalendarFeed, useRenewCalendarFeed } from './calendar-feed-api';

/** The copy button is named by its tooltip; its icons would add "copy" and "check" in English. */
const COPY_ICONS = [<CopyOutlined key="copy" />, <CheckOutlined key="copied" />];

interface CalendarFeedCardProps {
  path: CalendarFeedPath;
  /** `person`: my jobs (the profile); `location`: the location's jobs and turnovers. */
  scope: 'person' | 'location';
}

/**
 * A private calendar address (docs/integrations.md#calendar-subscriptions): made on request, shown
 * once with a copy button and how to add it to Google, Apple or Outlook, and replaced after a
 * confirmation that says the old one stops working.
 */
export function CalendarFeedCard({ path, scope }: CalendarFeedCardProps) {
  const { t } = useTranslation('calendar');
  const status = useCalendarFeed(path);
  const renew = useRenewCalendarFeed(path);
  const [confirm, holder] = useConfirm();
  // Only in this component's state: the address is a secret and is never kept in the stored cache.
  const [link, setLink] = useState<TCalendarFeedLink | null>(null);
  const make = () => renew.mutateAsync().then(setLink);

  const askToRenew = () =>
    confirm({
      title: t('renew.title'),
      content: t('renew.content'),
      okText: t('renew.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: make,
    });

  const titleId = `calendar-feed-${scope}`;
  let body: React.ReactNode;
  if (status.isPending) body = <Skeleton title={false} rows={2} />;
  else if (status.isError)
    body = (
      <Alert
        type="error"
        title={t('loadFailed')}
        action={
          <Button size="small" onClick={() => void status.refetch()} loading={status.isFetching}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  else if (link)
    body = (
      <Flex vertical gap={8}>
        <Typography.Text
          copyable={{ text: link.url, tooltips: [t('copy'), t('copied')], icon: COPY_ICONS }}
          style={{ wordBreak: 'break-all' }}
        >
          {link.url}
        </Typography.Text>
        <Alert type="warning" title={t('shownOnce')} />
        <Typography.Text type="secondary">{t('howTo.google')}</Typography.Text>
        <Typography.Text type="secondary">{t('howTo.appleOutlook')}</Typography.Text>
        <Flex wrap gap={8}>
          <Button icon={<CalendarOutlined />} href={link.webcalUrl}>
            {t('openInApp')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={askToRenew}>
            {t('renew.action')}
          </Button>
        </Flex>
      </Flex>
    );
  else if (status.data.active && status.data.createdAt)
    body = (
      <Flex vertical gap={8} align="start">
        <Typography.Text type="secondary">
          {t('active', { date: formatDate(status.data.createdAt, 'long') })}
        </Typography.Text>
        <Button icon={<ReloadOutlined />} onClick={askToRenew}>
          {t('renew.action')}
        </Button>
      </Flex>
    );
  else
    body = (
      <Flex vertical gap={8} align="start">
        <Typography.Text type="secondary">{t(`intro.${scope}`)}</Typography.Text>
        <Button
          type="primary"
          icon={<CalendarOutlined />}
          loading={renew.isPending}
          // A failure has been told by the API client's toast; the button is there to try again.
          onClick={() => make().catch(() => undefined)}
        >
          {t('create')}
        </Button>
      </Flex>
    );

  return (
    <Card
      size="small"
      role="region"
      title={<span id={titleId}>{t(`title.${scope}`)}</span>}
      aria-labelledby={titleId}
    >
      {body}
      {holder}
    </Card>
  );
}
