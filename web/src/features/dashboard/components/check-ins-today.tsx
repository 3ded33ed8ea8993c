import type { TDashboard } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/shared/ui-kit/card';
import { RightOutlined } from '@/shared/ui-kit/icons';

/**
 * Today's check-ins by whether their rentals are ready now (DECISIONS.md §13), a link to the
 * readiness board of today, which says what each one is missing. Nothing when nobody arrives today.
 */
export function CheckInsToday({ counts }: { counts: TDashboard['checkInsToday'] }) {
  const { t } = useTranslation('dashboard');
  if (counts.ready + counts.notReady === 0) return null;
  return (
    <Card size="small">
      <Link to="/readiness?period=today" className="dash-checkins">
        <span>
          {t('checkIns.title')}:{' '}
          <strong data-tone={counts.ready ? 'success' : undefined}>
            {t('checkIns.ready', { count: counts.ready })}
          </strong>
          {', '}
          <strong data-tone={counts.notReady ? 'warning' : undefined}>
            {t('checkIns.notReady', { count: counts.notReady })}
          </strong>
        </span>
        <RightOutlined className="dash-checkins-arrow" />
      </Link>
    </Card>
  );
}
