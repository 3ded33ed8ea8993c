import type { TRoomAnalyticsRow } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocationAnalytics } from '../api/get-location-analytics';
import { AnalyticsFrame, NoJobsYet } from '../components/analytics-frame';
import { HeadlineCards } from '../components/headline-cards';
import { MetricsTable } from '../components/metrics-table';
import { RowsBehind } from '../components/rows-behind';
import { SeriesChartCard } from '../components/series-chart-card';
import { useAnalyticsParams } from '../hooks/use-analytics-params';
import { rangeQuery, rangeSearch } from '../model/analytics-params';
import { MEDIAN_WORK, PLACE_METRICS } from '../model/metrics';

/** /analytics/locations/{id}: one location's figures, chart, rooms, and the jobs and complaints behind them. */
export function AnalyticsLocationPage() {
  const { t } = useTranslation('analytics');
  const { locationId = '' } = useParams();
  const { params } = useAnalyticsParams();
  const query = useLocationAnalytics(locationId, rangeQuery(params));
  const keep = rangeSearch(params);
  return (
    <AnalyticsFrame
      title={query.data?.location.title ?? t('page.locationTitle')}
      crumbs={[
        { label: t('page.title'), to: `/analytics${keep}` },
        { label: t('page.locationsTitle'), to: `/analytics/locations${keep}` },
      ]}
      query={query}
    >
      {(data) => (
        <>
          <HeadlineCards
            metrics={data.metrics}
            scope={{ range: data.range, locationId: data.location.id }}
            extra={MEDIAN_WORK}
          />
          {data.metrics.jobs.planned === 0 && data.metrics.complaints.count === 0 && <NoJobsYet />}
          <SeriesChartCard series={data.series} range={data.range} />
          <MetricsTable<TRoomAnalyticsRow>
            rows={data.rooms}
            defs={PLACE_METRICS}
            nameTitle={t('table.room')}
            nameOf={(row) => row.room.name}
            linkOf={(row) => `/analytics/locations/${data.location.id}/rooms/${row.room.id}${keep}`}
            idOf={(row) => row.room.id}
            label={t('table.rooms')}
            exportName={[data.location.title, t('table.rooms'), data.range.from, data.range.to]}
          />
          <RowsBehind
            jobs={data.jobs}
            complaints={data.complaints}
            range={data.range}
            exportName={[data.location.title, data.range.from, data.range.to]}
          />
        </>
      )}
    </AnalyticsFrame>
  );
}
