import { CheckCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import type { TLocation } from '@cleanops/contracts';
import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type Kinded = Pick<TLocation, 'type' | 'commercialKind'>;

/** "Rental apartment", or the commercial kind ("Restaurant"). */
export function locationKindLabel(t: TFunction, location: Kinded): string {
  if (location.type === 'rental') return t('types.rental');
  return location.commercialKind ? t(`kinds.${location.commercialKind}`) : t('types.commercial');
}

/** Rental state (SPEC.md §4): green clean, orange "requires cleaning"; a commercial place has none. */
export function RentalStateTag({ location }: { location: Pick<TLocation, 'type' | 'state'> }) {
  const { t } = useTranslation('locations');
  if (location.type !== 'rental') {
    return (
      <Typography.Text type="secondary" aria-label={t('states.notApplicable')}>
        —
      </Typography.Text>
    );
  }
  return location.state === 'clean' ? (
    <Tag color="green" icon={<CheckCircleOutlined aria-hidden />} style={{ marginInlineEnd: 0 }}>
      {t('states.clean')}
    </Tag>
  ) : (
    <Tag color="orange" icon={<ExclamationCircleOutlined aria-hidden />} style={{ marginInlineEnd: 0 }}>
      {t('states.dirty')}
    </Tag>
  );
}
