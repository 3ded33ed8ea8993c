import { lazy, useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { PageErrorBoundary } from '@/shared/app-version/page-error-boundary';
import { useScrollToTop } from '@/shared/hooks/use-scroll-to-top';
import { loadNamespaces } from '@/shared/i18n/i18n';
import { FRAME_NAMESPACES } from '@/shared/i18n/namespaces';
import { setSessionNavigator } from '@/shared/session/end-session';
import { useAuthStore } from '@/shared/stores/auth-store';

// Each visitor needs only one of the two trees; splitting them halves the first download. The
// texts of a tree's frame are fetched together with its code, not after it.
let signedInCode: Promise<typeof import('./routes/signed-in-routes')> | null = null;
let signedOutCode: Promise<typeof import('./routes/signed-out-routes')> | null = null;
const loadSignedIn = () => {
  signedInCode ??= import('./routes/signed-in-routes');
  return signedInCode;
};
const loadSignedOut = () => {
  signedOutCode ??= import('./routes/signed-out-routes');
  return signedOutCode;
};
const SignedInRoutes = lazy(() =>
  Promise.all([loadSignedIn(), loadNamespaces(FRAME_NAMESPACES.signedIn)]).then(([m]) => ({
    default: m.SignedInRoutes,
  })),
);
const SignedOutRoutes = lazy(() =>
  Promise.all([loadSignedOut(), loadNamespaces(FRAME_NAMESPACES.signedOut)]).then(([m]) => ({
    default: m.SignedOutRoutes,
  })),
);
// The tree this visitor needs starts downloading now, beside the first texts, not once they arrived.
// A failure here surfaces again (and is handled) when the tree renders.
(useAuthStore.getState().isAuth ? loadSignedIn() : loadSignedOut()).catch(() => undefined);

/**
 * The signed-out and signed-in route trees swap by the auth flag (SPEC.md §4). Neither brings antd's
 * provider: the pages drawn in antd bring it with their code (lazyPage, signed-out-routes.tsx), and the
 * toasts (a "sign in again" raised as the session ends) are the app's own, above both trees.
 */
function Root() {
  useScrollToTop();
  const isAuth = useAuthStore((s) => s.isAuth);
  return isAuth ? <SignedInRoutes /> : <SignedOutRoutes />;
}

/** Leaving the session moves to / through the router (end-session.ts), so no layout sees a stale path. */
function SessionNavigator() {
  const navigate = useNavigate();
  useEffect(() => setSessionNavigator((path) => navigate(path, { replace: true })), [navigate]);
  return null;
}

/**
 * The app's routes in the browser's history. The declarative router, not the data router
 * (createBrowserRouter): the app loads its data with TanStack Query, not route loaders, and the data
 * router's code is more than half of React Router's, and the entry carries the router. A
 * render error outside a page's own boundary shows our error page (PageErrorBoundary), as the data
 * router's errorElement did. SessionNavigator comes before Root, so its effect has registered the
 * router's navigate before any query of the tree can end the session.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <PageErrorBoundary landmark>
        <SessionNavigator />
        <Root />
      </PageErrorBoundary>
    </BrowserRouter>
  );
}
