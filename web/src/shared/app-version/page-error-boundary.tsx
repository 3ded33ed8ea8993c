import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from './chunk-error';
import { ErrorPanel } from './error-panel';

interface Props {
  /** The page's address: leaving the page clears the error, so the menu still leads elsewhere. */
  resetKey?: string;
  /** Around the whole app, where no frame gives the page its `main` landmark: the error page is one. */
  landmark?: boolean;
  children: ReactNode;
}

/**
 * Around each lazily loaded page: a render error or a page file that fails to load shows
 * the error page inside the frame, so the header and the menu stay usable. Around the whole app
 * (router.tsx, `landmark`): a render error outside a page's own boundary, or a route tree of an older
 * build whose files a deployment removed, shows the same error page instead of a blank screen
 * (DECISIONS.md §11); its Reload button is the way out.
 */
export class PageErrorBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isChunkLoadError(error)) console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null, failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const panel = <ErrorPanel error={this.state.error} />;
    return this.props.landmark ? <main>{panel}</main> : panel;
  }
}
