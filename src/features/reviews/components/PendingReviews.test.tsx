// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReviewRequestSummary } from '@shared/schemas/review-request';
import { createReviewRequestsStore } from '../review-requests-store';
import { PendingReviews } from './PendingReviews';

afterEach(cleanup);

const request = (id: string, status: ReviewRequestSummary['status'], extra: Partial<ReviewRequestSummary> = {}) =>
  ({
    request_id: id,
    recordType: 'blog',
    recordId: `blog-${id}`,
    recordTitle: `Draft ${id}`,
    revisionId: 'rev',
    fingerprint: 'v1:00000000000000',
    reviewerName: 'Dr. Mei Tan',
    reviewerCredentials: 'MD',
    reviewerEmail: 'mei@example.org',
    status,
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-12-04T10:00:00.000Z',
    decidedAt: '',
    comments: '',
    ...extra,
  }) satisfies ReviewRequestSummary;

describe('PendingReviews', () => {
  it('lists waiting and returned requests of its type, and revokes one with the outcome said', async () => {
    let requests: ReviewRequestSummary[] = [
      request('a', 'pending'),
      request('b', 'returned', { comments: 'Cite the guideline.' }),
      request('c', 'approved'),
      request('d', 'pending', { recordType: 'location-page' }),
    ];
    const store = createReviewRequestsStore({
      list: async () => requests,
      create: async () => Promise.reject(new Error('unused')),
      revoke: async (id) => {
        requests = requests.map((r) => (r.request_id === id ? { ...r, status: 'revoked' } : r));
        return { data: requests[0]!, message: 'Review request revoked. Its link no longer works.' };
      },
    });
    await store.refresh();
    render(<PendingReviews store={store} recordType="blog" />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('Draft a');
    expect(items[0]).toContain('Waiting for Dr. Mei Tan');
    expect(items[1]).toContain('Cite the guideline.');

    fireEvent.click(screen.getByRole('button', { name: 'Revoke the review request to Dr. Mei Tan for “Draft a”' }));
    await screen.findByText('Review request revoked. Its link no longer works.');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Revoke/ })).toBeNull();
  });

  it('says so when the requests cannot be loaded', async () => {
    const store = createReviewRequestsStore({
      list: async () => Promise.reject(new Error('You appear to be offline.')),
      create: async () => Promise.reject(new Error('unused')),
      revoke: async () => Promise.reject(new Error('unused')),
    });
    await store.refresh();
    render(<PendingReviews store={store} recordType="blog" />);
    expect(screen.getByRole('alert').textContent).toContain('You appear to be offline.');
  });
});
