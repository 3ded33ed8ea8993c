import type { TLocation } from '@cleanops/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CheckCircleOutlined, ExclamationCircleOutlined } from '@/shared/ui-kit/icons';
import { Tag } from '@/shared/ui-kit/tag';
import { Typography } from '@/shared/ui-kit/typography';

type Kinded = Pick<TLocation, 'type' | 'commercialKind'>;

/** "Rental apartment", or the commercial kind ("Restaurant"). */
export function locationKindLabel(t: TFunction, location: Kinded): string {
  if (location.type === 'rental') return t('types.rental');
  return location.commercialKind ? t(`kinds.${location.commercialKind}`) : t('types.commercial');
}

/**
 * Rental state (SPEC.md §4): green clean, orange "requires cleaning"; a commercial place has none.
 */
export function RentalStateTag({ location }: { location: Pick<TLocation, 'type' | 'state'> }) {
  const { t } = useTranslation('locations');
  if (location.type !== 'rental') {
    return (
      <Typography.Text type="secondary">
        <span aria-hidden="true">—</span>
        <span className="pui-visually-hidden">{t('states.notApplicable')}</span>
      </Typography.Text>
    );
  }
  return location.state === 'clean' ? (
    <Tag color="success" icon={<CheckCircleOutlined />}>
      {t('states.clean')}
    </Tag>
  ) : (
    <Tag color="orange" icon={<ExclamationCircleOutlined />}>
      {t('states.dirty')}
    </Tag>
  );
}
