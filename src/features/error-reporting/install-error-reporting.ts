import { reportClientError, whenClientErrorWaits } from '../../lib/client-errors';

/** The share of page views that load web-vitals and report LCP, INP and CLS (decision 0020). */
export const VITALS_SAMPLE_RATE = 0.25;

/**
 * The eager part of error reporting (decision 0020), installed first thing by the app's entry: listeners that
 * catch uncaught errors, unhandled rejections and failed chunk preloads into a small buffer. Once the page has
 * loaded and the browser is idle, the reporter's chunk loads if an error waits (or when one first does), and
 * web-vitals loads for a sample of page views; most visits download neither. About 0.3 kB of the first load.
 */
export function installErrorReporting(random: () => number = Math.random): void {
  // Automated browsers (test runs, benchmarks, scripted monitors) are not visitors: their errors and timings
  // would only muddy what real visits show. The e2e test of this feature presents itself as a visitor.
  if (!import.meta.env.PROD || navigator.webdriver) return;
  window.addEventListener('error', (event) => {
    // A cross-origin script's error arrives as "Script error." with nothing to act on.
    if (event.error !== undefined || event.filename) reportClientError('uncaught', event.error ?? event.message);
  });
  window.addEventListener('unhandledrejection', (event) => reportClientError('unhandled-rejection', event.reason));
  // Vite's module preloader: a chunk a lazy page needs did not load (typically a deploy replaced it).
  window.addEventListener('vite:preloadError', (event) =>
    reportClientError('chunk-load', (event as Event & { payload?: unknown }).payload),
  );
  // Decided now, for the address the visit started on: web vitals describe that page's load.
  const landing = window.location.pathname;
  const measure = random() < VITALS_SAMPLE_RATE;
  const start = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    idle(() => {
      // The reporter's own failures are never reported: that could loop.
      whenClientErrorWaits(() => {
        import('./reporter').then(({ startReporter }) => startReporter()).catch(() => {});
      });
      if (measure) import('./vitals').then(({ collectVitals }) => collectVitals(landing)).catch(() => {});
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
