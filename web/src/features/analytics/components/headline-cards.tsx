import type { TAnalyticsMetrics } from '@cleanops/contracts';
import { Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Card } from '@/shared/ui/card';
import { formatFigure, HEADLINE_METRICS, type MetricDef } from '../model/metrics';

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

/** The figures an owner looks at first, as cards that wrap to two columns on a phone. */
export function HeadlineCards({ metrics, extra = [] }: { metrics: TAnalyticsMetrics; extra?: MetricDef[] }) {
  const { t, i18n } = useTranslation('analytics');
  return (
    <ul style={GRID} aria-label={t('page.headline')}>
      {[...HEADLINE_METRICS, ...extra].map((def) => (
        <li key={def.key}>
          <Card size="small" style={{ height: '100%' }}>
            <Statistic
              title={t(`metrics.${def.key}`)}
              value={formatFigure(def.kind, def.read(metrics), i18n.language)}
              styles={{ content: { fontSize: 22 } }}
            />
          </Card>
        </li>
      ))}
    </ul>
  );
}
