import type { TOccurrence, TOccurrenceListQuery, TOccurrenceState } from '@cleanops/contracts';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useQueuedSteps } from '@/shared/offline/step-queue';
import { useOfflineSync } from '@/shared/offline/use-offline-sync';
import { useAuthStore } from '@/shared/stores/auth-store';
import { Flex } from '@/shared/ui-kit/flex';
import { UnorderedListOutlined } from '@/shared/ui-kit/icons';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { Typography } from '@/shared/ui-kit/typography';
import { occurrenceQueryOptions } from '../api/get-occurrence';
import { myWorkQueryOptions } from '../api/get-occurrences';
import { me } from '../api/offline-steps';
import { ClockCard } from '../components/clock-card';
import { JobListSection } from '../components/job-list-section';
import { MyWorkOfflineStatus } from '../components/offline-status';
import { useNow } from '../hooks/use-now';
import { dayKey, jobsToKeep, myWorkRanges, orderJobs, UPCOMING_DAYS } from '../model/my-work';
import { withQueuedListState } from '../model/offline-job';

/** The server's page size cap: a day of work fits many times over. */
const PAGE_SIZE = 100;
/** Unfinished jobs from before today, per state: enough to see what was left behind. */
const CARRIED_OVER_SIZE = 50;
const OPEN_STATES: TOccurrenceState[] = ['overdue', 'in_progress', 'pending'];

const base = { mine: 'true', pageSize: PAGE_SIZE, sortBy: 'startsAt', sortDir: 'asc' } as const;

/**
 * A staff member's own work for today and the coming week, emergencies first, and clocking in and
 * out. Today also carries the jobs left unfinished on earlier days (overdue, started, or without a
 * deadline), so nothing assigned drops out of sight at midnight.
 */
export function MyWorkPage({ notice }: { notice?: ReactNode }) {
  const { t } = useTranslation('jobs');
  usePageTitle(t('myWork.title'));
  const isStaff = useAuthStore((s) => s.user?.type === 'staff');
  const now = useNow();
  const day = dayKey(now);
  // Ranges move only when the day changes, not on every tick of the clock.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `day` is the trigger; `now` changes every minute
  const ranges = useMemo(() => myWorkRanges(new Date()), [day]);

  const todayQuery: TOccurrenceListQuery = { ...base, ...ranges.today };
  const upcomingQuery: TOccurrenceListQuery = { ...base, ...ranges.upcoming };
  const today = useQuery(myWorkQueryOptions(todayQuery));
  const upcoming = useQuery(myWorkQueryOptions(upcomingQuery));
  const carriedOver = useQueries({
    queries: OPEN_STATES.map((state) =>
      myWorkQueryOptions({
        ...base,
        pageSize: CARRIED_OVER_SIZE,
        sortDir: 'desc',
        state,
        to: ranges.earlierThan,
      }),
    ),
  });

  // Jobs with steps still on the phone are listed as those steps leave them (started, finished).
  const queued = useQueuedSteps();
  const person = me();
  const withQueued = (items: TOccurrence[] | undefined) =>
    (items ?? []).map((job) => withQueuedListState(job, queued, person));
  const todayJobs = orderJobs([
    ...carriedOver.map((q) => withQueued(q.data?.items)),
    withQueued(today.data?.items),
  ]);
  const upcomingJobs = withQueued(upcoming.data?.items);
  useOfflineSync();
  // Today's and tomorrow's jobs are read ahead, whole, and kept on the phone.
  const client = useQueryClient();
  const keepIds = jobsToKeep([...todayJobs, ...upcomingJobs], now).join(',');
  useEffect(() => {
    if (!keepIds || !navigator.onLine) return;
    for (const id of keepIds.split(',')) void client.prefetchQuery(occurrenceQueryOptions(id));
  }, [keepIds, client]);
  const todayLoading = today.isPending || carriedOver.some((q) => q.isPending);
  const todayFailed = today.isError || carriedOver.some((q) => q.isError);
  const retryToday = () => {
    void today.refetch();
    for (const q of carriedOver) void q.refetch();
  };

  const cut = (page: { total: number; items: unknown[] } | undefined) =>
    page && page.total > page.items.length ? (
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('myWork.more', { shown: page.items.length, total: page.total })}
      </Typography.Paragraph>
    ) : null;

  return (
    <Flex vertical gap={20} style={{ maxWidth: 720, margin: '0 auto', width: '100%' }}>
      <PageHeader
        title={t('myWork.title')}
        actions={
          <Link to="/tasks/all" style={{ padding: '8px 0', fontSize: 15 }}>
            <UnorderedListOutlined /> {t('myWork.allTasks')}
          </Link>
        }
      />

      {notice}
      <MyWorkOfflineStatus />
      {isStaff && <ClockCard now={now} />}

      <JobListSection
        title={t('myWork.today')}
        jobs={todayJobs}
        loading={todayLoading}
        failed={todayFailed}
        onRetry={retryToday}
        empty={t('myWork.emptyToday')}
        emptyHint={t('myWork.emptyTodayHint')}
        footer={cut(today.data)}
        now={now}
      />

      <JobListSection
        title={t('myWork.upcoming')}
        subtitle={t('myWork.upcomingHint', { days: UPCOMING_DAYS })}
        jobs={upcomingJobs}
        loading={upcoming.isPending}
        failed={upcoming.isError}
        onRetry={() => void upcoming.refetch()}
        empty={t('myWork.emptyUpcoming')}
        footer={cut(upcoming.data)}
        now={now}
      />
    </Flex>
  );
}
