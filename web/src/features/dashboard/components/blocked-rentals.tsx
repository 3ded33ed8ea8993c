import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '@/shared/hooks/use-can';
import { Card } from '@/shared/ui-kit/card';
import { Tag } from '@/shared/ui-kit/tag';
import { useBlockedRentals } from '../api/get-blocked-rentals';

/**
 * The rentals a blocking problem keeps from use, each with the problem in words ("blocked: no hot
 * water") and, for those who handle problems, a link to it. Nothing when none is blocked.
 */
export function BlockedRentals() {
  const { t } = useTranslation('dashboard');
  const canManage = useCan('manage_problems');
  const blocked = useBlockedRentals();
  const rentals = blocked.data ?? [];
  if (rentals.length === 0) return null;
  return (
    <Card size="small" title={<h2 className="dash-h2 dash-section-title">{t('blocked.title')}</h2>}>
      <ul className="dash-rows" aria-label={t('blocked.title')} data-testid="dashboard-blocked">
        {rentals.map((rental) => {
          const problem = rental.blockingProblem;
          const reason = problem ? t('blocked.reason', { text: problem.text }) : t('blocked.reasonUnknown');
          return (
            <li key={rental.location.id}>
              <Tag color="error">{t('blocked.state')}</Tag>{' '}
              <Link to={`/locations/${rental.location.id}`}>{rental.location.title}</Link>
              {' — '}
              {problem && canManage ? <Link to={`/problems/${problem.problemId}`}>{reason}</Link> : reason}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
