import { Navigate } from 'react-router';
import { useAuthStore } from '@/shared/stores/auth-store';
import { NoAccessPage } from '../pages/status-pages';
import { canOpen, firstAllowedPath } from '../permissions';
import { lazyPage, preloadPageOf } from './lazy-page';

// The dashboard names jobs' states and emergency tasks with those pages' words.
// Plain React, as a phone opens it.
const dashboard = lazyPage(
  () => import('@/features/dashboard/pages/dashboard-page').then((m) => m.DashboardPage),
  ['dashboard', 'jobs', 'tasks'],
  () => import('@/features/dashboard/api/get-dashboard').then((m) => m.DASHBOARD_PATH),
);

/** `/` opened from the address bar by someone it shows the dashboard: its code and data start now. */
export function preloadHome(pathname: string): void {
  const { rights, menuEnabled } = useAuthStore.getState();
  if (canOpen('dashboard', { rights, menuEnabled }))
    preloadPageOf([{ path: '/', element: dashboard }], pathname);
}

/**
 * `/` is the dashboard for those with analytics. Staff without it start on their own work
 * (a cleaner's first page is My work, where an invitation or "awaiting approval" shows too); others
 * (a superuser) are sent to their first page instead of a "no access" wall.
 */
export function HomeRoute() {
  const rights = useAuthStore((s) => s.rights);
  const menuEnabled = useAuthStore((s) => s.menuEnabled);
  const isStaff = useAuthStore((s) => s.user?.type === 'staff');
  const subject = { rights, menuEnabled };
  if (canOpen('dashboard', subject)) return dashboard;
  if (isStaff) return <Navigate to="/tasks/mine" replace />;
  const first = firstAllowedPath(subject);
  return first ? <Navigate to={first} replace /> : <NoAccessPage />;
}
