import type { TResolvedRange } from '@cleanops/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { useCan } from '@/shared/hooks/use-can';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { FiguresTime } from '@/shared/ui-kit/figures-time';
import { Flex } from '@/shared/ui-kit/flex';
import { ListState } from '@/shared/ui-kit/list-state';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { Skeleton } from '@/shared/ui-kit/skeleton';
import { Spin } from '@/shared/ui-kit/spin';
import { StatusResult } from '@/shared/ui-kit/status-result';
import { Typography } from '@/shared/ui-kit/typography';
import { useAnalyticsParams } from '../hooks/use-analytics-params';
import { rangeLabel } from '../model/bucket-label';
import { RangePicker } from './range-picker';

interface FrameProps<T extends { range: TResolvedRange }> {
  title: string;
  /** Links back up; the page itself is not a crumb. */
  crumbs?: { label: string; to: string }[];
  query: UseQueryResult<T>;
  /** Beside the range: the entity switch of the overview. */
  controls?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * Every analytics page: crumbs, the h1, the range (in the address) and the days it resolved to, then
 * the page's figures once they arrive, with loading, failed and not-found states of its own.
 */
export function AnalyticsFrame<T extends { range: TResolvedRange }>({
  title,
  crumbs,
  query,
  controls,
  children,
}: FrameProps<T>) {
  const { t, i18n } = useTranslation('analytics');
  const navigate = useNavigate();
  const { params, update } = useAnalyticsParams();
  usePageTitle(title);
  const data = query.data;

  const body = () => {
    if (query.isPending && query.fetchStatus !== 'idle') {
      return (
        <Flex vertical gap={12} aria-busy="true">
          <Card size="small">
            <Skeleton rows={2} />
          </Card>
          <Card size="small">
            <Skeleton rows={6} />
          </Card>
        </Flex>
      );
    }
    const missing = (!query.isEnabled && !data) || (isApiError(query.error) && query.error.status === 404);
    if (missing) {
      return (
        <StatusResult
          status="404"
          title={<h2 style={{ fontSize: 20, margin: 0 }}>{t('page.notFound')}</h2>}
          subTitle={t('page.notFoundHint')}
          extra={
            <Button type="primary" onClick={() => navigate('/analytics')}>
              {t('page.backToAnalytics')}
            </Button>
          }
        />
      );
    }
    if (!data) {
      return (
        <ListState
          state="error"
          title={<h2 style={{ fontSize: 20, margin: 0 }}>{t('page.loadFailed')}</h2>}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    }
    return (
      <Spin spinning={query.isFetching && query.isPlaceholderData}>
        <Flex vertical gap={16}>
          {children(data)}
        </Flex>
      </Spin>
    );
  };

  return (
    <>
      <PageHeader
        breadcrumb={crumbs && crumbs.length > 0 ? crumbs : undefined}
        title={title}
        subtitle={
          <Flex wrap gap={8} align="center" justify="space-between">
            <Flex wrap gap={8} align="center">
              <RangePicker params={params} update={update} />
              {data && (
                <Typography.Text type="secondary" aria-live="polite">
                  {rangeLabel(data.range.from, data.range.to, i18n.language)}
                </Typography.Text>
              )}
              {data && (
                <Typography.Text type="secondary">
                  <FiguresTime at={data.range.computedAt} query={query} />
                </Typography.Text>
              )}
            </Flex>
            {controls}
          </Flex>
        }
      />
      {body()}
    </>
  );
}

/** Nothing happened in the range: say so and offer the next step. */
export function NoJobsYet() {
  const { t } = useTranslation('analytics');
  const canPlan = useCan('create_task');
  const navigate = useNavigate();
  return (
    <Card size="small">
      <ListState state="empty" description={t('page.empty')}>
        {canPlan && (
          <Button type="primary" onClick={() => navigate('/tasks/new')}>
            {t('page.planTask')}
          </Button>
        )}
      </ListState>
    </Card>
  );
}
