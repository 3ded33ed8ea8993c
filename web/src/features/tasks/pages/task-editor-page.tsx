import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { taskTitle } from '@/shared/tasks/task-title';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { Skeleton } from '@/shared/ui-kit/skeleton';
import { StatusResult } from '@/shared/ui-kit/status-result';
import { Typography } from '@/shared/ui-kit/typography';
import { useTask } from '../api/get-task';
import { TaskEditorForm } from '../components/task-editor-form';

/** Only a job page of this app is a place to return to (the address could carry anything). */
function jobReturn(from: string | null): string | undefined {
  return from && /^\/tasks\/jobs\/[0-9a-f-]{36}$/.test(from) ? from : undefined;
}

/** Creating or editing a task with its schedule (SPEC.md §3 Task, DECISIONS.md §7). */
export function TaskEditorPage() {
  const { t } = useTranslation('tasks');
  const { taskId } = useParams();
  const [searchParams] = useSearchParams();
  const screens = useBreakpoint();
  const navigate = useNavigate();
  const editing = taskId !== undefined;
  const query = useTask(taskId ?? '');
  const title = editing ? t('editor.editTitle') : t('editor.createTitle');
  const named = query.data ? taskTitle(query.data, t) : null;
  usePageTitle(named ? `${title} · ${named}` : title);

  const heading = (
    <Flex vertical gap={2} style={{ marginBottom: screens.md ? 24 : 16 }}>
      <Typography.Title
        level={1}
        style={{ fontSize: screens.md ? 26 : 21, margin: 0, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography.Title>
      {named && <Typography.Text type="secondary">{named}</Typography.Text>}
    </Flex>
  );
  const back = (
    <Button type="primary" onClick={() => navigate('/tasks/all')}>
      {t('editor.backToTasks')}
    </Button>
  );

  if (!editing) {
    return (
      <>
        {heading}
        <TaskEditorForm initialKind={searchParams.get('kind') === 'recurring' ? 'recurring' : 'one_time'} />
      </>
    );
  }
  const missing = !query.isEnabled || (isApiError(query.error) && query.error.status === 404);
  if (missing) return <StatusResult status="404" title={t('editor.notFound')} extra={back} />;
  if (!query.data) {
    if (query.isError) {
      return (
        <StatusResult
          status="warning"
          title={t('editor.loadFailed')}
          extra={
            <Button onClick={() => void query.refetch()} loading={query.isFetching}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      );
    }
    return (
      <>
        {heading}
        <Card style={{ maxWidth: 860 }}>
          <Skeleton rows={8} />
        </Card>
      </>
    );
  }
  return (
    <>
      {heading}
      {/* A fresh form per task, filled from it by initialValues. */}
      <TaskEditorForm
        key={query.data.id}
        task={query.data}
        returnTo={jobReturn(searchParams.get('from'))}
        jobStarted={searchParams.get('started') === '1'}
      />
    </>
  );
}
