import type { TSubscriptionState } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/time/format-date';
import { Flex } from '@/shared/ui-kit/flex';
import { Tag } from '@/shared/ui-kit/tag';
import { Typography } from '@/shared/ui-kit/typography';

const COLORS = { trial: 'blue', active: 'green', expired: 'red' } as const;

/** A workspace's subscription now: its state and when it ends (or ended). */
export function SubscriptionTag({
  subscription,
  showEnd = true,
}: {
  subscription: TSubscriptionState | null | undefined;
  showEnd?: boolean;
}) {
  const { t } = useTranslation('admin');
  if (!subscription) return <Tag>{t('subscription.none')}</Tag>;
  return (
    <Flex wrap gap={4} align="center">
      <Tag color={COLORS[subscription.status]} style={{ marginInlineEnd: 0 }}>
        {t(`subscription.${subscription.status}`)}
      </Tag>
      {showEnd && (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {t(subscription.status === 'expired' ? 'subscription.ended' : 'subscription.ends', {
            date: formatDate(subscription.endsAt, 'day'),
          })}
        </Typography.Text>
      )}
    </Flex>
  );
}
