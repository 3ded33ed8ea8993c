import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

const Page = lazy(() => import('./pages/dashboard-page').then((m) => ({ default: m.DashboardPage })));

/** The dashboard, loaded when first opened so the sign-in screens stay light. */
export function DashboardRoute() {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <Page />
    </Suspense>
  );
}
