import { describe, expect, it } from 'vitest';
import type { ClientErrorReport } from '@shared/schemas/client-report';
import { REPORTED_ERROR_EVENT_TYPE, toReportedErrorEvent, WEB_SERVICE } from './error-event';

const base: ClientErrorReport = {
  kind: 'error',
  source: 'uncaught',
  release: 'abc1234',
  pageType: 'article',
  name: 'TypeError',
  message: 'x is not a function',
  url: 'https://clinic.example/article/sleep?utm_source=mail&email=a@b.co#top',
};

describe('toReportedErrorEvent', () => {
  it("writes Error Reporting's shape, with the release as the version and the page without its query", () => {
    const stack = 'TypeError: x is not a function\n    at run (https://clinic.example/assets/a.js?v=1:1:20)';
    const entry = toReportedErrorEvent({ ...base, stack }, 'Mozilla/5.0');
    expect(entry).toEqual({
      severity: 'ERROR',
      '@type': REPORTED_ERROR_EVENT_TYPE,
      message: 'TypeError: x is not a function\n    at run (https://clinic.example/assets/a.js:1:20)',
      serviceContext: { service: WEB_SERVICE, version: 'abc1234' },
      context: {
        httpRequest: { method: 'GET', url: 'https://clinic.example/article/sleep', userAgent: 'Mozilla/5.0' },
      },
      clientError: { source: 'uncaught', pageType: 'article' },
    });
  });

  it("rewrites Firefox's and Safari's frames in V8's form, after the error's own line", () => {
    const stack = 'run@https://clinic.example/assets/a.js:1:20\n@https://clinic.example/assets/b.js:2:3\n';
    expect(toReportedErrorEvent({ ...base, stack }).message).toBe(
      'TypeError: x is not a function\n' +
        '    at run (https://clinic.example/assets/a.js:1:20)\n' +
        '    at <anonymous> (https://clinic.example/assets/b.js:2:3)\n',
    );
  });

  it('gives a report without a stack a location to group by', () => {
    const entry = toReportedErrorEvent({ ...base, source: 'service-worker', message: 'Mail bob@x.org failed' });
    expect(entry.message).toBe('TypeError: Mail [email] failed');
    expect(entry.context.reportLocation).toEqual({
      filePath: 'https://clinic.example/article/sleep',
      lineNumber: 0,
      functionName: 'service-worker',
    });
  });
});
