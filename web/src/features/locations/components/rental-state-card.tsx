import type { TLocation } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/shared/hooks/use-can';
import { formatDate } from '@/shared/time/format-date';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { CheckOutlined, ClearOutlined } from '@/shared/ui-kit/icons';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useSetLocationState } from '../api/set-location-state';
import { RentalStateTag } from './location-labels';

/**
 * A rental's clean/dirty state and the one button that flips it. Marking it dirty is what sends the
 * attached team to clean (DECISIONS.md §7), so the consequence is spelled out beside the button.
 */
export function RentalStateCard({ location }: { location: TLocation }) {
  const { t } = useTranslation('locations');
  const canUpdate = useCan('update_location');
  const setState = useSetLocationState(location.id);
  const clean = location.state === 'clean';

  const flip = () =>
    setState.mutate(clean ? 'dirty' : 'clean', {
      onSuccess: (next) =>
        toast.success(next.state === 'clean' ? t('overview.markedClean') : t('overview.markedDirty')),
    });

  return (
    <Card title={t('overview.stateTitle')} size="small">
      <Flex vertical gap={12}>
        <Flex align="center" gap={8} wrap>
          <RentalStateTag location={location} />
          <Typography.Text type="secondary">
            {t('overview.since', { date: formatDate(location.stateChangedAt, 'dateTime') })}
          </Typography.Text>
        </Flex>
        <Typography.Text type="secondary">
          {clean ? t('overview.markDirtyHint') : t('overview.markCleanHint')}
        </Typography.Text>
        {canUpdate && (
          <Button
            type={clean ? 'default' : 'primary'}
            icon={clean ? <ClearOutlined /> : <CheckOutlined />}
            loading={setState.isPending}
            onClick={flip}
            block
          >
            {clean ? t('overview.markDirty') : t('overview.markClean')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
