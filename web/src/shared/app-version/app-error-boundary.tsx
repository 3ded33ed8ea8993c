import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from './chunk-error';
import { ErrorPanel } from './error-panel';

/**
 * Around the whole app: a render error anywhere outside a page's own boundary (page-error-boundary.tsx),
 * or a route tree of an older build whose files a deployment removed, shows our error page instead of
 * a blank screen (DECISIONS.md §11). Its Reload button is the way out.
 */
export class AppErrorBoundary extends Component<
  { children: ReactNode },
  { error: unknown; failed: boolean }
> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isChunkLoadError(error)) console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? (
      <main>
        <ErrorPanel error={this.state.error} />
      </main>
    ) : (
      this.props.children
    );
  }
}
