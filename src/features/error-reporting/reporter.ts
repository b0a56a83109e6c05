import { RELEASE } from '../../config/release';
import { takeClientErrors } from '../../lib/client-errors';
import { redactPrivateLinks, reportablePageUrl } from '@shared/private-links';
import type { ClientReport } from '@shared/schemas/client-report';
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
      // The address without its query or fragment, and a review link without its token: a mail's secret never
      // leaves the browser (the server scrubs again, for reporters of older releases).
      url: reportablePageUrl(window.location),
      pageType: pageTypeOf(window.location.pathname),
      release: RELEASE,
    });
    if (!report || seen.size >= MAX_ERRORS_PER_PAGE_VIEW) return;
    // An error's text may quote the address too (a failed navigation, a router's message).
    report.message = redactPrivateLinks(report.message);
    if (report.stack) report.stack = redactPrivateLinks(report.stack);
    const key = `${report.name}: ${report.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    send(report);
  });
}
