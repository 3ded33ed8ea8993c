import type { TLocation } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '@/shared/ui-kit/card';
import { Descriptions } from '@/shared/ui-kit/descriptions';
import { Flex } from '@/shared/ui-kit/flex';
import { Tag } from '@/shared/ui-kit/tag';
import { Typography } from '@/shared/ui-kit/typography';
import { formatMinutes } from '../model/duration';

const REQUIREMENTS = ['requirePhoto', 'requireReport', 'requireScan'] as const;

/** What the location's settings mean for the cleaners, read-only. */
export function CleaningRulesCard({ location }: { location: TLocation }) {
  const { t } = useTranslation('locations');
  const rental = location.type === 'rental';
  const requirements = REQUIREMENTS.filter((field) => location[field]);

  const items = [
    { key: 'timezone', label: t('fields.timezone'), children: location.timezone },
    ...(rental
      ? [
          { key: 'checkout', label: t('fields.checkoutTime'), children: location.checkoutTime },
          { key: 'checkIn', label: t('fields.checkInTime'), children: location.checkInTime },
        ]
      : []),
    {
      key: 'duration',
      label: t('fields.cleaningDuration'),
      children: formatMinutes(location.cleaningDuration, t),
    },
    ...(rental
      ? [
          {
            key: 'reclean',
            label: t('fields.recleanAfter'),
            children: t('overview.days', { count: location.recleanAfter }),
          },
        ]
      : []),
    {
      key: 'requirements',
      label: t('overview.requirements'),
      children: requirements.length ? (
        <Flex wrap gap={4}>
          {requirements.map((field) => (
            // antd's tags keep to one line; a long requirement ("Отсканировать QR-код") wraps instead
            // of widening the card past the page.
            <Tag key={field} style={{ marginInlineEnd: 0, whiteSpace: 'normal', maxWidth: '100%' }}>
              {t(`fields.${field}`)}
            </Tag>
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('fields.noRequirements')}</Typography.Text>
      ),
    },
  ];

  return (
    <Card title={t('overview.rulesTitle')} size="small">
      <Descriptions size="small" column={1} items={items} />
    </Card>
  );
}
