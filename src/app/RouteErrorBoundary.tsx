import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { children: ReactNode };
type State = { failed: boolean };

/**
 * Catches a lazy page that fails to load, typically a stale chunk after a deploy or a dropped
 * connection, and offers a reload instead of a blank screen.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A page failed to load', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container route-error" role="alert">
        <h1>This page could not be loaded</h1>
        <p>Please check your internet connection, then reload the page.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload page
        </button>
      </div>
    );
  }
}
