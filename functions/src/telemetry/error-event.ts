import type { ClientErrorReport } from '@shared/schemas/client-report';
import { scrubPageUrl, scrubText } from './scrub';

/**
 * A browser error as a structured log entry in Cloud Error Reporting's `ReportedErrorEvent` shape (decision 0020):
 * Error Reporting groups entries of this `@type` by their stack, per service and version. Every text in it has
 * been scrubbed (scrub.ts).
 */
export const REPORTED_ERROR_EVENT_TYPE =
  'type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent';

/** The web app's service name in Error Reporting (the functions report as their own services). */
export const WEB_SERVICE = 'clinic-web';

export type ReportedErrorEntry = {
  severity: 'ERROR';
  '@type': typeof REPORTED_ERROR_EVENT_TYPE;
  message: string;
  serviceContext: { service: string; version: string };
  context: {
    httpRequest: { method: 'GET'; url: string; userAgent?: string };
    reportLocation?: { filePath: string; lineNumber: number; functionName: string };
  };
  /** Ours, beside the standard fields: where the browser caught it and on what kind of page. */
  clientError: { source: ClientErrorReport['source']; pageType: ClientErrorReport['pageType'] };
};

/** Firefox's and Safari's frames, `name@url:line:column`, rewritten as V8's `    at name (url:line:column)`. */
function toV8Frame(line: string): string {
  const trimmed = line.trim();
  if (!trimmed || trimmed.startsWith('at ')) return line;
  const at = trimmed.indexOf('@');
  const location = at === -1 ? trimmed : trimmed.slice(at + 1);
  if (!location.includes(':')) return line;
  const name = at > 0 ? trimmed.slice(0, at) : '<anonymous>';
  return `    at ${name} (${location})`;
}

const isV8Stack = (stack: string) => stack.includes('\n    at ');

/** Error Reporting reads a JavaScript stack only in V8's form: other browsers' stacks are rewritten into it. */
function normalizeStack(stack: string): string {
  if (isV8Stack(stack)) return stack;
  return stack.split('\n').map(toV8Frame).join('\n');
}

const MAX_USER_AGENT = 300;

export function toReportedErrorEvent(report: ClientErrorReport, userAgent?: string): ReportedErrorEntry {
  const head = scrubText(`${report.name || 'Error'}: ${report.message}`);
  const frames = report.stack ? normalizeStack(scrubText(report.stack)) : '';
  // V8's stack starts with the error's own "Name: message" line; other browsers' hold frames only.
  const message = frames.startsWith(head) ? frames : frames ? `${head}\n${frames.replace(/^\n+/, '')}` : head;
  const url = scrubPageUrl(report.url) ?? '';
  const hasFrames = isV8Stack(`\n${message}`);
  return {
    severity: 'ERROR',
    '@type': REPORTED_ERROR_EVENT_TYPE,
    message,
    serviceContext: { service: WEB_SERVICE, version: report.release },
    context: {
      httpRequest: {
        method: 'GET',
        url,
        ...(userAgent ? { userAgent: userAgent.slice(0, MAX_USER_AGENT) } : {}),
      },
      // Without a stack, Error Reporting needs a location to group by: the page and where it was caught.
      ...(hasFrames
        ? {}
        : { reportLocation: { filePath: url || 'browser', lineNumber: 0, functionName: report.source } }),
    },
    clientError: { source: report.source, pageType: report.pageType },
  };
}
