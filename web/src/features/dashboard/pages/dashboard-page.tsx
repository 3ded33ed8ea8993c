import type { TDashboard } from '@cleanops/contracts';
import dayjs from 'dayjs';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { personName } from '@/shared/people/person-name';
import { taskTitle } from '@/shared/tasks/task-title';
import { formatDate } from '@/shared/time/format-date';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { FiguresTime } from '@/shared/ui-kit/figures-time';
import { Skeleton } from '@/shared/ui-kit/skeleton';
import { StatusResult } from '@/shared/ui-kit/status-result';
import { Tag } from '@/shared/ui-kit/tag';
import { Typography } from '@/shared/ui-kit/typography';
import { useDashboard } from '../api/get-dashboard';
import { AttentionTile } from '../components/attention-tile';
import { BlockedRentals } from '../components/blocked-rentals';
import { CheckInsToday } from '../components/check-ins-today';
import { EmptyState } from '../components/empty-state';
import { FirstRunChecklist } from '../components/first-run-checklist';
import '../dashboard.css';

/** The all-tasks list of today with one state (its filters live in its address). */
function todaysJobs(state?: 'completed' | 'in_progress' | 'pending' | 'overdue'): string {
  const today = dayjs().format('YYYY-MM-DD');
  const search = new URLSearchParams({ from: today, to: today });
  if (state) search.set('state', state);
  return `/tasks/all?${search}`;
}

function Section({
  title,
  to,
  more,
  children,
}: {
  title: string;
  to: string;
  more: string;
  children: ReactNode;
}) {
  return (
    <Card
      size="small"
      title={<h2 className="dash-h2 dash-section-title">{title}</h2>}
      extra={<Link to={to}>{more}</Link>}
    >
      {children}
    </Card>
  );
}

/**
 * A section's rows: a plain list (antd's List brings its pagination and a select with it,
 * code the dashboard never uses), each row a line apart as antd's small list draws it.
 */
function RowList<T>({
  items,
  rowKey,
  render,
}: {
  items: readonly T[];
  rowKey: (item: T) => string;
  render: (item: T) => ReactNode;
}) {
  return (
    <ul className="dash-rows">
      {items.map((item) => (
        <li key={rowKey(item)}>{render(item)}</li>
      ))}
    </ul>
  );
}

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('common');
  return (
    <span role="img" aria-label={t('stars.of', { value: rating, max: 5 })}>
      <span aria-hidden className="dash-stars">
        {'★'.repeat(rating)}
      </span>
    </span>
  );
}

