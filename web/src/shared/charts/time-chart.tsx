import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex } from '@/shared/ui-kit/flex';
import { Spin } from '@/shared/ui-kit/spin';

/**
 * The one place the app touches the chart library (STYLE.md: charts behind one small wrapper so the
 * library can be swapped). Pages pass plain points and series; only time-chart-body.tsx imports
 * recharts, and it loads when a chart first shows (charts only when used), so a page's
 * figures and tables paint first and the chart fills in.
 */
export type ChartKind = 'bar' | 'line';
export const CHART_KINDS: readonly ChartKind[] = ['bar', 'line'];

export interface ChartSeries<T> {
  key: Extract<keyof T, string>;
  label: string;
}

export interface TimeChartProps<T extends object> {
  kind: ChartKind;
  points: readonly T[];
  /** The point's field holding its bucket (an ISO instant or day), read through `formatX`. */
  xKey: Extract<keyof T, string>;
  series: readonly ChartSeries<T>[];
  formatX: (value: string) => string;
  formatY?: (value: number) => string;
  /** Names the chart for screen readers; the figures themselves are in the tables beside it. */
  label: string;
  height?: number;
}

const DEFAULT_HEIGHT = 280;

let chartCode: Promise<{ default: ComponentType<TimeChartProps<object>> }> | null = null;

/** Starts fetching the chart's code (once), e.g. while a page's figures are still on their way. */
export function preloadTimeChart() {
  chartCode ??= import('./time-chart-body').then((m) => ({
    default: m.TimeChartBody as ComponentType<TimeChartProps<object>>,
  }));
  // A failure here surfaces again (and is handled) when the chart renders.
  chartCode.catch(() => {
    chartCode = null;
  });
  return chartCode;
}

const TimeChartBody = lazy(preloadTimeChart);

export function TimeChart<T extends object>(props: TimeChartProps<T>) {
  const height = props.height ?? DEFAULT_HEIGHT;
  return (
    <Suspense fallback={<ChartLoading height={height} />}>
      <TimeChartBody {...(props as unknown as TimeChartProps<object>)} height={height} />
    </Suspense>
  );
}

/** The chart's place while its code loads: the same height (nothing below moves), announced as busy. */
function ChartLoading({ height }: { height: number }) {
  // Never waits for texts itself: `common` is loaded at start, and the label has a fallback.
  const { t } = useTranslation('common', { useSuspense: false });
  const text = t('loading', { defaultValue: 'Loading…' });
  return (
    <Flex
      role="status"
      aria-label={text}
      aria-busy
      align="center"
      justify="center"
      style={{ width: '100%', height }}
    >
      <Spin />
    </Flex>
  );
}
