import type { TLocationAnalyticsRow } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { useLocationsAnalytics } from '../api/get-locations-analytics';
import { AnalyticsFrame, NoJobsYet } from '../components/analytics-frame';
import { AnalyticsNav } from '../components/analytics-nav';
import { MetricsTable } from '../components/metrics-table';
import { useAnalyticsParams } from '../hooks/use-analytics-params';
import { rangeQuery, rangeSearch } from '../model/analytics-params';
import { PLACE_METRICS } from '../model/metrics';

/** /analytics/locations: every location's figures, sortable, each a link to its own page. */
export function AnalyticsLocationsPage() {
  const { t } = useTranslation('analytics');
  const { params } = useAnalyticsParams();
  const query = useLocationsAnalytics(rangeQuery(params));
  const keep = rangeSearch(params);
  return (
    <AnalyticsFrame
      title={t('page.locationsTitle')}
      crumbs={[{ label: t('page.title'), to: `/analytics${keep}` }]}
      query={query}
      controls={<AnalyticsNav current="locations" />}
    >
      {(data) => (
        <>
          {data.rows.every((row) => row.metrics.jobs.planned === 0) && <NoJobsYet />}
          <MetricsTable<TLocationAnalyticsRow>
            rows={data.rows}
            defs={PLACE_METRICS}
            nameTitle={t('table.location')}
            nameOf={(row) => row.location.title}
            linkOf={(row) => `/analytics/locations/${row.location.id}${keep}`}
            idOf={(row) => row.location.id}
            label={t('table.locations')}
            exportName={[t('export.fileName'), t('table.locations'), data.range.from, data.range.to]}
          />
        </>
      )}
    </AnalyticsFrame>
  );
}
