import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useToken } from '@/shared/ui-kit/tokens';
import { CHART_SERIES } from '@/shared/ui-kit/tokens/theme-tokens';
import { useUiStore } from '../stores/ui-store';
import type { TimeChartProps } from './time-chart';

/*
 * The chart itself: the one file that imports recharts (STYLE.md: charts behind one small wrapper so
 * the library can be swapped), loaded only when a chart first shows (time-chart.tsx).
 *
 * Series colours with at least 3:1 against the card's background in each theme (WCAG 1.4.11 for
 * graphics): the light ones on the light card, the dark ones on the dark card (CHART_SERIES in the kit's
 * tokens). Text and grid use antd's tokens, which the kit's theme already tunes to 4.5:1.
 */

export function TimeChartBody<T extends object>({
  kind,
  points,
  xKey,
  series,
  formatX,
  formatY = (value) => String(value),
  label,
  height = 280,
}: TimeChartProps<T>) {
  const { token } = useToken();
  const isDark = useUiStore((s) => s.isDarkMode);
  const colours = isDark ? CHART_SERIES.dark : CHART_SERIES.light;
  const axis = { fill: token.colorTextSecondary, fontSize: 12 };
  const data = points as T[];
  const common = {
    data,
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
    accessibilityLayer: true,
  };
  const grid = <CartesianGrid stroke={token.colorBorderSecondary} vertical={false} />;
  const xAxis = (
    <XAxis
      dataKey={xKey}
      tickFormatter={(value: string) => formatX(value)}
      tick={axis}
      stroke={token.colorBorder}
      minTickGap={12}
    />
  );
  const yAxis = (
    <YAxis
      tick={axis}
      stroke={token.colorBorder}
      allowDecimals={false}
      width={44}
      tickFormatter={(value: number) => formatY(value)}
    />
  );
  const tooltip = (
    <Tooltip
      labelFormatter={(value) => formatX(String(value))}
      formatter={(value) => (typeof value === 'number' ? formatY(value) : String(value ?? ''))}
      contentStyle={{
        background: token.colorBgElevated,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        color: token.colorText,
      }}
      labelStyle={{ color: token.colorText }}
      itemStyle={{ color: token.colorText }}
      cursor={{ fill: token.colorFillSecondary, stroke: token.colorBorder }}
    />
  );
  // The series' own order (planned, done, missed), not recharts' alphabetical default.
  const legend = <Legend itemSorter={null} wrapperStyle={{ color: token.colorText, fontSize: 13 }} />;

  return (
    <figure aria-label={label} data-chart-kind={kind} style={{ width: '100%', height, margin: 0 }}>
      <ResponsiveContainer width="100%" height="100%">
        {kind === 'bar' ? (
          <BarChart {...common}>
            {grid}
            {xAxis}
            {yAxis}
            {tooltip}
            {legend}
            {series.map((item, index) => (
              <Bar
                key={item.key}
                dataKey={item.key}
                name={item.label}
                fill={colours[index % colours.length]}
                radius={[3, 3, 0, 0]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        ) : (
          <LineChart {...common}>
            {grid}
            {xAxis}
            {yAxis}
            {tooltip}
            {legend}
            {series.map((item, index) => (
              <Line
                key={item.key}
                dataKey={item.key}
                name={item.label}
                type="monotone"
                stroke={colours[index % colours.length]}
                strokeWidth={2}
                dot={points.length <= 31}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        )}
      </ResponsiveContainer>
    </figure>
  );
}
