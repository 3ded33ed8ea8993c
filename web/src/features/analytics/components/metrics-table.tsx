import type { TAnalyticsMetrics } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CsvColumn } from '@/shared/csv/to-csv';
import { Flex } from '@/shared/ui-kit/flex';
import { type ResponsiveColumn, ResponsiveTable } from '@/shared/ui-kit/responsive-table';
import { Typography } from '@/shared/ui-kit/typography';
import { compareFigures, csvFigure, formatFigure, type MetricDef } from '../model/metrics';
import { ExportButton } from './export-button';

export interface MetricsRow {
  metrics: TAnalyticsMetrics;
}

/** The unit a CSV header carries, since its cells are plain numbers. */
const CSV_UNIT: Record<MetricDef['kind'], string | null> = {
  count: null,
  rating: null,
  share: 'units.percent',
  minutes: 'units.minutes',
  hours: 'units.hours',
};

/**
 * Every figure of a list of places or people, one row each: sortable by any column, the
 * name a link to its drill-down, exported to CSV as shown. On a phone each row is a card.
 */
export function MetricsTable<T extends MetricsRow>({
  rows,
  defs,
  nameTitle,
  nameOf,
  linkOf,
  idOf,
  label,
  exportName,
  loading,
}: {
  rows: readonly T[];
  defs: readonly MetricDef[];
  nameTitle: string;
  nameOf: (row: T) => string;
  linkOf: (row: T) => string;
  idOf: (row: T) => string;
  /** Names the table for screen readers and heads it. */
  label: string;
  exportName: string[];
  loading?: boolean;
}) {
  const { t, i18n } = useTranslation('analytics');
  const columns: ResponsiveColumn<T>[] = [
    {
      key: 'name',
      title: nameTitle,
      card: 'title',
      fixed: 'left',
      sorter: (a, b) => nameOf(a).localeCompare(nameOf(b), i18n.language),
      render: (_, row) => <Link to={linkOf(row)}>{nameOf(row)}</Link>,
    },
    ...defs.map(
      (def): ResponsiveColumn<T> => ({
        key: def.key,
        title: t(`metrics.${def.key}`),
        align: 'right',
        sorter: (a, b) => compareFigures(def.read(a.metrics), def.read(b.metrics)),
        render: (_, row) => formatFigure(def.kind, def.read(row.metrics), i18n.language),
      }),
    ),
  ];
  const csv: CsvColumn<T>[] = [
    { header: nameTitle, value: nameOf },
    ...defs.map((def) => {
      const unit = CSV_UNIT[def.kind];
      return {
        header: unit ? `${t(`metrics.${def.key}`)}, ${t(unit)}` : t(`metrics.${def.key}`),
        value: (row: T) => csvFigure(def.kind, def.read(row.metrics)),
      };
    }),
  ];

  return (
    <section aria-label={label}>
      <Flex wrap justify="space-between" align="center" gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {label}
        </Typography.Title>
        <ExportButton name={exportName} columns={csv} rows={rows} />
      </Flex>
      <ResponsiveTable<T>
        columns={columns}
        items={[...rows]}
        rowKey={idOf}
        label={label}
        loading={loading}
        pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        size="small"
      />
    </section>
  );
}
