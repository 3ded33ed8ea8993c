import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { matchPath, useLocation } from 'react-router';
import { PageErrorBoundary } from '@/shared/app-version/page-error-boundary';
import { loadNamespaces, type Namespace } from '@/shared/i18n/i18n';
import { PageLoading } from '@/shared/ui/page-loading';

function PageFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}

/**
 * A page loaded only when first opened (issue 13), with the translation namespaces it uses fetched at
 * the same time as its code, not after it: the page paints once both are there, with no raw keys and
 * no second wait. Meanwhile the frame shows a loading state; a failure shows the error page.
 */
export function lazyPage(load: () => Promise<ComponentType>, namespaces: readonly Namespace[]): ReactNode {
  let code: Promise<ComponentType> | null = null;
  const loadCode = () => {
    code ??= load();
    return code;
  };
  const Page = lazy(() =>
    Promise.all([loadCode(), loadNamespaces(namespaces)]).then(([component]) => ({ default: component })),
  );
  const element = (
    <PageFrame>
      <Page />
    </PageFrame>
  );
  CODE_LOADERS.set(element, loadCode);
  return element;
}

const CODE_LOADERS = new WeakMap<object, () => Promise<unknown>>();

/**
 * Starts downloading the code of the page a route shows, before the frame around it has drawn: the
 * page opened by the address bar then loads beside the frame instead of after it. Its texts follow
 * when it renders (i18next may still be starting).
 */
export function preloadPageOf(
  routes: readonly { path: string; element: ReactNode }[],
  pathname: string,
): void {
  const route = routes.find(({ path }) => matchPath(path, pathname));
  const loadCode =
    route?.element && typeof route.element === 'object' ? CODE_LOADERS.get(route.element) : undefined;
  // A failure here surfaces again (and is handled) when the page renders.
  loadCode?.().catch(() => undefined);
}
