import { RELEASE } from '../../config/release';
import { apiClient } from '../../lib/api-client';
import { takeClientErrors } from '../../lib/client-errors';
import { API_PATHS } from '../../shared/api-paths';
import type { ClientReport } from '../../shared/schemas/client-report';
import { releaseId, toErrorReport } from './error-report';
import { pageTypeOf } from './page-type';

/** A page view sends at most this many errors: a broken release must not flood the endpoint (it limits too). */
export const MAX_ERRORS_PER_PAGE_VIEW = 5;

/** The share of page views that load web-vitals and report LCP, INP and CLS (decision 0020). */
export const VITALS_SAMPLE_RATE = 0.25;

/** Sends one report; a failure is dropped silently (reporting it could loop), and so is the server's answer. */
export function sendReport(report: ClientReport): void {
  apiClient.postJson(API_PATHS.clientErrors, report, { keepalive: true }).catch(() => {});
}

/**
 * The reporter, loaded after the page is idle: errors caught so far and from now on go to the API, once each
 * (same name and message) and a few per page view; for a sample of visits, web vitals of the landing page too.
 */
export function startReporter(landingPath: string, random: () => number = Math.random, send = sendReport): void {
  const seen = new Set<string>();
  takeClientErrors(({ source, error }) => {
    const report = toErrorReport(source, error, {
      // The address without its query or fragment: a mail's token never leaves the browser.
      url: `${window.location.origin}${window.location.pathname}`,
      pageType: pageTypeOf(window.location.pathname),
      release: RELEASE,
    });
    if (!report || seen.size >= MAX_ERRORS_PER_PAGE_VIEW) return;
    const key = `${report.name}: ${report.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    send(report);
  });
  if (random() < VITALS_SAMPLE_RATE) {
    import('./vitals')
      .then(({ collectVitals }) =>
        collectVitals({ pageType: pageTypeOf(landingPath), release: releaseId(RELEASE) }, send),
      )
      .catch(() => {});
  }
}
