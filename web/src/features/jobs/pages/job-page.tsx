import type { TOccurrenceDetail } from '@cleanops/contracts';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useOfflineSync } from '@/shared/offline/use-offline-sync';
import { ReportProblem } from '@/shared/problems/report-problem';
import { useAuthStore } from '@/shared/stores/auth-store';
import { OneTimeTaskActions } from '@/shared/tasks/one-time-task-actions';
import { taskTitle } from '@/shared/tasks/task-title';
import { Alert } from '@/shared/ui-kit/alert';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { Skeleton } from '@/shared/ui-kit/skeleton';
import { StatusResult } from '@/shared/ui-kit/status-result';
import { useOccurrence } from '../api/get-occurrence';
import { JobHeader } from '../components/job-header';
import { JobStepsView } from '../components/job-steps-view';
import { JobReport } from '../components/lazy-steps';
import { JobOfflineStatus } from '../components/offline-status';
import { useNow } from '../hooks/use-now';
import { initialView, isReadOnly } from '../model/job-steps';
import '../job-page.css';
import { ArrowLeftOutlined } from '@/shared/ui-kit/icons';

function JobSkeleton() {
  return (
    <Flex vertical gap={12}>
      <Skeleton title="70%" rows={3} />
      {[0, 1, 2].map((i) => (
        <Card key={i} size="small">
          <Skeleton title="40%" rows={1} lastRowWidth="61%" />
        </Card>
      ))}
    </Flex>
  );
}

function BackButton() {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  const location = useLocation();
  // Opened from a list: go back to it (with its filters); opened from a link: to the tasks home.
  const back = () => (location.key === 'default' ? navigate('/tasks') : navigate(-1));
  return (
    <Button
      type="link"
      size="middle"
      icon={<ArrowLeftOutlined />}
      onClick={back}
      style={{ paddingInline: 0, alignSelf: 'flex-start' }}
    >
      {t('job.back')}
    </Button>
  );
}

function Job({ job }: { job: TOccurrenceDetail }) {
  const { t } = useTranslation('jobs');
  usePageTitle(taskTitle(job, t));
  const navigate = useNavigate();
  const now = useNow();
  // Kept here, above both views: the refetched job turns the steps into the read-only report.
  const [taken, setTaken] = useState<string | null>(null);
  const myId = useAuthStore((s) => s.user?.id);
  const isOwner = useAuthStore((s) => s.user?.type === 'owner');
  const [view, setView] = useState(() => initialView(job, { id: myId, isOwner }));
  // A finished job (or one taken away) is the report whatever was chosen before.
  const shown = isReadOnly(job) ? 'report' : view;
  return (
    <Flex vertical gap={16}>
      <JobHeader job={job} now={now} />
      <OneTimeTaskActions job={job} size="middle" onDeleted={() => navigate('/tasks/all')} />
      {/* Found during the job: reported from here, queued on the phone like the job's own steps. */}
      <ReportProblem
        locationId={job.location.id}
        roomId={job.rooms.length === 1 ? (job.rooms[0]?.id ?? null) : null}
        occurrenceId={job.id}
      />
      {taken && <Alert type="warning" role="alert" title={taken} />}
      {shown === 'report' ? (
        <JobReport job={job} onWork={isReadOnly(job) ? undefined : () => setView('steps')} />
      ) : (
        <JobStepsView job={job} onTaken={setTaken} />
      )}
    </Flex>
  );
}

/** One job: the staff flow (pick, start, scan, photos, checklist, finish) and, once done, its report. */
export function JobPage() {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  const { occurrenceId = '' } = useParams();
  const query = useOccurrence(occurrenceId);
  useOfflineSync();
  // Without signal a job never opened on this phone has no kept copy: the query waits for the network.
  const notKept =
    (query.isPending && query.fetchStatus === 'paused') ||
    (isApiError(query.error) && query.error.isNetworkError);
  const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  // The first answer is drawn in a transition, which React renders in short tasks instead of one that
  // freezes the phone; the skeleton stays until then. Later changes draw at once.
  const drawn = useDeferredValue(query.data !== undefined);

  let body: ReactNode;
  if (missing) {
    body = (
      <StatusResult
        status="404"
        title={<h1 style={{ fontSize: 22, margin: 0 }}>{t('job.notFound.title')}</h1>}
        subTitle={t('job.notFound.hint')}
        extra={
          <Button type="primary" size="large" onClick={() => navigate('/tasks')}>
            {t('job.notFound.back')}
          </Button>
        }
      />
    );
  } else if (notKept && !query.data) {
    body = <StatusResult status="warning" title={t('offline.notKept')} />;
  } else if (query.isPending || (query.data && !drawn)) {
    body = <JobSkeleton />;
  } else if (!query.data) {
    body = (
      <StatusResult
        status="warning"
        title={t('job.loadFailed')}
        extra={
          <Button size="large" onClick={() => query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  } else {
    // Keyed by the job: moving to another one starts afresh (no comment or notice carried over).
    body = <Job key={query.data.id} job={query.data} />;
  }

  return (
    <Flex vertical gap={8} style={{ maxWidth: 720, margin: '0 auto', width: '100%' }}>
      <BackButton />
      <JobOfflineStatus jobId={occurrenceId} />
      {body}
    </Flex>
  );
}
