import type { ComponentType, ReactNode } from 'react';
import type { PageKey } from '../permissions';
import { lazyPage } from './lazy-page';

/** The super admin's pages (issue 12), each loaded only when opened: workspace users never download them. */
const adminPage = (load: () => Promise<ComponentType>, borrows: readonly 'locations'[] = []) =>
  lazyPage(load, ['admin', ...borrows]);

export const ADMIN_ROUTES: readonly { path: string; page: PageKey; element: ReactNode }[] = [
  {
    path: '/admin-dashboard',
    page: 'adminDashboard',
    element: adminPage(() =>
      import('@/features/admin/pages/admin-dashboard-page').then((m) => m.AdminDashboardPage),
    ),
  },
  {
    path: '/users-management',
    page: 'usersManagement',
    element: adminPage(() =>
      import('@/features/admin/pages/users-management-page').then((m) => m.UsersManagementPage),
    ),
  },
  {
    path: '/users-management/renewals',
    page: 'usersManagement',
    element: adminPage(() => import('@/features/admin/pages/renewals-page').then((m) => m.RenewalsPage)),
  },
  {
    path: '/users-management/workspaces/:workspaceId',
    page: 'usersManagement',
    element: adminPage(() => import('@/features/admin/pages/workspace-page').then((m) => m.WorkspacePage)),
  },
  {
    path: '/locations-management',
    page: 'locationsManagement',
    element: adminPage(
      () => import('@/features/admin/pages/locations-management-page').then((m) => m.LocationsManagementPage),
      ['locations'],
    ),
  },
  {
    path: '/logs',
    page: 'logs',
    element: adminPage(() => import('@/features/admin/pages/logs-page').then((m) => m.LogsPage)),
  },
  {
    path: '/active-codes',
    page: 'activeCodes',
    element: adminPage(() =>
      import('@/features/admin/pages/active-codes-page').then((m) => m.ActiveCodesPage),
    ),
  },
  {
    path: '/test-credentials',
    page: 'testCredentials',
    element: adminPage(() =>
      import('@/features/admin/pages/test-credentials-page').then((m) => m.TestCredentialsPage),
    ),
  },
  {
    path: '/app-versions',
    page: 'appVersions',
    element: adminPage(() =>
      import('@/features/admin/pages/app-versions-page').then((m) => m.AppVersionsPage),
    ),
  },
];