function Attention({ data }: { data: TDashboard }) {
  const { t, i18n } = useTranslation('dashboard');
  /** In the place's own zone when it has one (DECISIONS.md §7); people's times in the viewer's. */
  const say = (iso: string, timeZone?: string) =>
    formatDate(iso, 'dayTime', { language: i18n.language, timeZone });
  const { jobsToday, rentalsDirty, complaintsOpen, clockedIn, unavailable, subscription } = data;

  return (
    <div className="dash-stack">
      <section aria-labelledby="dashboard-today">
        <h2 id="dashboard-today" className="dash-h2 dash-today-title">
          {t('today.title')}
        </h2>
        <ul className="dash-tiles">
          <li>
            <AttentionTile
              label={t('today.overdue')}
              value={jobsToday.overdue}
              to={todaysJobs('overdue')}
              tone={jobsToday.overdue ? 'danger' : undefined}
            />
          </li>
          <li>
            <AttentionTile
              label={t('today.notStarted')}
              value={jobsToday.notStarted}
              to={todaysJobs('pending')}
            />
          </li>
          <li>
            <AttentionTile
              label={t('today.inProgress')}
              value={jobsToday.inProgress}
              to={todaysJobs('in_progress')}
            />
          </li>
          <li>
            <AttentionTile
              label={t('today.done')}
              value={jobsToday.done}
              to={todaysJobs('completed')}
              tone={jobsToday.done ? 'success' : undefined}
              hint={t('today.ofTotal', { count: jobsToday.total })}
            />
          </li>
          <li>
            <AttentionTile
              label={t('rentals.title')}
              value={rentalsDirty.total}
              to="/locations?state=dirty"
              tone={rentalsDirty.total ? 'warning' : undefined}
            />
          </li>
          <li>
            <AttentionTile
              label={t('complaints.title')}
              value={complaintsOpen.total}
              to="/complaints"
              tone={complaintsOpen.total ? 'warning' : undefined}
            />
          </li>
          <li>
            <AttentionTile
              label={t('people.clockedIn')}
              value={clockedIn.total}
              to="/employees?presence=clocked_in"
            />
          </li>
          <li>
            <AttentionTile
              label={t('people.unavailable')}
              value={unavailable.total}
              to="/employees?presence=unavailable"
            />
          </li>
          <li>
            <AttentionTile
              label={t('subscription.title')}
              value={
                subscription.active
                  ? t('subscription.daysLeft', { count: subscription.daysLeft })
                  : t('subscription.expired')
              }
              to="/subscription"
              tone={!subscription.active ? 'danger' : subscription.daysLeft <= 7 ? 'warning' : undefined}
              hint={
                subscription.endsAt
                  ? t('subscription.until', {
                      date: formatDate(subscription.endsAt, 'dayYear', { language: i18n.language }),
                    })
                  : undefined
              }
            />
          </li>
        </ul>
      </section>

      <div className="dash-columns">
        <Section title={t('today.openTitle')} to={todaysJobs()} more={t('today.all')}>
          {jobsToday.open.length === 0 ? (
            <EmptyState text={jobsToday.total ? t('today.allDone') : t('today.none')} />
          ) : (
            <RowList
              items={jobsToday.open}
              rowKey={(job) => job.occurrenceId}
              render={(job) => (
                <>
                  <div className="dash-row-main">
                    <span>
                      {job.emergency && (
                        <Tag color="red" variant="solid" style={{ marginInlineEnd: 6 }}>
                          {t('tasks:emergency')}
                        </Tag>
                      )}
                      <Link to={`/tasks/jobs/${job.occurrenceId}`}>{taskTitle(job, t)}</Link>
                    </span>
                    <span className="dash-secondary dash-small">
                      {[job.location.title, ...job.rooms.map((room) => room.name)].join(' · ')}
                      {job.dueAt
                        ? ` · ${t('today.due', { time: formatDate(job.dueAt, 'time', { language: i18n.language, timeZone: job.location.timezone }) })}`
                        : ''}
                    </span>
                  </div>
                  <Tag
                    color={job.state === 'overdue' ? 'red' : job.state === 'in_progress' ? 'blue' : undefined}
                  >
                    {t(`jobs:state.${job.state}`)}
                  </Tag>
                </>
              )}
            />
          )}
        </Section>

        <Section title={t('rentals.listTitle')} to="/locations?state=dirty" more={t('rentals.all')}>
          {rentalsDirty.items.length === 0 ? (
            <EmptyState text={t('rentals.none')} />
          ) : (
            <RowList
              items={rentalsDirty.items}
              rowKey={(item) => item.location.id}
              render={(item) => (
                <>
                  <Link to={`/locations/${item.location.id}`}>{item.location.title}</Link>
                  <span className="dash-secondary">
                    {t('rentals.since', { date: say(item.since, item.location.timezone) })}
                  </span>
                </>
              )}
            />
          )}
        </Section>

        <Section title={t('complaints.listTitle')} to="/complaints" more={t('complaints.all')}>
          {complaintsOpen.items.length === 0 ? (
            <EmptyState text={t('complaints.none')} />
          ) : (
            <RowList
              items={complaintsOpen.items}
              rowKey={(item) => item.id}
              render={(item) => (
                <>
                  <div className="dash-row-main">
                    <span>
                      <Stars rating={item.rating} />{' '}
                      <Link
                        to={`/complaints?${new URLSearchParams({ locationId: item.location.id, roomId: item.room.id })}`}
                      >
                        {item.location.title} · {item.room.name}
                      </Link>
                    </span>
                    {item.text && (
                      <span className="dash-secondary dash-small dash-ellipsis">{item.text}</span>
                    )}
                  </div>
                  <span className="dash-secondary dash-nowrap">
                    {say(item.createdAt, item.location.timezone)}
                  </span>
                </>
              )}
            />
          )}
        </Section>

        <Section title={t('people.title')} to="/employees" more={t('people.all')}>
          <strong>{t('people.clockedIn')}</strong>
          {clockedIn.items.length === 0 ? (
            <div className="dash-paragraph dash-secondary">{t('people.nobodyIn')}</div>
          ) : (
            <RowList
              items={clockedIn.items}
              rowKey={(item) => item.person.id}
              render={(item) => (
                <>
                  <Link to={`/analytics/employees/${item.person.id}`}>{personName(item.person)}</Link>
                  <span className="dash-secondary">{t('people.since', { date: say(item.since) })}</span>
                </>
              )}
            />
          )}
          <strong>{t('people.unavailable')}</strong>
          {unavailable.items.length === 0 ? (
            <div className="dash-paragraph dash-secondary">{t('people.everyoneAvailable')}</div>
          ) : (
            <RowList
              items={unavailable.items}
              rowKey={(item) => item.person.id}
              render={(item) => (
                <>
                  <span>{personName(item.person)}</span>
                  <span className="dash-secondary">
                    {item.until ? t('people.until', { date: say(item.until) }) : t('people.noEnd')}
                  </span>
                </>
              )}
            />
          )}
        </Section>
      </div>
    </div>
  );
}

/**
 * `/` for those with get_analytics: what needs attention now, or the first steps of a new
 * workspace. Drawn without antd: plain React and dashboard.css, in antd's look.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('page.title'));
  const query = useDashboard();
  const data = query.data;
  // The first reply's cards are drawn in a transition, which React renders in short tasks instead of
  // one that freezes a phone; the skeleton stays until then. Later replies draw at once.
  const drawn = useDeferredValue(data !== undefined);

  const body = () => {
    if (query.isPending || (data && !drawn)) {
      return (
        <Card aria-busy="true">
          <Skeleton rows={6} />
        </Card>
      );
    }
    if (!data) {
      return (
        <StatusResult
          status="warning"
          title={<h2 style={{ fontSize: 20, margin: 0 }}>{t('page.loadFailed')}</h2>}
          extra={
            <Button size="middle" onClick={() => void query.refetch()} loading={query.isFetching}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      );
    }
    return (
      <div className="dash-stack">
        {!data.checklist.done && <FirstRunChecklist flags={data.checklist} />}
        <CheckInsToday counts={data.checkInsToday} />
        <BlockedRentals />
        <Attention data={data} />
      </div>
    );
  };

  return (
    <div className="pui dash">
      <div className="dash-header">
        <Typography.Title level={1}>{t('page.title')}</Typography.Title>
        {data && drawn && <FiguresTime className="dash-secondary" at={data.now} query={query} />}
      </div>
      {body()}
    </div>
  );
}
