import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouteErrorPage } from '@/shared/app-version/route-error-page';
import { useScrollToTop } from '@/shared/hooks/use-scroll-to-top';
import { setSessionNavigator } from '@/shared/session/end-session';
import { useAuthStore } from '@/shared/stores/auth-store';

// Each visitor needs only one of the two trees; splitting them halves the first download.
const SignedInRoutes = lazy(() =>
  import('./routes/signed-in-routes').then((m) => ({ default: m.SignedInRoutes })),
);
const SignedOutRoutes = lazy(() =>
  import('./routes/signed-out-routes').then((m) => ({ default: m.SignedOutRoutes })),
);

/** The signed-out and signed-in route trees swap by the auth flag (SPEC.md §4). */
function Root() {
  useScrollToTop();
  const isAuth = useAuthStore((s) => s.isAuth);
  return isAuth ? <SignedInRoutes /> : <SignedOutRoutes />;
}

// The error page offers a reload: usually a page of an older build whose files a deployment removed.
export const router = createBrowserRouter([
  { path: '*', element: <Root />, errorElement: <RouteErrorPage /> },
]);

setSessionNavigator((path) => router.navigate(path, { replace: true }));
