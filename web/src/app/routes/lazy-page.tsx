import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { matchPath, type Params, useLocation } from 'react-router';
import { requestEarly } from '@/shared/api/client';
import { PageErrorBoundary } from '@/shared/app-version/page-error-boundary';
import { loadNamespaces, type Namespace, preloadNamespaces } from '@/shared/i18n/i18n';
import { inAntdScope, loadAntdProvider } from '@/shared/ui-kit/antd-scope';
import { PageLoading } from '@/shared/ui-kit/page-loading';

function PageFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}

/**
 * A page loaded only when first opened, with the translation namespaces it uses fetched at
 * the same time as its code, not after it: the page paints once both are there, with no raw keys and
 * no second wait. Meanwhile the frame shows a loading state; a failure shows the error page.
 */
export function lazyPage(
  load: () => Promise<ComponentType>,
  namespaces: readonly Namespace[],
  /**
   * The API path of the page's first view, from the page's own API module (imported here, so the
   * shell stays without it), asked for as soon as the page is known (preloadPageOf).
   */
  firstData?: (params: Params) => Promise<string> | undefined,
): ReactNode {
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
  PRELOADERS.set(element, (params) => {
    // A failure here only loses the head start: the page asks for its data itself.
    firstData?.(params)?.then(requestEarly, () => undefined);
    preloadNamespaces(namespaces);
    return loadCode();
  });
  return element;
}

/**
 * A page drawn in antd: lazyPage, with antd's provider (its theme, locale and stylesheet) fetched beside
 * the page's code and put around it. The signed-in frame and the plain pages (lazyPage) have none, so
 * a phone opening one of those never downloads or runs antd. scripts/check-bundle-budget.mjs
 * weighs such a page with the provider.
 */
export function lazyAntdPage(
  load: () => Promise<ComponentType>,
  namespaces: readonly Namespace[],
  firstData?: (params: Params) => Promise<string> | undefined,
): ReactNode {
  return lazyPage(
    () => Promise.all([load(), loadAntdProvider()]).then(([Page, antd]) => inAntdScope(Page, antd)),
    namespaces,
    firstData,
  );
}

const PRELOADERS = new WeakMap<object, (params: Params) => Promise<unknown>>();

/**
 * Starts downloading the code of the page a route shows, before the frame around it has drawn: the
 * page opened by the address bar then loads beside the frame instead of after it, and the data of its
 * first view with it when the page names it, and its texts.
 */
export function preloadPageOf(
  routes: readonly { path: string; element: ReactNode }[],
  pathname: string,
): void {
  for (const { path, element } of routes) {
    const match = matchPath(path, pathname);
    if (!match) continue;
    const preload = element && typeof element === 'object' ? PRELOADERS.get(element) : undefined;
    // A failure here surfaces again (and is handled) when the page renders.
    preload?.(match.params).catch(() => undefined);
    return;
  }
}
