import { useRouteError } from 'react-router';
import { isChunkLoadError } from './chunk-error';
import { ErrorPanel } from './error-panel';

/**
 * What the router shows instead of its bare developer error screen: a render error anywhere outside a
 * page's own boundary, or a route tree of an older build whose files a deployment removed
 * (DECISIONS.md §11).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (!isChunkLoadError(error)) console.error(error);
  return (
    <main>
      <ErrorPanel error={error} />
    </main>
  );
}
