import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
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
  const Page = lazy(() =>
    Promise.all([load(), loadNamespaces(namespaces)]).then(([component]) => ({ default: component })),
  );
  return (
    <PageFrame>
      <Page />
    </PageFrame>
  );
}
