import { Skeleton } from 'antd';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import type { PageKey } from '../permissions';

/**
 * The super admin's pages (issue 12), each loaded only when opened: workspace users never download
 * them. The fallback stays inside the layout, so the menu and header do not blink.
 */
function lazyPage(load: () => Promise<ComponentType>): ReactNode {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <Page />
    </Suspense>
  );
}

export const ADMIN_ROUTES: readonly { path: string; page: PageKey; element: ReactNode }[] = [
  {
    path: '/admin-dashboard',
    page: 'adminDashboard',
    element: lazyPage(() =>
      import('@/features/admin/pages/admin-dashboard-page').then((m) => m.AdminDashboardPage),
    ),
  },
  {
    path: '/users-management',
    page: 'usersManagement',
    element: lazyPage(() =>
      import('@/features/admin/pages/users-management-page').then((m) => m.UsersManagementPage),
    ),
  },
  {
    path: '/users-management/renewals',
    page: 'usersManagement',
    element: lazyPage(() => import('@/features/admin/pages/renewals-page').then((m) => m.RenewalsPage)),
  },
  {
    path: '/users-management/workspaces/:workspaceId',
    page: 'usersManagement',
    element: lazyPage(() => import('@/features/admin/pages/workspace-page').then((m) => m.WorkspacePage)),
  },
  {
    path: '/locations-management',
    page: 'locationsManagement',
    element: lazyPage(() =>
      import('@/features/admin/pages/locations-management-page').then((m) => m.LocationsManagementPage),
    ),
  },
  {
    path: '/logs',
    page: 'logs',
    element: lazyPage(() => import('@/features/admin/pages/logs-page').then((m) => m.LogsPage)),
  },
  {
    path: '/active-codes',
    page: 'activeCodes',
    element: lazyPage(() =>
      import('@/features/admin/pages/active-codes-page').then((m) => m.ActiveCodesPage),
    ),
  },
  {
    path: '/test-credentials',
    page: 'testCredentials',
    element: lazyPage(() =>
      import('@/features/admin/pages/test-credentials-page').then((m) => m.TestCredentialsPage),
    ),
  },
  {
    path: '/app-versions',
    page: 'appVersions',
    element: lazyPage(() =>
      import('@/features/admin/pages/app-versions-page').then((m) => m.AppVersionsPage),
    ),
  },
];
