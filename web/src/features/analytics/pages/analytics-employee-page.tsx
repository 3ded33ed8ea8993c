import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { personName } from '@/shared/people/person-option';
import { useEmployeeAnalytics } from '../api/get-employee-analytics';
import { AnalyticsFrame, NoJobsYet } from '../components/analytics-frame';
import { HeadlineCards } from '../components/headline-cards';
import { RowsBehind } from '../components/rows-behind';
import { SeriesChartCard } from '../components/series-chart-card';
import { useAnalyticsParams } from '../hooks/use-analytics-params';
import { rangeQuery, rangeSearch } from '../model/analytics-params';
import { EMPLOYEE_METRICS, MEDIAN_WORK } from '../model/metrics';

const EXTRA = [
  ...MEDIAN_WORK,
  ...EMPLOYEE_METRICS.filter((def) => ['hours', 'inspectionsPassed', 'inspectionsFailed'].includes(def.key)),
];

/**
 * /analytics/employees/{id}: one person's jobs, hours and inspections, and the complaints about rooms
 * they cleaned last (DECISIONS.md §10: "who cleaned it?"), with the jobs, complaints and shifts behind.
 */
export function AnalyticsEmployeePage() {
  const { t } = useTranslation('analytics');
  const { employeeId = '' } = useParams();
  const { params } = useAnalyticsParams();
  const query = useEmployeeAnalytics(employeeId, rangeQuery(params));
  const keep = rangeSearch(params);
  const name = query.data ? personName(query.data.employee) : t('page.employeeTitle');
  return (
    <AnalyticsFrame
      title={name}
      crumbs={[
        { label: t('page.title'), to: `/analytics${keep}` },
        { label: t('page.employeesTitle'), to: `/analytics/employees${keep}` },
      ]}
      query={query}
    >
      {(data) => (
        <>
          <HeadlineCards metrics={data.metrics} scope={{ range: data.range, employeeId }} extra={EXTRA} />
          {data.metrics.jobs.planned === 0 && data.shifts.total === 0 && <NoJobsYet />}
          <SeriesChartCard series={data.series} range={data.range} withHours />
          <RowsBehind
            jobs={data.jobs}
            complaints={data.complaints}
            shifts={data.shifts}
            range={data.range}
            exportName={[name, data.range.from, data.range.to]}
            cleanedLast
          />
        </>
      )}
    </AnalyticsFrame>
  );
}
