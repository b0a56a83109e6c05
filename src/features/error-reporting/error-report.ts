import type { ClientErrorReport } from '@shared/schemas/client-report';
import { CLIENT_REPORT_LIMITS, type ClientErrorSource, type PageType } from '@shared/schemas/client-report-limits';

/** A build id the API accepts: VITE_RELEASE is free text; the API takes letters, digits, dot and dash. */
export function releaseId(release: string): string {
  return release.replace(/[^A-Za-z0-9._-]/g, '-').slice(0, 40) || 'unknown';
}

/** Errors from browser extensions' own scripts: not ours to fix. */
const FOREIGN = /(?:chrome|moz|safari(?:-web)?)-extension:\/\//;

/** What the browser caught, as the API's error report; null for what is not worth reporting. */
export function toErrorReport(
  source: ClientErrorSource,
  error: unknown,
  page: { url: string; pageType: PageType; release: string },
): ClientErrorReport | null {
  let name = 'Error';
  let message = '';
  let stack: string | undefined;
  if (error instanceof Error) {
    ({ name, message } = error);
    stack = error.stack;
  } else if (typeof error === 'string') message = error;
  else if (typeof error === 'object' && error !== null && 'message' in error) message = String(error.message);
  else message = `A ${error === null ? 'null' : typeof error} value was thrown.`;
  if (FOREIGN.test(stack ?? '')) return null;
  return {
    kind: 'error',
    source,
    release: releaseId(page.release),
    pageType: page.pageType,
    name: name.slice(0, CLIENT_REPORT_LIMITS.name),
    message: (message || 'No message.').slice(0, CLIENT_REPORT_LIMITS.message),
    ...(stack ? { stack: stack.slice(0, CLIENT_REPORT_LIMITS.stack) } : {}),
    url: page.url.slice(0, CLIENT_REPORT_LIMITS.url),
  };
}
