import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { formatDate } from '@/shared/time/format-date';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { Col, Row } from '@/shared/ui-kit/grid';
import { ListState } from '@/shared/ui-kit/list-state';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { Skeleton } from '@/shared/ui-kit/skeleton';
import { Statistic } from '@/shared/ui-kit/statistic';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { useAdminDashboard } from '../api/dashboard';

/** One figure; with `to`, the whole card opens the list it counts. */
function Figure({
  title,
  value,
  note,
  to,
  danger,
}: {
  title: string;
  value: number;
  note?: ReactNode;
  to?: string;
  danger?: boolean;
}) {
  const { token } = useToken();
  const card = (
    <Card size="small" hoverable={Boolean(to)} style={{ height: '100%' }}>
      <Statistic
        title={title}
        value={value}
        styles={{ content: danger && value > 0 ? { color: token.colorError } : undefined }}
      />
      {note && (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {note}
        </Typography.Text>
      )}
    </Card>
  );
  return (
    <Col xs={12} md={8} xl={6}>
      {to ? (
        <Link to={to} style={{ display: 'block', height: '100%' }}>
          {card}
        </Link>
      ) : (
        card
      )}
    </Col>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Row gutter={[12, 12]}>{children}</Row>
    </section>
  );
}

/**
 * /admin-dashboard: the platform at a glance; every figure opens its list, filtered.
 * A superuser lands here after signing in (SPEC.md §2).
 */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('dashboard.title'));
  const query = useAdminDashboard();
  const data = query.data;

  const body = () => {
    if (query.isPending) return <Skeleton rows={10} />;
    if (!data)
      return (
        <ListState
          state="error"
          title={t('common.loadFailed')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    const users = '/users-management';
    const owners = `${users}?type=owner`;
    return (
      <Flex vertical gap={24}>
        <Section title={t('dashboard.people')}>
          <Figure
            title={t('dashboard.users')}
            value={data.users.total}
            note={t('dashboard.newThisWeek', { count: data.users.newThisWeek })}
            to={users}
          />
          <Figure title={t('dashboard.owners')} value={data.users.byType.owner} to={owners} />
          <Figure title={t('dashboard.staff')} value={data.users.byType.staff} to={`${users}?type=staff`} />
          <Figure
            title={t('dashboard.workspaces')}
            value={data.workspaces.total}
            note={t('dashboard.newThisWeek', { count: data.workspaces.newThisWeek })}
            to={owners}
          />
        </Section>
        <Section title={t('dashboard.subscriptions')}>
          <Figure
            title={t('subscription.filters.active')}
            value={data.subscriptions.active}
            to={`${owners}&subscription=active`}
          />
          <Figure
            title={t('subscription.filters.trial')}
            value={data.subscriptions.trial}
            to={`${owners}&subscription=trial`}
          />
          <Figure
            title={t('subscription.filters.ending_soon')}
            value={data.subscriptions.endingSoon}
            to={`${owners}&subscription=ending_soon`}
          />
          <Figure
            title={t('subscription.filters.expired')}
            value={data.subscriptions.expired}
            to={`${owners}&subscription=expired`}
          />
          <Figure
            title={t('dashboard.renewalsWaiting')}
            value={data.renewalsWaiting}
            to="/users-management/renewals"
            danger
          />
        </Section>
        <Section title={t('dashboard.delivery', { time: formatDate(data.todayStartsAt, 'time') })}>
          {data.codesToday.map((row) => (
            <Figure
              key={row.channel}
              title={t(`channels.${row.channel}`)}
              value={row.sent}
              note={t('dashboard.failed', { count: row.failed })}
              to={`/active-codes?channel=${row.channel}`}
              danger={row.failed > 0}
            />
          ))}
          <Figure
            title={t('dashboard.notificationCopiesFailed')}
            value={data.notificationCopiesFailed}
            note={t('dashboard.notificationCopiesHint')}
            to={`/logs/failed-notifications?from=${encodeURIComponent(data.todayStartsAt)}`}
            danger
          />
        </Section>
      </Flex>
    );
  };

  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      {body()}
    </>
  );
}
