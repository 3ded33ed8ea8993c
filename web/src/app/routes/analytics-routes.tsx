import type { ReactNode } from 'react';
import { lazyAntdPage } from './lazy-page';

/**
 * The analytics pages, each loaded only when opened: the chart library comes with them, so
 * other pages never download it. Rows behind a figure name tasks' and complaints' words too.
 */
/** Paths of SPEC.md §2; the app guards them all with get_analytics. */
export const ANALYTICS_ROUTES: readonly { path: string; element: ReactNode }[] = [
  {
    path: '/analytics',
    element: lazyAntdPage(
      () => import('@/features/analytics/pages/analytics-page').then((m) => m.AnalyticsPage),
      ['analytics'],
    ),
  },
  {
    path: '/analytics/locations',
    element: lazyAntdPage(
      () =>
        import('@/features/analytics/pages/analytics-locations-page').then((m) => m.AnalyticsLocationsPage),
      ['analytics'],
    ),
  },
  {
    path: '/analytics/locations/:locationId',
    element: lazyAntdPage(
      () => import('@/features/analytics/pages/analytics-location-page').then((m) => m.AnalyticsLocationPage),
      ['analytics', 'tasks', 'complaints'],
    ),
  },
  {
    path: '/analytics/locations/:locationId/rooms/:roomId',
    element: lazyAntdPage(
      () => import('@/features/analytics/pages/analytics-room-page').then((m) => m.AnalyticsRoomPage),
      ['analytics', 'tasks', 'complaints'],
    ),
  },
  {
    path: '/analytics/employees',
    element: lazyAntdPage(
      () =>
        import('@/features/analytics/pages/analytics-employees-page').then((m) => m.AnalyticsEmployeesPage),
      ['analytics'],
    ),
  },
  {
    path: '/analytics/employees/:employeeId',
    element: lazyAntdPage(
      () => import('@/features/analytics/pages/analytics-employee-page').then((m) => m.AnalyticsEmployeePage),
      ['analytics', 'tasks', 'complaints'],
    ),
  },
];
