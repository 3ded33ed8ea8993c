import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouteErrorPage } from '@/shared/app-version/route-error-page';
import { useScrollToTop } from '@/shared/hooks/use-scroll-to-top';
import { loadNamespaces } from '@/shared/i18n/i18n';
import { FRAME_NAMESPACES } from '@/shared/i18n/namespaces';
import { setSessionNavigator } from '@/shared/session/end-session';
import { useAuthStore } from '@/shared/stores/auth-store';

// Each visitor needs only one of the two trees; splitting them halves the first download. The
// texts of a tree's frame are fetched together with its code, not after it (issue 13).
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
