import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { formatDate } from '@/shared/time/format-date';
import { PlainBreadcrumb } from '@/shared/ui-kit/breadcrumb';
import { Card } from '@/shared/ui-kit/card';
import { Descriptions } from '@/shared/ui-kit/descriptions';
import { Flex } from '@/shared/ui-kit/flex';
import { Col, Row } from '@/shared/ui-kit/grid';
import { lazyPart } from '@/shared/ui-kit/lazy-dialog';
import { ListState } from '@/shared/ui-kit/list-state';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { Skeleton } from '@/shared/ui-kit/skeleton';
import { StatusResult } from '@/shared/ui-kit/status-result';
import { useAdminWorkspace } from '../api/workspaces';
import { PeriodsCard } from '../components/periods-card';
import { RenewalsTable } from '../components/renewals-table';
import { SubscriptionTag } from '../components/subscription-tag';
import { personContacts, personLabel } from '../model/person';

// The two forms that change a subscription sit below the workspace's summary: their code (antd's Form,
// the number and date fields, a confirmation) loads apart from the page's.
const GrantSubscriptionCard = lazyPart(
  () => import('../components/grant-subscription-card').then((m) => m.GrantSubscriptionCard),
  <Skeleton rows={4} />,
);
const RemoveOverdueCard = lazyPart(
  () => import('../components/remove-overdue-card').then((m) => m.RemoveOverdueCard),
  <Skeleton rows={4} />,
);

/**
 * /users-management/workspaces/:workspaceId: one workspace as the super admin sees it (DECISIONS.md
 * §11): its owner, size and subscription; grant a period, answer its renewal requests, remove its
 * overdue jobs.
 */
export function WorkspacePage() {
  const { t } = useTranslation('admin');
  const { workspaceId = '' } = useParams();
  const query = useAdminWorkspace(workspaceId);
  const workspace = query.data;
  const owner = workspace ? personLabel(workspace.owner) : undefined;
  usePageTitle(owner ? t('workspace.titleOf', { owner }) : t('workspace.title'));

  const breadcrumb = (
    <PlainBreadcrumb
      style={{ marginBottom: 12 }}
      items={[
        { title: <Link to="/users-management">{t('users.title')}</Link> },
        { title: owner ?? t('workspace.title') },
      ]}
    />
  );

  if (query.isPending) return <Skeleton rows={10} />;
  if (query.isError || !workspace) {
    if (isApiError(query.error) && query.error.status === 404)
      return (
        <>
          {breadcrumb}
          <StatusResult status="404" title={t('workspace.notFound')} />
        </>
      );
    return (
      <ListState
        state="error"
        title={t('common.loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  return (
    <>
      <PageHeader
        breadcrumb={[
          { label: t('users.title'), to: '/users-management' },
          { label: owner ?? t('workspace.title') },
        ]}
        title={t('workspace.titleOf', { owner })}
        subtitle={<SubscriptionTag subscription={workspace.subscription} />}
      />
      <Flex vertical gap={16}>
        <Card title={t('workspace.summary')}>
          <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
            <Descriptions.Item label={t('workspace.owner')}>
              <span style={{ overflowWrap: 'anywhere' }}>
                {[owner, ...personContacts(workspace.owner).filter((c) => c !== owner)].join(' · ')}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('workspace.created')}>
              {formatDate(workspace.createdAt, 'long')}
            </Descriptions.Item>
            <Descriptions.Item label={t('workspace.daysLeft')}>{workspace.daysLeft}</Descriptions.Item>
            <Descriptions.Item label={t('workspace.locations')}>
              <Link to={`/locations-management?workspaceId=${workspace.id}`}>
                {workspace.counts.locations}
              </Link>
            </Descriptions.Item>
            <Descriptions.Item label={t('workspace.rooms')}>{workspace.counts.rooms}</Descriptions.Item>
            <Descriptions.Item label={t('workspace.teams')}>{workspace.counts.teams}</Descriptions.Item>
            <Descriptions.Item label={t('workspace.staff')}>
              <Link to={`/users-management?workspaceId=${workspace.id}`}>{workspace.counts.staff}</Link>
            </Descriptions.Item>
            <Descriptions.Item label={t('workspace.logs')}>
              <Link to={`/logs?workspaceId=${workspace.id}`}>{t('workspace.openLogs')}</Link>
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title={t('renewals.title')}>
          <RenewalsTable items={workspace.renewals} showWorkspace={false} />
        </Card>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={14}>
            <GrantSubscriptionCard workspace={workspace} />
          </Col>
          <Col xs={24} lg={10}>
            <RemoveOverdueCard workspace={workspace} />
          </Col>
        </Row>
        <PeriodsCard workspace={workspace} />
      </Flex>
    </>
  );
}
