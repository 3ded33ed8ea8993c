import type { TEmployeeAnalyticsRow } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { personName } from '@/shared/people/person-option';
import { useEmployeesAnalytics } from '../api/get-employees-analytics';
import { AnalyticsFrame, NoJobsYet } from '../components/analytics-frame';
import { AnalyticsNav } from '../components/analytics-nav';
import { MetricsTable } from '../components/metrics-table';
import { useAnalyticsParams } from '../hooks/use-analytics-params';
import { rangeQuery, rangeSearch } from '../model/analytics-params';
import { EMPLOYEE_METRICS } from '../model/metrics';

/** /analytics/employees: every person's figures, sortable, each a link to their own page. */
export function AnalyticsEmployeesPage() {
  const { t } = useTranslation('analytics');
  const { params } = useAnalyticsParams();
  const query = useEmployeesAnalytics(rangeQuery(params));
  const keep = rangeSearch(params);
  return (
    <AnalyticsFrame
      title={t('page.employeesTitle')}
      crumbs={[{ label: t('page.title'), to: `/analytics${keep}` }]}
      query={query}
      controls={<AnalyticsNav current="employees" />}
    >
      {(data) => (
        <>
          {data.rows.every((row) => row.metrics.jobs.planned === 0) && <NoJobsYet />}
          <MetricsTable<TEmployeeAnalyticsRow>
            rows={data.rows}
            defs={EMPLOYEE_METRICS}
            nameTitle={t('table.employee')}
            nameOf={(row) => personName(row.employee)}
            linkOf={(row) => `/analytics/employees/${row.employee.id}${keep}`}
            idOf={(row) => row.employee.id}
            label={t('table.employees')}
            exportName={[t('export.fileName'), t('table.employees'), data.range.from, data.range.to]}
          />
        </>
      )}
    </AnalyticsFrame>
  );
}
