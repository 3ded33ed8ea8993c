import type {
  TAnalyticsComplaintRow,
  TAnalyticsJobRow,
  TAnalyticsShiftRow,
  TResolvedRange,
} from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CsvColumn, csvDateTime } from '@/shared/csv/to-csv';
import { personName } from '@/shared/people/person-option';
import { taskTitle } from '@/shared/tasks/task-title';
import { formatDate } from '@/shared/time/format-date';
import { type ResponsiveColumn, ResponsiveTable } from '@/shared/ui-kit/responsive-table';
import { Tabs } from '@/shared/ui-kit/tabs';
import { Tag } from '@/shared/ui-kit/tag';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { formatHours, formatMinutes } from '../model/format-figures';
import { csvFigure } from '../model/metrics';
import { ExportButton } from './export-button';

interface Rows<T> {
  items: T[];
  total: number;
}

const OUTCOME_COLOURS = { on_time: 'green', late: 'orange', missed: 'red', open: 'default' } as const;

/** The complaints list of that room on that day: where the complaint itself is read, converted or deleted. */
function complaintLink(row: TAnalyticsComplaintRow): string {
  const day = row.createdAt.slice(0, 10);
  const search = new URLSearchParams({
    locationId: row.location.id,
    roomId: row.room.id,
    from: day,
    to: day,
  });
  return `/complaints?${search}`;
}

