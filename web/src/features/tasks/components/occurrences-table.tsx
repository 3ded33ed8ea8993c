import type { TOccurrence } from '@cleanops/contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCan } from '@/shared/hooks/use-can';
import { OneTimeTaskActions } from '@/shared/tasks/one-time-task-actions';
import { taskTitle } from '@/shared/tasks/task-title';
import { Flex } from '@/shared/ui-kit/flex';
import { type ResponsiveColumn, ResponsiveTable } from '@/shared/ui-kit/responsive-table';
import type { SorterResult, TablePaginationConfig } from '@/shared/ui-kit/table';
import { useToken } from '@/shared/ui-kit/tokens';
import type { OccurrenceListParams } from '../hooks/use-occurrence-list-params';
import {
  AssignedText,
  FinishedText,
  KindTag,
  PlaceText,
  RegularText,
  StateTag,
  TaskTitle,
  WhenText,
} from './task-labels';

interface OccurrencesTableProps {
  items: TOccurrence[];
  loading: boolean;
  params: OccurrenceListParams;
  update: (patch: Partial<OccurrenceListParams>) => void;
  pagination: TablePaginationConfig;
  showRegular: boolean;
  viewerZone: string;
}

export const jobPath = (occurrence: Pick<TOccurrence, 'id'>) => `/tasks/jobs/${occurrence.id}`;

/** The list of jobs (a card each on a phone): a row opens the job; sorted by start time. */
export function OccurrencesTable({
  items,
  loading,
  params,
  update,
  pagination,
  showRegular,
  viewerZone,
}: OccurrencesTableProps) {
  const { t } = useTranslation('tasks');
  const navigate = useNavigate();
  const { token } = useToken();
  const canUpdate = useCan('update_task');
  const canDelete = useCan('delete_task');
  const canChangeTasks = canUpdate || canDelete;

  const columns: ResponsiveColumn<TOccurrence>[] = [
    {
      key: 'title',
      title: t('list.columns.title'),
      card: 'title',
      render: (_, job) => (
        <TaskTitle
          emergency={job.emergency}
          type={job.type}
          title={<Link to={jobPath(job)}>{taskTitle(job, t)}</Link>}
        />
      ),
    },
    {
      key: 'place',
      title: t('list.columns.place'),
      render: (_, job) => <PlaceText location={job.location} rooms={job.rooms} />,
    },
    {
      key: 'when',
      title: t('list.columns.when'),
      sorter: true,
      sortOrder: params.sortDir === 'asc' ? 'ascend' : 'descend',
      sortDirections: ['ascend', 'descend', 'ascend'],
      render: (_, job) => (
        <WhenText
          startsAt={job.startsAt}
          dueAt={job.dueAt}
          zone={job.location.timezone}
          viewerZone={viewerZone}
        />
      ),
    },
    {
      key: 'assigned',
      title: t('list.columns.assigned'),
      render: (_, job) => <AssignedText team={job.team} assignees={job.assignees} pickedBy={job.pickedBy} />,
    },
    {
      key: 'status',
      title: t('list.columns.status'),
      card: 'aside',
      render: (_, job) => (
        <Flex wrap gap={4}>
          <KindTag kind={job.kind} />
          <StateTag state={job.state} />
        </Flex>
      ),
    },
  ];
  if (showRegular) {
    columns.push({
      key: 'regular',
      title: t('list.columns.regular'),
      render: (_, job) => <RegularText schedule={job.schedule} />,
    });
  }
  columns.push({
    key: 'finished',
    title: t('list.columns.finished'),
    render: (_, job) => (
      <FinishedText finishedBy={job.finishedBy} finishedAt={job.finishedAt} zone={job.location.timezone} />
    ),
  });

  if (canChangeTasks) {
    columns.push({
      key: 'actions',
      title: t('regular.columns.actions'),
      card: 'actions',
      // A recurring task is changed as a whole on the Regular tab; a one-time one right here.
      render: (_, job) => <OneTimeTaskActions job={job} compact />,
    });
  }

  const open = (job: TOccurrence) => (event: MouseEvent) => {
    // The title's own link (and any other control in the row) already does its job.
    if ((event.target as HTMLElement).closest('a, button')) return;
    void navigate(jobPath(job));
  };

  return (
    <ResponsiveTable<TOccurrence>
      rowKey={(job) => job.id}
      label={t('list.label')}
      columns={columns}
      items={items}
      loading={loading}
      pagination={pagination}
      cardStyle={(job) =>
        job.emergency ? { borderInlineStart: `3px solid ${token.colorError}` } : undefined
      }
      onRow={(job) => ({ onClick: open(job), style: { cursor: 'pointer' } })}
      onChange={(_, __, sorter, { action }) => {
        if (action !== 'sort') return;
        const { order } = sorter as SorterResult<TOccurrence>;
        update({ sortDir: order === 'descend' ? 'desc' : 'asc' });
      }}
    />
  );
}
