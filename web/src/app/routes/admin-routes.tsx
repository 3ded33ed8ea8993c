import type { ReactNode } from 'react';
import type { PageKey } from '../permissions';
import { lazyAntdPage } from './lazy-page';

/** The super admin's pages, each loaded only when opened: workspace users never download them. */
export const ADMIN_ROUTES: readonly { path: string; page: PageKey; element: ReactNode }[] = [
  {
    path: '/admin-dashboard',
    page: 'adminDashboard',
    element: lazyAntdPage(
      () => import('@/features/admin/pages/admin-dashboard-page').then((m) => m.AdminDashboardPage),
      ['admin'],
    ),
  },
  {
    path: '/users-management',
    page: 'usersManagement',
    element: lazyAntdPage(
      () => import('@/features/admin/pages/users-management-page').then((m) => m.UsersManagementPage),
      ['admin'],
    ),
  },
  {
    path: '/users-management/renewals',
    page: 'usersManagement',
    element: lazyAntdPage(
      () => import('@/features/admin/pages/renewals-page').then((m) => m.RenewalsPage),
      ['admin'],
    ),
  },
  {
    path: '/users-management/workspaces/:workspaceId',
    page: 'usersManagement',
    element: lazyAntdPage(
      () => import('@/features/admin/pages/workspace-page').then((m) => m.WorkspacePage),
      ['admin'],
    ),
  },
  {
    path: '/locations-management',
    page: 'locationsManagement',
    element: lazyAntdPage(
      () => import('@/features/admin/pages/locations-management-page').then((m) => m.LocationsManagementPage),
      ['admin', 'locations'],
    ),
  },
  {
    path: '/logs',
    page: 'logs',
    element: lazyAntdPage(
      () => import('@/features/admin/pages/logs-page').then((m) => m.LogsPage),
      ['admin'],
    ),
  },
  {
    path: '/logs/failed-notifications',
    page: 'logs',
    element: lazyAntdPage(
      () =>
        import('@/features/admin/pages/notification-failures-page').then((m) => m.NotificationFailuresPage),
      ['admin'],
    ),
  },
  {
    path: '/active-codes',
    page: 'activeCodes',
    element: lazyAntdPage(
      () => import('@/features/admin/pages/active-codes-page').then((m) => m.ActiveCodesPage),
      ['admin'],
    ),
  },
  {
    path: '/test-credentials',
    page: 'testCredentials',
    element: lazyAntdPage(
      () => import('@/features/admin/pages/test-credentials-page').then((m) => m.TestCredentialsPage),
      ['admin'],
    ),
  },
  {
    path: '/app-versions',
    page: 'appVersions',
    element: lazyAntdPage(
      () => import('@/features/admin/pages/app-versions-page').then((m) => m.AppVersionsPage),
      ['admin'],
    ),
  },
];
