import { Skeleton } from 'antd';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/**
 * The analytics pages, each loaded only when opened (issue 11): the chart library comes with them,
 * so other pages never download it. The fallback stays inside the layout; the menu does not blink.
 */
function lazyPage(load: () => Promise<ComponentType>): ReactNode {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <Page />
    </Suspense>
  );
}

/** Paths of SPEC.md §2; the app guards them all with get_analytics. */
export const ANALYTICS_ROUTES: readonly { path: string; element: ReactNode }[] = [
  {
    path: '/analytics',
    element: lazyPage(() => import('./pages/analytics-page').then((m) => m.AnalyticsPage)),
  },
  {
    path: '/analytics/locations',
    element: lazyPage(() => import('./pages/analytics-locations-page').then((m) => m.AnalyticsLocationsPage)),
  },
  {
    path: '/analytics/locations/:locationId',
    element: lazyPage(() => import('./pages/analytics-location-page').then((m) => m.AnalyticsLocationPage)),
  },
  {
    path: '/analytics/locations/:locationId/rooms/:roomId',
    element: lazyPage(() => import('./pages/analytics-room-page').then((m) => m.AnalyticsRoomPage)),
  },
  {
    path: '/analytics/employees',
    element: lazyPage(() => import('./pages/analytics-employees-page').then((m) => m.AnalyticsEmployeesPage)),
  },
  {
    path: '/analytics/employees/:employeeId',
    element: lazyPage(() => import('./pages/analytics-employee-page').then((m) => m.AnalyticsEmployeePage)),
  },
];
