import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageErrorFallback } from '@pasture/ui';
import { isChunkLoadError } from '@pasture/ui/internal';

const reload = () => window.location.reload();

interface PageErrorBoundaryProps {
  /** A new value (the page's location) clears the error: navigating is how a user leaves a broken page. */
  resetKey: string;
  children?: ReactNode;
}

interface PageErrorBoundaryState {
  error: unknown;
  resetKey: string;
}

/**
 * One page's error boundary, inside the console's frame: a page that throws while rendering (or whose lazily loaded
 * part is gone after a deployment) shows the fallback in its place and the menu, tab bar and other kept pages stay
 * usable. It resets when the page's location changes, and on "Try again".
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<PageErrorBoundaryState> {
    return { error: error ?? new Error('A page failed without an error.') };
  }

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack); // eslint-disable-line no-console -- the developer needs the cause
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <PageErrorFallback
        kind={isChunkLoadError(error) ? 'chunk' : 'render'}
        onReload={reload}
        onRetry={() => this.setState({ error: null })}
      />
    );
  }
}
