import { reportClientError } from '../../lib/client-errors';

/**
 * The eager part of error reporting (decision 0020), installed first thing by the app's entry: listeners that
 * catch uncaught errors, unhandled rejections and failed chunk preloads into a small buffer, and a loader that
 * fetches the reporter (and, for a sample of visits, web-vitals) once the page has loaded and the browser is
 * idle. Everything else lives in the reporter's own chunk, so this adds well under 1 kB to the first load.
 */
export function installErrorReporting(): void {
  if (!import.meta.env.PROD) return;
  window.addEventListener('error', (event) => {
    // A cross-origin script's error arrives as "Script error." with nothing to act on.
    if (event.error !== undefined || event.filename) reportClientError('uncaught', event.error ?? event.message);
  });
  window.addEventListener('unhandledrejection', (event) => reportClientError('unhandled-rejection', event.reason));
  // Vite's module preloader: a chunk a lazy page needs did not load (typically a deploy replaced it).
  window.addEventListener('vite:preloadError', (event) =>
    reportClientError('chunk-load', (event as Event & { payload?: unknown }).payload),
  );
  // The page type of the address the visit started on: web vitals describe that page's load.
  const landing = window.location.pathname;
  const start = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    idle(() => {
      // The reporter's own failures are never reported: that could loop.
      import('./reporter').then(({ startReporter }) => startReporter(landing)).catch(() => {});
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
