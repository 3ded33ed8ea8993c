import type { TAnalyticsMetrics } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/shared/ui-kit/card';
import { Statistic } from '@/shared/ui-kit/statistic';
import { Typography } from '@/shared/ui-kit/typography';
import { type FigureScope, figureLink } from '../model/figure-links';
import { formatFigure, HEADLINE_METRICS, type MetricDef } from '../model/metrics';

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

/**
 * The figures an owner looks at first, as cards that wrap to two columns on a phone. Each says in a
 * line how it is counted (DECISIONS.md §10), so "Planned 4, Done 1, Completion 100%" reads as the rule
 * it is: completion counts only the jobs already due. A count is a link to what it counts.
 */
export function HeadlineCards({
  metrics,
  scope,
  extra = [],
}: {
  metrics: TAnalyticsMetrics;
  scope: FigureScope;
  extra?: MetricDef[];
}) {
  const { t, i18n } = useTranslation('analytics');
  const { jobs } = metrics;
  const hint = (key: string) =>
    t(`hints.${key}`, {
      defaultValue: '',
      done: jobs.done,
      due: jobs.planned - jobs.notYetDue,
      notYetDue: jobs.notYetDue,
    });
  return (
    <ul style={GRID} aria-label={t('page.headline')}>
      {[...HEADLINE_METRICS, ...extra].map((def) => {
        const value = formatFigure(def.kind, def.read(metrics), i18n.language);
        const to = figureLink(def.key, scope);
        const about = hint(def.key);
        return (
          <li key={def.key}>
            <Card size="small" style={{ height: '100%' }}>
              <Statistic
                title={t(`metrics.${def.key}`)}
                value={value}
                formatter={to ? () => <Link to={to}>{value}</Link> : undefined}
                styles={{ content: { fontSize: 22 } }}
              />
              {about && (
                <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', marginTop: 4 }}>
                  {about}
                </Typography.Text>
              )}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
