import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRoomAnalytics } from '../api/get-room-analytics';
import { AnalyticsFrame, NoJobsYet } from '../components/analytics-frame';
import { HeadlineCards } from '../components/headline-cards';
import { RowsBehind } from '../components/rows-behind';
import { SeriesChartCard } from '../components/series-chart-card';
import { useAnalyticsParams } from '../hooks/use-analytics-params';
import { rangeQuery, rangeSearch } from '../model/analytics-params';
import { MEDIAN_WORK } from '../model/metrics';

/** /analytics/locations/{id}/rooms/{roomId}: one room's figures, chart, and the jobs and complaints behind them. */
export function AnalyticsRoomPage() {
  const { t } = useTranslation('analytics');
  const { locationId = '', roomId = '' } = useParams();
  const { params } = useAnalyticsParams();
  const query = useRoomAnalytics(locationId, roomId, rangeQuery(params));
  const keep = rangeSearch(params);
  const location = query.data?.location;
  return (
    <AnalyticsFrame
      title={query.data?.room.name ?? t('page.roomTitle')}
      crumbs={[
        { label: t('page.title'), to: `/analytics${keep}` },
        { label: t('page.locationsTitle'), to: `/analytics/locations${keep}` },
        ...(location ? [{ label: location.title, to: `/analytics/locations/${location.id}${keep}` }] : []),
      ]}
      query={query}
    >
      {(data) => (
        <>
          <HeadlineCards
            metrics={data.metrics}
            scope={{ range: data.range, locationId, roomId }}
            extra={MEDIAN_WORK}
          />
          {data.metrics.jobs.planned === 0 && data.metrics.complaints.count === 0 && <NoJobsYet />}
          <SeriesChartCard series={data.series} range={data.range} />
          <RowsBehind
            jobs={data.jobs}
            complaints={data.complaints}
            range={data.range}
            exportName={[data.location.title, data.room.name, data.range.from, data.range.to]}
          />
        </>
      )}
    </AnalyticsFrame>
  );
}
