// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { reportClientError } from '../../lib/client-errors';
import type { ClientReport } from '../../shared/schemas/client-report';
import { MAX_ERRORS_PER_PAGE_VIEW, startReporter } from './reporter';

describe('startReporter', () => {
  it('sends what waited before it loaded, then each new error once, a few per page view, and no query', async () => {
    window.history.replaceState(null, '', '/contact?email=a@b.co#top');
    reportClientError('uncaught', new Error('early'));
    reportClientError('chunk-load', new TypeError('Failed to fetch dynamically imported module'));
    const sent: ClientReport[] = [];
    startReporter((report) => sent.push(report));
    expect(sent.map((r) => r.kind === 'error' && r.message)).toEqual([
      'early',
      'Failed to fetch dynamically imported module',
    ]);

    reportClientError('error-boundary', new Error('early'));
    for (let i = 0; i < 10; i++) reportClientError('unhandled-rejection', new Error(`later ${i}`));
    expect(sent).toHaveLength(MAX_ERRORS_PER_PAGE_VIEW);
    expect(sent[0]).toMatchObject({ url: 'http://localhost:3000/contact', pageType: 'contact' });
  });
});
