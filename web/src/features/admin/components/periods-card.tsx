import type { TAdminSubscriptionPeriod, TAdminWorkspace } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/shared/hooks/use-can';
import { formatDate } from '@/shared/time/format-date';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { useConfirm } from '@/shared/ui-kit/confirm';
import { type ResponsiveColumn, ResponsiveTable } from '@/shared/ui-kit/responsive-table';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useEndSubscription, useRevokePeriod } from '../api/workspaces';
import { toastFailure } from '../model/failure';
import { personLabel } from '../model/person';

/**
 * A workspace's subscription periods (DECISIONS.md §11). With create_custom_subscription the super
 * admin can undo a grant (a period a superuser granted; the trial was never granted) and end the
 * running subscription now, for support and testing; both ask first and are logged by the server.
 */
export function PeriodsCard({ workspace }: { workspace: TAdminWorkspace }) {
  const { t } = useTranslation('admin');
  const can = useCan('create_custom_subscription');
  const [askToConfirm, confirmHolder] = useConfirm();
  const revoke = useRevokePeriod();
  const end = useEndSubscription();
  const running = workspace.subscription !== null && workspace.subscription.status !== 'expired';
  const range = (period: TAdminSubscriptionPeriod) =>
    `${formatDate(period.startsAt, 'dateTime')} – ${formatDate(period.endsAt, 'dateTime')}`;

  const confirmRevoke = (period: TAdminSubscriptionPeriod) =>
    askToConfirm({
      title: t('periods.revokeTitle'),
      content: t('periods.revokeText', { range: range(period) }),
      okText: t('periods.revoke'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: () =>
        revoke
          .mutateAsync({ workspaceId: workspace.id, periodId: period.id })
          .then(() => toast.success(t('periods.revoked')))
          .catch((error: unknown) => toastFailure(t('errors.revokePeriod'), error)),
    });

  const confirmEnd = () =>
    askToConfirm({
      title: t('periods.endTitle'),
      content: t('periods.endText'),
      okText: t('periods.endConfirm'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: () =>
        end
          .mutateAsync(workspace.id)
          .then(() => toast.success(t('periods.ended')))
          .catch((error: unknown) => toastFailure(t('errors.endSubscription'), error)),
    });

  const columns: ResponsiveColumn<TAdminSubscriptionPeriod>[] = [
    {
      key: 'kind',
      card: 'title',
      title: t('periods.kind'),
      render: (_, period) => t(`periods.kinds.${period.kind}`),
    },
    {
      key: 'startsAt',
      title: t('periods.start'),
      render: (_, period) => formatDate(period.startsAt, 'dateTime'),
    },
    {
      key: 'endsAt',
      title: t('periods.end'),
      render: (_, period) => formatDate(period.endsAt, 'dateTime'),
    },
    {
      key: 'createdBy',
      title: t('periods.grantedBy'),
      render: (_, period) => (period.createdBy ? personLabel(period.createdBy) : '—'),
    },
  ];
  if (can)
    columns.push({
      key: 'actions',
      card: 'actions',
      title: t('common.actions'),
      render: (_, period) =>
        period.kind === 'trial' ? null : (
          <Button
            size="small"
            danger
            onClick={() => confirmRevoke(period)}
            aria-label={t('periods.revokeLabel', { range: range(period) })}
          >
            {t('periods.revoke')}
          </Button>
        ),
    });

  return (
    <Card
      title={t('periods.title')}
      extra={
        can && running ? (
          <Button danger onClick={confirmEnd}>
            {t('periods.endNow')}
          </Button>
        ) : null
      }
    >
      {confirmHolder}
      {workspace.periods.length === 0 ? (
        <Typography.Text type="secondary">{t('periods.empty')}</Typography.Text>
      ) : (
        <ResponsiveTable<TAdminSubscriptionPeriod>
          size="small"
          label={t('periods.title')}
          rowKey={(period) => period.id}
          pagination={false}
          items={workspace.periods}
          columns={columns}
        />
      )}
    </Card>
  );
}
