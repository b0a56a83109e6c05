// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { actionLink, realReviewLink } from '../../../tests/support/private-links';
import { reportClientError } from '../../lib/client-errors';
import type { ClientReport } from '@shared/schemas/client-report';
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

describe('startReporter on a private link', () => {
  it("sends neither a review link's token nor an action link's code, from the address or the error's text", () => {
    const review = realReviewLink(window.location.origin);
    const action = actionLink(window.location.origin);
    window.history.replaceState(null, '', new URL(review.link).pathname);
    const sent: ClientReport[] = [];
    startReporter((report) => sent.push(report));
    const failure = new Error(`Could not open ${review.link} (after ${action.link})`);
    failure.stack = `Error: token ${review.token}\n    at open (${review.link}:1:2)`;
    reportClientError('uncaught', failure);

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: `${window.location.origin}/review/[redacted]`,
      message: `Could not open ${window.location.origin}/review/[redacted] (after ${window.location.origin}/account/action)`,
      stack: `Error: token [redacted]\n    at open (${window.location.origin}/review/[redacted]:1:2)`,
    });
    const text = JSON.stringify(sent);
    for (const secret of [review.token, review.secret, action.oobCode, action.apiKey])
      expect(text).not.toContain(secret);
  });
});
