import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { RELEASE } from '../../config/release';
import type { ClientReport } from '@shared/schemas/client-report';
import { MAX_VITAL, type VitalMetric } from '@shared/schemas/client-report-limits';
import { releaseId } from './error-report';
import { pageTypeOf } from './page-type';
import { sendReport } from './send-report';

/**
 * LCP, INP and CLS of this page view, sent when the page is hidden (the moment web-vitals reports them), each at
 * most once: the aggregates count one sample per page view and metric. Its own chunk, loaded for a sample of visits
 * only (install-error-reporting.ts).
 */
export function collectVitals(landingPath: string, send: (report: ClientReport) => void = sendReport): void {
  const page = { pageType: pageTypeOf(landingPath), release: releaseId(RELEASE) };
  const ready = new Map<VitalMetric, number>();
  const sent = new Set<VitalMetric>();
  const flush = () => {
    if (ready.size === 0) return;
    const metrics = [...ready].map(([name, value]) => ({ name, value }));
    for (const name of ready.keys()) sent.add(name);
    ready.clear();
    send({ kind: 'vitals', release: page.release, pageType: page.pageType, metrics });
  };
  const record = (metric: Metric) => {
    const name = metric.name as VitalMetric;
    // A value beyond the range is a measurement gone wrong (a tab left in the background), not a page load.
    if (sent.has(name) || metric.value > MAX_VITAL[name]) return;
    ready.set(name, metric.value);
    // web-vitals may finish a metric just after the page was hidden (LCP waits for an idle moment): send it then.
    if (document.visibilityState === 'hidden') queueMicrotask(flush);
  };
  onLCP(record);
  onINP(record);
  onCLS(record);
  // Bubbling on window: after web-vitals' own capturing listener has reported what it holds.
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
