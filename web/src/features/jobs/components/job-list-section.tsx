import type { TOccurrence } from '@cleanops/contracts';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui-kit/alert';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { ListState } from '@/shared/ui-kit/list-state';
import { Typography } from '@/shared/ui-kit/typography';
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
  if (loading) body = <ListState state="loading" rows={4} />;
  else if (failed && jobs.length === 0) {
    body = <ListState state="error" title={t('myWork.loadFailed')} onRetry={onRetry} />;
  } else if (jobs.length === 0) {
    body = (
      <ListState
        state="empty"
        description={
          <Flex vertical gap={2}>
            <Typography.Text>{empty}</Typography.Text>
            {emptyHint && <Typography.Text type="secondary">{emptyHint}</Typography.Text>}
          </Flex>
        }
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
          style={{ marginTop: 10 }}
          title={t('myWork.refreshFailed')}
          action={<Button onClick={onRetry}>{t('common:actions.retry')}</Button>}
        />
      )}
      {footer}
    </section>
  );
}
