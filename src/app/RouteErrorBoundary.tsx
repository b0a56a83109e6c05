import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '../lib/client-errors';
import { MAIN_CONTENT_ID } from './layout/SkipLink';

type Props = {
  children: ReactNode;
  /** The outermost boundary, around a layout: its screen brings its own `main`, as the layout's is gone. */
  standalone?: boolean;
  /** A new value (the address) clears the error, so moving on from a failed page shows the next one. */
  resetKey?: string;
};
type State = { failed: boolean; resetKey: string | undefined };

/** The spec's title for the router's error screen (section 8). */
export const ERROR_SCREEN_HEADING = 'Unexpected Application Error!';

/**
 * The router's error screen. Catches a lazy page that fails to load or times out (typically a stale chunk after a
 * deploy, or a dropped connection) and any error while rendering a page or its layout, and offers a reload instead
 * of a blank screen: the spec's heading, then the app's own plain explanation.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    reportClientError('error-boundary', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const screen = (
      <div className="container route-error" role="alert">
        <h1>{ERROR_SCREEN_HEADING}</h1>
        {/* One plain message for every cause: a failed or stalled chunk is by far the likeliest, and a reload is the
            visitor's remedy for the rest too. Every byte here is in every page's first load. */}
        <p>This page could not be loaded. Please check your internet connection, then reload the page.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload page
        </button>
      </div>
    );
    return this.props.standalone ? (
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="site-main">
        {screen}
      </main>
    ) : (
      screen
    );
  }
}
