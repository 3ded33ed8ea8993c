import type { TAdminRenewal } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/time/format-date';
import { Flex } from '@/shared/ui-kit/flex';
import { Tag } from '@/shared/ui-kit/tag';
import { Typography } from '@/shared/ui-kit/typography';
import { personLabel } from '../model/person';

const COLORS = { waiting: 'gold', granted: 'green', declined: 'red' } as const;

/** A request's state, who answered it and when, and the reason of a decline. */
export function RenewalStatus({ renewal }: { renewal: TAdminRenewal }) {
  const { t } = useTranslation('admin');
  return (
    <Flex vertical gap={2}>
      <span>
        <Tag color={COLORS[renewal.status]}>{t(`renewals.status.${renewal.status}`)}</Tag>
      </span>
      {renewal.decidedAt && (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {t('renewals.decidedBy', {
            name: personLabel(renewal.decidedBy),
            date: formatDate(renewal.decidedAt, 'dayTime'),
          })}
        </Typography.Text>
      )}
      {renewal.reason && (
        <Typography.Text style={{ fontSize: 13, overflowWrap: 'anywhere' }}>
          {t('renewals.reasonShown', { reason: renewal.reason })}
        </Typography.Text>
      )}
    </Flex>
  );
}
