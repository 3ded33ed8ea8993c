import type { TTask } from '@cleanops/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '@/shared/hooks/use-can';
import { PAGE_SIZES } from '@/shared/hooks/use-list-params';
import { useSearchText } from '@/shared/hooks/use-search-text';
import { useDeleteTask } from '@/shared/tasks/delete-task';
import { taskTitle } from '@/shared/tasks/task-title';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { useConfirm } from '@/shared/ui-kit/confirm';
import { ALLOW_CLEAR } from '@/shared/ui-kit/decorative-icons';
import { Flex } from '@/shared/ui-kit/flex';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@/shared/ui-kit/icons';
import { Input } from '@/shared/ui-kit/input';
import { ListState } from '@/shared/ui-kit/list-state';
import { type ResponsiveColumn, ResponsiveTable } from '@/shared/ui-kit/responsive-table';
import { toast } from '@/shared/ui-kit/toast';
import { useTasks } from '../api/get-tasks';
import { type RegularListParams, useRegularListParams } from '../hooks/use-regular-list-params';
import { LocationFilter } from './filter-fields';
import { AssignedText, PlaceText, RegularText, TaskTitle } from './task-labels';

function RegularToolbar({
  params,
  update,
}: {
  params: RegularListParams;
  update: (patch: Partial<RegularListParams>) => void;
}) {
  const { t } = useTranslation('tasks');
  const screens = useBreakpoint();
  const search = useSearchText(params.search, (value) => update({ search: value }));

  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search">
      <Input
        allowClear={ALLOW_CLEAR}
        prefix={<SearchOutlined />}
        placeholder={t('regular.searchPlaceholder')}
        aria-label={t('regular.search')}
        value={search.text}
        onChange={(event) => search.type(event.target.value)}
        style={{ flex: '1 1 240px', minWidth: 0, maxWidth: screens.sm ? 360 : undefined }}
      />
      <LocationFilter
        value={params.locationId}
        onChange={(locationId) => update({ locationId })}
        style={screens.sm ? { width: 220 } : { flex: '1 1 100%' }}
      />
    </Flex>
  );
}

/** The recurring task definitions (R: read_regular_column): schedule in words, edit and delete. */
export function RegularTasksSection() {
  const { t } = useTranslation('tasks');
  const screens = useBreakpoint();
  const navigate = useNavigate();
  const [askToConfirm, confirmHolder] = useConfirm();
  const canCreate = useCan('create_task');
  const canUpdate = useCan('update_task');
  const canDelete = useCan('delete_task');
  const { params, query, update, filtered } = useRegularListParams();
  const tasks = useTasks(query);
  const remove = useDeleteTask();
  const data = tasks.data;
  const withActions = canUpdate || canDelete;

  const lastPage = data ? Math.max(1, Math.ceil(data.total / params.pageSize)) : 1;
  useEffect(() => {
    if (data && data.items.length === 0 && params.page > lastPage) update({ page: lastPage });
  }, [data, params.page, lastPage, update]);

  const confirmDelete = (task: TTask) =>
    askToConfirm({
      title: t('regular.confirmTitle', { title: taskTitle(task, t) }),
      content: (
        <Flex vertical gap={6}>
          <span>{t('regular.confirmPlanned')}</span>
          <span>{t('regular.confirmReportsStay')}</span>
        </Flex>
      ),
      okText: t('regular.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        await remove.mutateAsync(task.id);
        toast.success(t('regular.deleted', { title: taskTitle(task, t) }));
      },
    });

  const actions = (task: TTask) => (
    <Flex wrap gap={4}>
      {canUpdate && (
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={t('regular.editTask', { title: taskTitle(task, t) })}
          onClick={() => navigate(`/tasks/${task.id}/edit`)}
        >
          {t('regular.edit')}
        </Button>
      )}
      {canDelete && (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('regular.deleteTask', { title: taskTitle(task, t) })}
          onClick={() => confirmDelete(task)}
        >
          {t('regular.delete')}
        </Button>
      )}
    </Flex>
  );

  const pagination = {
    current: params.page,
    pageSize: params.pageSize,
    total: data?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    hideOnSinglePage: (data?.total ?? 0) <= PAGE_SIZES[0],
    onChange: (page: number, pageSize: number) =>
      pageSize === params.pageSize ? update({ page }) : update({ pageSize }),
  };

  const columns: ResponsiveColumn<TTask>[] = [
    {
      key: 'title',
      title: t('regular.columns.title'),
      card: 'title',
      render: (_, task) => (
        <TaskTitle title={taskTitle(task, t)} emergency={task.emergency} type={task.type} />
      ),
    },
    {
      key: 'schedule',
      title: t('regular.columns.schedule'),
      render: (_, task) => <RegularText schedule={task.schedule} withSpan />,
    },
    {
      key: 'place',
      title: t('regular.columns.place'),
      render: (_, task) => <PlaceText location={task.location} rooms={task.rooms} />,
    },
    {
      key: 'assigned',
      title: t('regular.columns.assigned'),
      render: (_, task) => <AssignedText team={task.team} assignees={task.assignees} />,
    },
  ];
  if (withActions) {
    columns.push({
      key: 'actions',
      title: t('regular.columns.actions'),
      card: 'actions',
      render: (_, task) => actions(task),
    });
  }

  const body = () => {
    if (tasks.isPending) return <ListState state="loading" rows={6} />;
    if (tasks.isError && !data) {
      return (
        <ListState
          state="error"
          title={t('regular.loadFailed')}
          onRetry={() => void tasks.refetch()}
          retrying={tasks.isFetching}
        />
      );
    }
    if (!data || data.total === 0) {
      if (filtered) {
        return (
          <ListState state="empty" description={t('regular.noMatches')}>
            <Button onClick={() => update({ search: undefined, locationId: undefined })}>
              {t('filters.clear')}
            </Button>
          </ListState>
        );
      }
      return (
        <ListState
          state="empty"
          description={
            <>
              <strong>{t('regular.emptyTitle')}</strong>
              <br />
              {t('regular.emptyHint')}
            </>
          }
        >
          {canCreate && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate('/tasks/new?kind=recurring')}
            >
              {t('regular.create')}
            </Button>
          )}
        </ListState>
      );
    }
    const loading = tasks.isFetching && tasks.isPlaceholderData;
    return (
      <ResponsiveTable<TTask>
        rowKey={(task) => task.id}
        label={t('page.tabs.regular')}
        columns={columns}
        items={data.items}
        loading={loading}
        pagination={pagination}
      />
    );
  };

  const showToolbar = filtered || (data?.total ?? 0) > 0;
  const content = (
    <>
      {confirmHolder}
      {showToolbar && <RegularToolbar params={params} update={update} />}
      {body()}
    </>
  );
  return screens.md ? <Card>{content}</Card> : content;
}
