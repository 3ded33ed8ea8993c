import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '@/shared/hooks/use-can';
import { PAGE_SIZES } from '@/shared/hooks/use-list-params';
import { dayjs } from '@/shared/time/zoned-time';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { PlusOutlined } from '@/shared/ui-kit/icons';
import { ListState } from '@/shared/ui-kit/list-state';
import { useOccurrences } from '../api/get-occurrences';
import { useTasks } from '../api/get-tasks';
import { daysFromToday, today } from '../hooks/dates';
import { DEFAULT_DAYS_AHEAD, useOccurrenceListParams } from '../hooks/use-occurrence-list-params';
import { OccurrencesTable } from './occurrences-table';
import { OccurrencesToolbar } from './occurrences-toolbar';

/** The all-tasks view: every job in the chosen days, filtered and paged by the server. */
export function AllTasksSection() {
  const { t } = useTranslation('tasks');
  const screens = useBreakpoint();
  const navigate = useNavigate();
  const canCreate = useCan('create_task');
  const showRegular = useCan('read_regular_column');
  const { params, query, update, filtered } = useOccurrenceListParams();
  const jobs = useOccurrences(query);
  const data = jobs.data;
  const viewerZone = useMemo(() => dayjs.tz.guess(), []);
  const datesMoved = params.from !== today() || params.to !== daysFromToday(DEFAULT_DAYS_AHEAD);
  const empty = data?.total === 0;
  // Nothing in these days: is there no task at all (the first-task pitch) or just none now?
  const anyTask = useTasks({ page: 1, pageSize: 1 }, { enabled: empty && !filtered && showRegular });
  const noTasksAtAll = anyTask.data?.total === 0;

  // A page past the end (jobs removed meanwhile, an old link) moves to the last page that has rows.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / params.pageSize)) : 1;
  useEffect(() => {
    if (data && data.items.length === 0 && params.page > lastPage) update({ page: lastPage });
  }, [data, params.page, lastPage, update]);

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

  const clear = () =>
    update({
      locationId: undefined,
      rooms: [],
      employees: [],
      type: undefined,
      state: undefined,
      kind: undefined,
    });

  const createButton = (label: string) =>
    canCreate && (
      <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/tasks/new')}>
        {label}
      </Button>
    );

  const body = () => {
    if (jobs.isPending) return <ListState state="loading" rows={6} />;
    if (jobs.isError && !data) {
      return (
        <ListState
          state="error"
          title={t('list.loadFailed')}
          onRetry={() => void jobs.refetch()}
          retrying={jobs.isFetching}
        />
      );
    }
    if (!data || data.total === 0) {
      if (filtered) {
        return (
          <ListState state="empty" description={t('list.noMatches')}>
            <Button onClick={clear}>{t('filters.clear')}</Button>
          </ListState>
        );
      }
      if (noTasksAtAll || (!showRegular && !datesMoved)) {
        return (
          <ListState
            state="empty"
            description={
              <>
                <strong>{t('list.emptyTitle')}</strong>
                <br />
                {canCreate ? t('list.emptyHint') : t('list.emptyHintReadOnly')}
              </>
            }
          >
            {createButton(t('list.createFirst'))}
          </ListState>
        );
      }
      return (
        <ListState
          state="empty"
          description={
            <>
              <strong>{t('list.noneInDates')}</strong>
              {canCreate && (
                <>
                  <br />
                  {t('list.noneInDatesHint')}
                </>
              )}
            </>
          }
        >
          {createButton(t('page.create'))}
        </ListState>
      );
    }
    const loading = jobs.isFetching && jobs.isPlaceholderData;
    return (
      <OccurrencesTable
        items={data.items}
        loading={loading}
        params={params}
        update={update}
        pagination={pagination}
        showRegular={showRegular}
        viewerZone={viewerZone}
      />
    );
  };

  const content = (
    <>
      <OccurrencesToolbar params={params} update={update} filtered={filtered} onClear={clear} />
      {body()}
    </>
  );
  // On a phone the cards sit on the page itself: a card around cards only costs width.
  return screens.md ? <Card>{content}</Card> : content;
}
