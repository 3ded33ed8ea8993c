import type { TDashboard } from '@cleanops/contracts';
import { Button, Empty, Flex, Grid, Skeleton, Tag, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { personName } from '@/shared/people/person-option';
import { formatDate } from '@/shared/time/format-date';
import { Card } from '@/shared/ui/card';
import { StatusResult } from '@/shared/ui/status-result';
import { useDashboard } from '../api/get-dashboard';
import { AttentionTile } from '../components/attention-tile';
import { FirstRunChecklist } from '../components/first-run-checklist';

const TILES = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))',
  gap: 12,
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;
const COLUMNS = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 360px), 1fr))',
  gap: 16,
  alignItems: 'start',
} as const;

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
      title={
        <Typography.Title
          level={2}
          style={{ fontSize: 16, margin: 0, whiteSpace: 'normal', paddingBlock: 8 }}
        >
          {title}
        </Typography.Title>
      }
      extra={<Link to={to}>{more}</Link>}
    >
      {children}
    </Card>
  );
}

/**
 * A section's rows: a plain list (antd's List brings its pagination and a select with it, about 10 KiB
 * the dashboard never uses, issue 13), each row a line apart as antd's small list draws it.
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
  const { token } = theme.useToken();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, index) => (
        <li
          key={rowKey(item)}
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 8,
            padding: '8px 16px',
            borderBlockEnd: index < items.length - 1 ? `1px solid ${token.colorSplit}` : undefined,
          }}
        >
          {render(item)}
        </li>
      ))}
    </ul>
  );
}

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  return (
    <span role="img" aria-label={t('stars.of', { value: rating, max: 5 })}>
      <span aria-hidden style={{ color: token.colorWarningText, whiteSpace: 'nowrap' }}>
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
  const empty = (text: string) => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;

  return (
    <Flex vertical gap={16}>
      <section aria-labelledby="dashboard-today">
        <Typography.Title id="dashboard-today" level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {t('today.title')}
        </Typography.Title>
        <ul style={TILES}>
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
            <AttentionTile label={t('people.clockedIn')} value={clockedIn.total} to="/employees" />
          </li>
          <li>
            <AttentionTile label={t('people.unavailable')} value={unavailable.total} to="/employees" />
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

      <div style={COLUMNS}>
        <Section title={t('today.openTitle')} to={todaysJobs()} more={t('today.all')}>
          {jobsToday.open.length === 0 ? (
            empty(jobsToday.total ? t('today.allDone') : t('today.none'))
          ) : (
            <RowList
              items={jobsToday.open}
              rowKey={(job) => job.occurrenceId}
              render={(job) => (
                <>
                  <Flex vertical style={{ minWidth: 0 }}>
                    <span>
                      {job.emergency && (
                        <Tag color="red" variant="solid" style={{ marginInlineEnd: 6 }}>
                          {t('tasks:emergency')}
                        </Tag>
                      )}
                      <Link to={`/tasks/jobs/${job.occurrenceId}`}>{job.title}</Link>
                    </span>
                    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                      {[job.location.title, ...job.rooms.map((room) => room.name)].join(' · ')}
                      {job.dueAt
                        ? ` · ${t('today.due', { time: formatDate(job.dueAt, 'time', { language: i18n.language, timeZone: job.location.timezone }) })}`
                        : ''}
                    </Typography.Text>
                  </Flex>
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
            empty(t('rentals.none'))
          ) : (
            <RowList
              items={rentalsDirty.items}
              rowKey={(item) => item.location.id}
              render={(item) => (
                <>
                  <Link to={`/locations/${item.location.id}`}>{item.location.title}</Link>
                  <Typography.Text type="secondary">
                    {t('rentals.since', { date: say(item.since, item.location.timezone) })}
                  </Typography.Text>
                </>
              )}
            />
          )}
        </Section>

        <Section title={t('complaints.listTitle')} to="/complaints" more={t('complaints.all')}>
          {complaintsOpen.items.length === 0 ? (
            empty(t('complaints.none'))
          ) : (
            <RowList
              items={complaintsOpen.items}
              rowKey={(item) => item.id}
              render={(item) => (
                <>
                  <Flex vertical style={{ minWidth: 0 }}>
                    <span>
                      <Stars rating={item.rating} />{' '}
                      <Link
                        to={`/complaints?${new URLSearchParams({ locationId: item.location.id, roomId: item.room.id })}`}
                      >
                        {item.location.title} · {item.room.name}
                      </Link>
                    </span>
                    {item.text && (
                      <Typography.Text type="secondary" ellipsis style={{ fontSize: 13 }}>
                        {item.text}
                      </Typography.Text>
                    )}
                  </Flex>
                  <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                    {say(item.createdAt, item.location.timezone)}
                  </Typography.Text>
                </>
              )}
            />
          )}
        </Section>

        <Section title={t('people.title')} to="/employees" more={t('people.all')}>
          <Typography.Text strong>{t('people.clockedIn')}</Typography.Text>
          {clockedIn.items.length === 0 ? (
            <Typography.Paragraph type="secondary">{t('people.nobodyIn')}</Typography.Paragraph>
          ) : (
            <RowList
              items={clockedIn.items}
              rowKey={(item) => item.person.id}
              render={(item) => (
                <>
                  <Link to={`/analytics/employees/${item.person.id}`}>{personName(item.person)}</Link>
                  <Typography.Text type="secondary">
                    {t('people.since', { date: say(item.since) })}
                  </Typography.Text>
                </>
              )}
            />
          )}
          <Typography.Text strong>{t('people.unavailable')}</Typography.Text>
          {unavailable.items.length === 0 ? (
            <Typography.Paragraph type="secondary">{t('people.everyoneAvailable')}</Typography.Paragraph>
          ) : (
            <RowList
              items={unavailable.items}
              rowKey={(item) => item.person.id}
              render={(item) => (
                <>
                  <span>{personName(item.person)}</span>
                  <Typography.Text type="secondary">
                    {item.until ? t('people.until', { date: say(item.until) }) : t('people.noEnd')}
                  </Typography.Text>
                </>
              )}
            />
          )}
        </Section>
      </div>
    </Flex>
  );
}

/** `/` for those with get_analytics (issue 11): what needs attention now, or the first steps of a new workspace. */
export function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  usePageTitle(t('page.title'));
  const screens = Grid.useBreakpoint();
  const query = useDashboard();
  const data = query.data;
  // The first reply's cards are drawn in a transition, which React renders in short tasks instead of
  // one that freezes a phone (issue 13); the skeleton stays until then. Later replies draw at once.
  const drawn = useDeferredValue(data !== undefined);

  const body = () => {
    if (query.isPending || (data && !drawn)) {
      return (
        <Card aria-busy="true">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      );
    }
    if (!data) {
      return (
        <StatusResult
          status="warning"
          title={<h2 style={{ fontSize: 20, margin: 0 }}>{t('page.loadFailed')}</h2>}
          extra={
            <Button onClick={() => void query.refetch()} loading={query.isFetching}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      );
    }
    return (
      <Flex vertical gap={16}>
        {!data.checklist.done && <FirstRunChecklist flags={data.checklist} />}
        <Attention data={data} />
      </Flex>
    );
  };

  return (
    <>
      <Flex
        wrap
        justify="space-between"
        align="baseline"
        gap={8}
        style={{ marginBottom: screens.md ? 24 : 16 }}
      >
        <Typography.Title level={1} style={{ fontSize: screens.md ? 26 : 21, margin: 0 }}>
          {t('page.title')}
        </Typography.Title>
        {data && (
          <Typography.Text type="secondary">
            {t('page.updated', { time: formatDate(data.now, 'time', { language: i18n.language }) })}
          </Typography.Text>
        )}
      </Flex>
      {body()}
    </>
  );
}
