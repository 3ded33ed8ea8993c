import type { TAnalyticsPoint, TResolvedRange } from '@cleanops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_KINDS, type ChartSeries, preloadTimeChart, TimeChart } from '@/shared/charts/time-chart';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { ListState } from '@/shared/ui-kit/list-state';
import { Segmented } from '@/shared/ui-kit/segmented';
import { Typography } from '@/shared/ui-kit/typography';
import { bucketLabel } from '../model/bucket-label';
import { formatCount, formatHours } from '../model/format-figures';
import { useChartKindStore } from '../stores/chart-kind-store';

type Figures = 'jobs' | 'complaints' | 'hours';

// The chart's code (recharts, the largest part of an analytics page) downloads beside the page's
// figures instead of after them; the page paints without it and the chart fills in.
preloadTimeChart();

const SERIES: Record<Figures, (keyof TAnalyticsPoint & string)[]> = {
  jobs: ['planned', 'done', 'missed'],
  complaints: ['complaints'],
  hours: ['hours'],
};

/**
 * The chart over time of a page (SPEC.md §9): jobs, complaints or (for people) hours per bucket, as
 * bars or lines; the buckets are the ones the API chose for the range (DECISIONS.md §10).
 */
export function SeriesChartCard({
  series,
  range,
  withHours = false,
}: {
  series: readonly TAnalyticsPoint[];
  range: TResolvedRange;
  withHours?: boolean;
}) {
  const { t, i18n } = useTranslation('analytics');
  const kind = useChartKindStore((s) => s.kind);
  const setKind = useChartKindStore((s) => s.setKind);
  const [figures, setFigures] = useState<Figures>('jobs');
  const choices: Figures[] = withHours ? ['jobs', 'complaints', 'hours'] : ['jobs', 'complaints'];
  const shown: ChartSeries<TAnalyticsPoint>[] = SERIES[figures].map((key) => ({
    key,
    label: t(`chart.series.${key}`),
  }));
  const empty = series.every((point) => SERIES[figures].every((key) => !point[key]));

  return (
    <Card
      size="small"
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0, whiteSpace: 'normal' }}>
          {t('chart.title', { bucket: t(`chart.buckets.${range.bucket}`) })}
        </Typography.Title>
      }
    >
      {/* The switches sit above the chart, so a phone's narrow header never cuts the title. */}
      <Flex wrap gap={8} justify="flex-end" style={{ marginBottom: 8 }}>
        <Segmented<Figures>
          size="small"
          aria-label={t('chart.figures')}
          value={figures}
          onChange={setFigures}
          options={choices.map((value) => ({ value, label: t(`chart.figureChoices.${value}`) }))}
        />
        <Segmented
          size="small"
          aria-label={t('chart.kind')}
          value={kind}
          onChange={setKind}
          options={CHART_KINDS.map((value) => ({ value, label: t(`chart.kinds.${value}`) }))}
        />
      </Flex>
      {empty ? (
        <ListState state="empty" description={t('chart.empty')} />
      ) : (
        <TimeChart<TAnalyticsPoint>
          kind={kind}
          points={series}
          xKey="bucket"
          series={shown}
          label={t('chart.label', { figures: t(`chart.figureChoices.${figures}`) })}
          formatX={(bucket) => bucketLabel(bucket, range.bucket, i18n.language)}
          formatY={(value) =>
            figures === 'hours' ? formatHours(value, i18n.language) : formatCount(value, i18n.language)
          }
        />
      )}
    </Card>
  );
}
