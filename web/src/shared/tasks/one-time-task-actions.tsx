import type { TOccurrence } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DeleteOutlined, EditOutlined } from '@/shared/ui-kit/icons';
import { useCan } from '../hooks/use-can';
import { personName } from '../people/person-name';
import { Button } from '../ui-kit/button';
import { useConfirm } from '../ui-kit/confirm';
import { Flex } from '../ui-kit/flex';
import { toast } from '../ui-kit/toast';
import { useDeleteTask } from './delete-task';
import { taskTitle } from './task-title';

type Job = Pick<TOccurrence, 'id' | 'taskId' | 'title' | 'titleKey' | 'kind' | 'state' | 'pickedBy'>;

/**
 * Edit and delete for a one-time task, from one of its job's rows or its page (a recurring task is
 * edited as a whole on the Regular tab). The rules of a started job (DECISIONS.md §7): a job not
 * started yet goes with its task; once started it keeps its checklist and proof and cannot be
 * deleted from under the cleaner, though its title and description can still be put right; a
 * finished job is a report and is left alone.
 */
export function OneTimeTaskActions({
  job,
  size = 'small',
  compact = false,
  onDeleted,
}: {
  job: Job;
  size?: 'small' | 'middle';
  /** Icons only (their names stay for screen readers and as tooltips): a list's narrow column. */
  compact?: boolean;
  /** After the task and its job are gone (a page showing the job leaves it). */
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('tasks');
  const navigate = useNavigate();
  const [askToConfirm, confirmHolder] = useConfirm();
  const canUpdate = useCan('update_task');
  const canDelete = useCan('delete_task');
  const remove = useDeleteTask();
  if (job.kind !== 'one_time' || job.state === 'completed') return null;
  const started = job.state === 'in_progress';
  const deletable = canDelete && !started;
  if (!canUpdate && !deletable) return null;
  const title = taskTitle(job, t);

  const edit = () => {
    const params = new URLSearchParams({ from: `/tasks/jobs/${job.id}` });
    if (started) params.set('started', '1');
    void navigate(`/tasks/${job.taskId}/edit?${params}`);
  };

  const confirmDelete = () =>
    askToConfirm({
      title: t('regular.confirmTitle', { title }),
      content: (
        <Flex vertical gap={6}>
          <span>{t('oneTime.confirmJob')}</span>
          {job.pickedBy && <span>{t('oneTime.confirmTaken', { name: personName(job.pickedBy) })}</span>}
        </Flex>
      ),
      okText: t('regular.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      width: 460,
      onOk: async () => {
        await remove.mutateAsync(job.taskId);
        toast.success(t('regular.deleted', { title }));
        onDeleted?.();
      },
    });

  return (
    <Flex wrap gap={4}>
      {confirmHolder}
      {canUpdate && (
        <Button
          size={size}
          icon={<EditOutlined />}
          aria-label={t('regular.editTask', { title })}
          title={compact ? t('regular.edit') : undefined}
          onClick={edit}
        >
          {compact ? null : t('regular.edit')}
        </Button>
      )}
      {deletable && (
        <Button
          size={size}
          danger
          icon={<DeleteOutlined />}
          aria-label={t('regular.deleteTask', { title })}
          title={compact ? t('regular.delete') : undefined}
          onClick={confirmDelete}
        >
          {compact ? null : t('regular.delete')}
        </Button>
      )}
    </Flex>
  );
}
