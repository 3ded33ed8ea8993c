import { Navigate } from 'react-router';
import { NotInTeamPage } from '@/features/dashboard/pages/not-in-team-page';
import { useAuthStore } from '@/shared/stores/auth-store';
import { NoAccessPage, UnderConstructionPage } from '../pages/status-pages';
import { canOpen, firstAllowedPath } from '../permissions';

/**
 * `/` is the dashboard for those with analytics. Staff without a role get a friendly explanation;
 * others (a cleaner, a superuser) are sent to their first page instead of a "no access" wall.
 */
export function HomeRoute() {
  const rights = useAuthStore((s) => s.rights);
  const menuEnabled = useAuthStore((s) => s.menuEnabled);
  const subject = { rights, menuEnabled };
  if (canOpen('dashboard', subject)) return <UnderConstructionPage section="dashboard" />;
  if (!menuEnabled) return <NotInTeamPage />;
  const first = firstAllowedPath(subject);
  return first ? <Navigate to={first} replace /> : <NoAccessPage />;
}
