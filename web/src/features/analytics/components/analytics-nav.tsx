import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Segmented } from '@/shared/ui-kit/segmented';
import { useAnalyticsParams } from '../hooks/use-analytics-params';
import { rangeSearch } from '../model/analytics-params';

const VIEWS = ['overview', 'locations', 'employees'] as const;
type View = (typeof VIEWS)[number];
const PATHS: Record<View, string> = {
  overview: '/analytics',
  locations: '/analytics/locations',
  employees: '/analytics/employees',
};

/** Between the overview and the two full tables, keeping the range. */
export function AnalyticsNav({ current }: { current: View }) {
  const { t } = useTranslation('analytics');
  const navigate = useNavigate();
  const { params } = useAnalyticsParams();
  return (
    <Segmented<View>
      aria-label={t('nav.label')}
      value={current}
      onChange={(view) => navigate(`${PATHS[view]}${rangeSearch(params)}`)}
      options={VIEWS.map((view) => ({ value: view, label: t(`nav.${view}`) }))}
    />
  );
}