/** "★★★" in the theme's warning text colour (4.5:1 in both themes), read out as "3 of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('common');
  const { token } = useToken();
  return (
    <span role="img" aria-label={t('stars.of', { value: rating, max: 5 })}>
      <span aria-hidden style={{ color: token.colorWarningText, whiteSpace: 'nowrap', letterSpacing: 1 }}>
        {'★'.repeat(rating)}
      </span>
    </span>
  );
}

function JobsTable({ jobs, exportName }: { jobs: Rows<TAnalyticsJobRow>; exportName: string[] }) {
  const { t, i18n } = useTranslation('analytics');
  // DECISIONS.md §7: a job's times are read in its location's zone.
  const at = (iso: string | null, timeZone?: string) =>
    iso ? formatDate(iso, 'dayTime', { language: i18n.language, timeZone }) : '';
  const columns: ResponsiveColumn<TAnalyticsJobRow>[] = [
    {
      key: 'title',
      title: t('rows.job'),
      card: 'title',
      render: (_, job) => (
        <>
          {job.emergency && (
            <Tag color="red" variant="solid" style={{ marginInlineEnd: 6 }}>
              {t('tasks:emergency')}
            </Tag>
          )}
          <Link to={`/tasks/jobs/${job.occurrenceId}`}>{taskTitle(job, t)}</Link>
        </>
      ),
    },
    {
      key: 'outcome',
      title: t('rows.outcome'),
      card: 'aside',
      render: (_, job) => <Tag color={OUTCOME_COLOURS[job.outcome]}>{t(`outcome.${job.outcome}`)}</Tag>,
    },
    {
      key: 'place',
      title: t('rows.place'),
      render: (_, job) => [job.location.title, ...job.rooms.map((room) => room.name)].join(' · '),
    },
    {
      key: 'startsAt',
      title: t('rows.startsAt'),
      render: (_, job) => at(job.startsAt, job.location.timezone),
    },
    {
      key: 'finishedAt',
      title: t('rows.finishedAt'),
      render: (_, job) => at(job.finishedAt, job.location.timezone),
    },
    {
      key: 'finishedBy',
      title: t('rows.finishedBy'),
      render: (_, job) => (job.finishedBy ? personName(job.finishedBy) : ''),
    },
    {
      key: 'working',
      title: t('rows.working'),
      align: 'right',
      render: (_, job) =>
        job.workingMinutes === null ? '' : formatMinutes(job.workingMinutes, i18n.language),
    },
  ];
  const csv: CsvColumn<TAnalyticsJobRow>[] = [
    { header: t('rows.job'), value: (job) => taskTitle(job, t) },
    { header: t('rows.outcome'), value: (job) => t(`outcome.${job.outcome}`) },
    {
      header: t('rows.place'),
      value: (job) => [job.location.title, ...job.rooms.map((r) => r.name)].join(' · '),
    },
    { header: t('rows.startsAt'), value: (job) => csvDateTime(job.startsAt, job.location.timezone) },
    { header: t('rows.finishedAt'), value: (job) => csvDateTime(job.finishedAt, job.location.timezone) },
    { header: t('rows.finishedBy'), value: (job) => (job.finishedBy ? personName(job.finishedBy) : '') },
    {
      header: `${t('rows.working')}, ${t('units.minutes')}`,
      value: (job) => csvFigure('minutes', job.workingMinutes),
    },
  ];
  return (
    <RowsSection total={jobs.total} shown={jobs.items.length} empty={t('rows.noJobs')}>
      <ExportButton name={[...exportName, t('rows.jobsFile')]} columns={csv} rows={jobs.items} />
      <ResponsiveTable
        columns={columns}
        items={jobs.items}
        rowKey={(job) => job.occurrenceId}
        label={t('rows.jobs')}
        pagination={jobs.items.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        size="small"
      />
    </RowsSection>
  );
}

function ComplaintsTable({
  complaints,
  exportName,
  cleanedLast,
}: {
  complaints: Rows<TAnalyticsComplaintRow>;
  exportName: string[];
  cleanedLast: boolean;
}) {
  const { t, i18n } = useTranslation('analytics');
  const at = (row: TAnalyticsComplaintRow) =>
    formatDate(row.createdAt, 'dayTime', { language: i18n.language, timeZone: row.location.timezone });
  const columns: ResponsiveColumn<TAnalyticsComplaintRow>[] = [
    {
      key: 'createdAt',
      title: t('rows.createdAt'),
      card: 'title',
      render: (_, row) => <Link to={complaintLink(row)}>{at(row)}</Link>,
    },
    {
      key: 'rating',
      title: t('rows.rating'),
      card: 'aside',
      render: (_, row) => <Stars rating={row.rating} />,
    },
    { key: 'place', title: t('rows.place'), render: (_, row) => `${row.location.title} · ${row.room.name}` },
    {
      key: 'text',
      title: t('rows.text'),
      render: (_, row) => <Typography.Text style={{ whiteSpace: 'pre-line' }}>{row.text}</Typography.Text>,
    },
    { key: 'source', title: t('rows.source'), render: (_, row) => t(`complaints:sources.${row.source}`) },
    ...(cleanedLast
      ? [
          {
            key: 'cleanedLast',
            title: t('rows.cleanedLast'),
            render: (_: unknown, row: TAnalyticsComplaintRow) =>
              row.cleanedLastOccurrenceId ? (
                <Link to={`/tasks/jobs/${row.cleanedLastOccurrenceId}`}>{t('rows.openJob')}</Link>
              ) : null,
          },
        ]
      : []),
    {
      key: 'converted',
      title: t('rows.converted'),
      render: (_, row) => (row.taskId ? t('rows.yes') : t('rows.no')),
    },
  ];
  const csv: CsvColumn<TAnalyticsComplaintRow>[] = [
    {
      header: t('rows.createdAt'),
      value: (row) => csvDateTime(row.createdAt, row.location.timezone),
    },
    { header: t('rows.rating'), value: (row) => row.rating },
    { header: t('rows.place'), value: (row) => `${row.location.title} · ${row.room.name}` },
    { header: t('rows.text'), value: (row) => row.text },
    { header: t('rows.source'), value: (row) => t(`complaints:sources.${row.source}`) },
    { header: t('rows.converted'), value: (row) => (row.taskId ? t('rows.yes') : t('rows.no')) },
  ];
  return (
    <RowsSection total={complaints.total} shown={complaints.items.length} empty={t('rows.noComplaints')}>
      <ExportButton name={[...exportName, t('rows.complaintsFile')]} columns={csv} rows={complaints.items} />
      <ResponsiveTable
        columns={columns}
        items={complaints.items}
        rowKey={(row) => row.id}
        label={t('rows.complaints')}
        pagination={complaints.items.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        size="small"
      />
    </RowsSection>
  );
}

function ShiftsTable({ shifts, exportName }: { shifts: Rows<TAnalyticsShiftRow>; exportName: string[] }) {
  const { t, i18n } = useTranslation('analytics');
  const at = (iso: string | null) => (iso ? formatDate(iso, 'dayTime', { language: i18n.language }) : '');
  const columns: ResponsiveColumn<TAnalyticsShiftRow>[] = [
    { key: 'clockInAt', title: t('rows.clockIn'), card: 'title', render: (_, row) => at(row.clockInAt) },
    {
      key: 'clockOutAt',
      title: t('rows.clockOut'),
      render: (_, row) => (row.clockOutAt ? at(row.clockOutAt) : <Tag>{t('rows.stillOpen')}</Tag>),
    },
    {
      key: 'hours',
      title: t('rows.hours'),
      align: 'right',
      render: (_, row) => formatHours(row.hours, i18n.language),
    },
  ];
  const csv: CsvColumn<TAnalyticsShiftRow>[] = [
    { header: t('rows.clockIn'), value: (row) => csvDateTime(row.clockInAt) },
    {
      header: t('rows.clockOut'),
      value: (row) => (row.clockOutAt ? csvDateTime(row.clockOutAt) : t('rows.stillOpen')),
    },
    { header: `${t('rows.hours')}, ${t('units.hours')}`, value: (row) => csvFigure('hours', row.hours) },
  ];
  return (
    <RowsSection total={shifts.total} shown={shifts.items.length} empty={t('rows.noShifts')}>
      <ExportButton name={[...exportName, t('rows.shiftsFile')]} columns={csv} rows={shifts.items} />
      <ResponsiveTable
        columns={columns}
        items={shifts.items}
        rowKey={(row) => row.id}
        label={t('rows.shifts')}
        pagination={shifts.items.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        size="small"
      />
    </RowsSection>
  );
}

function RowsSection({
  total,
  shown,
  empty,
  children,
}: {
  total: number;
  shown: number;
  empty: string;
  children: [React.ReactNode, React.ReactNode];
}) {
  const { t } = useTranslation('analytics');
  if (total === 0) return <Typography.Paragraph type="secondary">{empty}</Typography.Paragraph>;
  const [exportButton, table] = children;
  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 12 }}>
        <Typography.Text type="secondary" style={{ flex: '1 1 200px' }}>
          {shown < total ? t('rows.newestOf', { shown, count: total }) : t('rows.count', { count: total })}
        </Typography.Text>
        {exportButton}
      </div>
      {table}
    </>
  );
}

/** The rows behind a page's figures: its jobs, complaints and, for a person, shifts. */
export function RowsBehind({
  jobs,
  complaints,
  shifts,
  exportName,
  cleanedLast = false,
}: {
  jobs: Rows<TAnalyticsJobRow>;
  complaints: Rows<TAnalyticsComplaintRow>;
  shifts?: Rows<TAnalyticsShiftRow>;
  range: TResolvedRange;
  exportName: string[];
  cleanedLast?: boolean;
}) {
  const { t } = useTranslation('analytics');
  const items = [
    {
      key: 'jobs',
      label: t('rows.jobsTab', { count: jobs.total }),
      children: <JobsTable jobs={jobs} exportName={exportName} />,
    },
    {
      key: 'complaints',
      label: t(cleanedLast ? 'rows.cleanedLastTab' : 'rows.complaintsTab', { count: complaints.total }),
      children: <ComplaintsTable complaints={complaints} exportName={exportName} cleanedLast={cleanedLast} />,
    },
    ...(shifts
      ? [
          {
            key: 'shifts',
            label: t('rows.shiftsTab', { count: shifts.total }),
            children: <ShiftsTable shifts={shifts} exportName={exportName} />,
          },
        ]
      : []),
  ];
  return <Tabs items={items} />;
}
