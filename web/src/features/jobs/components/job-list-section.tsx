import type { TOccurrence } from '@cleanops/contracts';
import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/shared/ui/card';
import { JobCard } from './job-card';

interface JobListSectionProps {
  title: string;
  subtitle?: string;
  jobs: TOccurrence[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  empty: string;
  emptyHint?: string;
  /** Shown under the list, e.g. when the list was cut at its page size. */
  footer?: ReactNode;
  now: Date;
}

const PLAIN_LIST = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
} as const;

function CardSkeletons() {
  return (
    <Flex vertical gap={10}>
      {[0, 1, 2].map((i) => (
        <Card key={i} size="small">
          <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 2 }} />
        </Card>
      ))}
    </Flex>
  );
}

/** A titled list of job cards with its loading, error and empty states. */
export function JobListSection({
  title,
  subtitle,
  jobs,
  loading,
  failed,
  onRetry,
  empty,
  emptyHint,
  footer,
  now,
}: JobListSectionProps) {
  const { t } = useTranslation('jobs');
  const headingId = useId();
  let body: ReactNode;
  if (loading) body = <CardSkeletons />;
  else if (failed && jobs.length === 0) {
    body = (
      <Alert
        type="warning"
        showIcon
        title={t('myWork.loadFailed')}
        action={<Button onClick={onRetry}>{t('common:actions.retry')}</Button>}
      />
    );
  } else if (jobs.length === 0) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <Flex vertical gap={2}>
            <Typography.Text>{empty}</Typography.Text>
            {emptyHint && <Typography.Text type="secondary">{emptyHint}</Typography.Text>}
          </Flex>
        }
        style={{ margin: '12px 0' }}
      />
    );
  } else {
    body = (
      <ul aria-labelledby={headingId} style={{ ...PLAIN_LIST, gap: 10 }}>
        {jobs.map((job) => (
          <li key={job.id}>
            <JobCard job={job} now={now} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <Flex align="baseline" gap={8} wrap style={{ marginBottom: 10 }}>
        <Typography.Title id={headingId} level={2} style={{ fontSize: 18, margin: 0 }}>
          {title}
          {!loading && jobs.length > 0 && (
            <Typography.Text type="secondary" style={{ fontSize: 14, fontWeight: 400 }}>
              {' '}
              · {jobs.length}
            </Typography.Text>
          )}
        </Typography.Title>
        {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      </Flex>
      {body}
      {failed && jobs.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 10 }}
          title={t('myWork.refreshFailed')}
          action={<Button onClick={onRetry}>{t('common:actions.retry')}</Button>}
        />
      )}
      {footer}
    </section>
  );
}
