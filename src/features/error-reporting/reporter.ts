import { RELEASE } from '../../config/release';
import { takeClientErrors } from '../../lib/client-errors';
import type { ClientReport } from '../../shared/schemas/client-report';
import { toErrorReport } from './error-report';
import { pageTypeOf } from './page-type';
import { sendReport } from './send-report';

/** A page view sends at most this many errors: a broken release must not flood the endpoint (it limits too). */
export const MAX_ERRORS_PER_PAGE_VIEW = 5;

/**
 * The reporter, loaded once an error has been caught after the page went idle: errors caught so far and from
 * now on go to the API, once each (same name and message) and a few per page view.
 */
export function startReporter(send: (report: ClientReport) => void = sendReport): void {
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
}
