import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from './chunk-error';
import { ErrorPanel } from './error-panel';

interface Props {
  /** The page's address: leaving the page clears the error, so the menu still leads elsewhere. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Around each lazily loaded page (issue 13): a render error or a page file that fails to load shows
 * the error page inside the frame, so the header and the menu stay usable.
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
    return this.state.failed ? <ErrorPanel error={this.state.error} /> : this.props.children;
  }
}
