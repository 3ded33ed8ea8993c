import { canReceiveWeeklySummary, type TProfile } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Flex } from '@/shared/ui-kit/flex';
import { Switch } from '@/shared/ui-kit/switch';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useUpdateWeeklySummary, useWeeklySummary } from '../api/weekly-summary';

/**
 * The weekly summary opt-in, off by default; shown to owners and staff admins only, the
 * server's `allowed` having the last word (an admin still awaiting a team may not yet).
 */
export function WeeklySummaryField({ user }: { user: Pick<TProfile, 'type' | 'role'> }) {
  const { t } = useTranslation('profile');
  const mayAsk = canReceiveWeeklySummary(user);
  const query = useWeeklySummary({ enabled: mayAsk });
  const update = useUpdateWeeklySummary();
  if (!mayAsk || query.data?.allowed === false || query.isError) return null;

  return (
    <Flex vertical gap={4} style={{ marginTop: 16 }}>
      <Flex justify="space-between" align="center" gap={12}>
        <Typography.Text id="weekly-summary-label">{t('weeklySummary.label')}</Typography.Text>
        <Switch
          aria-labelledby="weekly-summary-label"
          aria-describedby="weekly-summary-hint"
          checked={query.data?.enabled ?? false}
          disabled={!query.data || !query.isFetchedAfterMount}
          loading={query.isPending || update.isPending}
          onChange={(enabled) =>
            update.mutate(enabled, {
              onSuccess: () => toast.success(t(enabled ? 'weeklySummary.on' : 'weeklySummary.off')),
            })
          }
        />
      </Flex>
      <Typography.Text type="secondary" id="weekly-summary-hint">
        {t('weeklySummary.hint')}
      </Typography.Text>
    </Flex>
  );
}
