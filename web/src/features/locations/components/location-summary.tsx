import { useTranslation } from 'react-i18next';
import { Descriptions } from '@/shared/ui-kit/descriptions';
import { Typography } from '@/shared/ui-kit/typography';
import { formatMinutes } from '../model/duration';
import { formatLocalTime, type LocationFormValues } from '../model/location-form';
import { locationKindLabel } from './location-labels';

const REQUIREMENTS = ['requirePhoto', 'requireReport', 'requireScan'] as const;

/** The last step's "check before creating": everything the owner chose, in plain words. */
export function LocationSummary({ values }: { values: LocationFormValues }) {
  const { t } = useTranslation('locations');
  const rental = values.type !== 'commercial';
  const requirements = REQUIREMENTS.filter((field) => values[field]).map((field) => t(`fields.${field}`));
  const hasCoordinates = values.latitude != null && values.longitude != null;

  const items = [
    {
      key: 'type',
      label: t('fields.type'),
      children: locationKindLabel(t, {
        type: values.type ?? 'rental',
        commercialKind: values.commercialKind ?? null,
      }),
    },
    { key: 'title', label: t('fields.title'), children: values.title },
    { key: 'address', label: t('fields.address'), children: values.address },
    {
      key: 'coordinates',
      label: t('fields.coordinates'),
      children: hasCoordinates ? (
        `${values.latitude}, ${values.longitude}`
      ) : (
        <Typography.Text type="secondary">{t('fields.noCoordinates')}</Typography.Text>
      ),
    },
    { key: 'timezone', label: t('fields.timezone'), children: values.timezone },
    ...(rental && values.checkoutTime
      ? [{ key: 'checkout', label: t('fields.checkoutTime'), children: formatLocalTime(values.checkoutTime) }]
      : []),
    ...(rental && values.checkInTime
      ? [{ key: 'checkIn', label: t('fields.checkInTime'), children: formatLocalTime(values.checkInTime) }]
      : []),
    {
      key: 'duration',
      label: t('fields.cleaningDuration'),
      children: values.cleaningDuration ? formatMinutes(values.cleaningDuration, t) : '—',
    },
    ...(rental
      ? [
          {
            key: 'reclean',
            label: t('fields.recleanAfter'),
            children: t('overview.days', { count: values.recleanAfter ?? 0 }),
          },
        ]
      : []),
    {
      key: 'requirements',
      label: t('overview.requirements'),
      children: requirements.length ? requirements.join(', ') : t('fields.noRequirements'),
    },
  ];

  return <Descriptions bordered size="small" column={1} items={items} />;
}
