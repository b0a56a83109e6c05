import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MAIN_CONTENT_ID } from './layout/SkipLink';

type Props = {
  children: ReactNode;
  /** The outermost boundary, around a layout: its screen brings its own `main`, as the layout's is gone. */
  standalone?: boolean;
  /** A new value (the address) clears the error, so moving on from a failed page shows the next one. */
  resetKey?: string;
};
type State = { error: unknown; resetKey: string | undefined };

/** The spec's title for the router's error screen (section 8). */
export const ERROR_SCREEN_HEADING = 'Unexpected Application Error!';

/** A script chunk that failed or timed out (load-page.ts), in the wording of Chromium, Firefox and Safari. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkTimeoutError' ||
      /dynamically imported module|importing a module script failed/i.test(error.message))
  );
}

/**
 * The router's error screen. Catches a lazy page that fails to load (typically a stale chunk after a deploy or a
 * dropped connection) and any error while rendering a page or its layout, and offers a reload instead of a blank
 * screen: the spec's heading, then the app's own plain explanation.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A page failed to load', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const screen = (
      <div className="container route-error" role="alert">
        <h1>{ERROR_SCREEN_HEADING}</h1>
        <p>
          {isChunkLoadError(error)
            ? 'This page could not be loaded. Please check your internet connection, then reload the page.'
            : 'Something went wrong while showing this page. Reloading it usually helps; if not, please try again later.'}
        </p>
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
