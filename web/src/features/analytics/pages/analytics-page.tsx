import type { TEmployeeAnalyticsRow, TLocationAnalyticsRow } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { personName } from '@/shared/people/person-option';
import { Flex } from '@/shared/ui-kit/flex';
import { Segmented } from '@/shared/ui-kit/segmented';
import { Typography } from '@/shared/ui-kit/typography';
import { useOverview } from '../api/get-overview';
import { AnalyticsFrame, NoJobsYet } from '../components/analytics-frame';
import { AnalyticsNav } from '../components/analytics-nav';
import { HeadlineCards } from '../components/headline-cards';
import { MetricsTable } from '../components/metrics-table';
import { SeriesChartCard } from '../components/series-chart-card';
import { useAnalyticsParams } from '../hooks/use-analytics-params';
import { ANALYTICS_ENTITIES, rangeQuery, rangeSearch } from '../model/analytics-params';
import { EMPLOYEE_METRICS, MEDIAN_WORK, PLACE_METRICS } from '../model/metrics';

/** /analytics: the workspace over the range, its chart, and the busiest locations or people. */
export function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  const { params, update } = useAnalyticsParams();
  const query = useOverview({ ...rangeQuery(params), entity: params.entity });
  const keep = rangeSearch(params);

  return (
    <AnalyticsFrame
      title={t('page.title')}
      query={query}
      controls={
        <Flex wrap gap={8}>
          <AnalyticsNav current="overview" />
          <Flex gap={6} align="center">
            <Typography.Text type="secondary" aria-hidden>
              {t('entity.label')}
            </Typography.Text>
            <Segmented
              aria-label={t('entity.label')}
              value={params.entity}
              onChange={(entity) => update({ entity })}
              options={ANALYTICS_ENTITIES.map((entity) => ({ value: entity, label: t(`entity.${entity}`) }))}
            />
          </Flex>
        </Flex>
      }
    >
      {(data) => (
        <>
          <HeadlineCards metrics={data.metrics} scope={{ range: data.range }} extra={MEDIAN_WORK} />
          {data.metrics.jobs.planned === 0 && data.metrics.complaints.count === 0 && <NoJobsYet />}
          <SeriesChartCard
            series={data.series}
            range={data.range}
            withHours={params.entity === 'employees'}
          />
          {params.entity === 'locations' ? (
            <MetricsTable<TLocationAnalyticsRow>
              rows={data.top.locations}
              defs={PLACE_METRICS}
              nameTitle={t('table.location')}
              nameOf={(row) => row.location.title}
              linkOf={(row) => `/analytics/locations/${row.location.id}${keep}`}
              idOf={(row) => row.location.id}
              label={t('table.topLocations')}
              exportName={[t('export.fileName'), t('table.topLocations'), data.range.from, data.range.to]}
            />
          ) : (
            <MetricsTable<TEmployeeAnalyticsRow>
              rows={data.top.employees}
              defs={EMPLOYEE_METRICS}
              nameTitle={t('table.employee')}
              nameOf={(row) => personName(row.employee)}
              linkOf={(row) => `/analytics/employees/${row.employee.id}${keep}`}
              idOf={(row) => row.employee.id}
              label={t('table.topEmployees')}
              exportName={[t('export.fileName'), t('table.topEmployees'), data.range.from, data.range.to]}
            />
          )}
        </>
      )}
    </AnalyticsFrame>
  );
}
