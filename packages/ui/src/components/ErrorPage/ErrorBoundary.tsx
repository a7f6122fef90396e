import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, retryFailedPages } from '../../app/page-loader.ts';
import { ErrorPage, type PageErrorKind } from './ErrorPage.tsx';

interface Props {
  children: ReactNode;
  /** Whether the browser is online now (injected for stories; the browser's flag by default). */
  online?: () => boolean;
  /** Shown instead of the error page: for a part of a page that may fail alone. */
  fallback?: ReactNode;
}

/** Which error page a caught error deserves. */
export function errorKind(error: unknown, online: boolean): PageErrorKind {
  if (!online) return 'offline';
  return isChunkLoadError(error) ? 'chunk' : 'render';
}

const browserOnline = () => globalThis.navigator?.onLine ?? true;

/**
 * Catches what a page throws while rendering (or a page chunk that failed to load) and shows the
 * error page in its place; "Tentar novamente" renders the children again. Key it by location to
 * start afresh on every navigation.
 */
export class ErrorBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  private retry = () => {
    retryFailedPages();
    this.setState({ error: null, failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    const online = (this.props.online ?? browserOnline)();
    return <ErrorPage kind={errorKind(this.state.error, online)} onRetry={this.retry} />;
  }
}
