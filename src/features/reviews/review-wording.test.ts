import { describe, expect, it } from 'vitest';
import type { ReviewRequestSummary } from '@shared/schemas/review-request';
import { statusSentence } from './review-wording';

const approved = (extra: Partial<ReviewRequestSummary> = {}): ReviewRequestSummary => ({
  request_id: 'r1',
  recordType: 'location-page',
  recordId: 'etobicoke',
  recordTitle: 'Care in Etobicoke',
  revisionId: 'rev1',
  fingerprint: 'v1:0000000000000a',
  reviewerName: 'Dr. Mei Tan',
  reviewerCredentials: 'MD',
  reviewerEmail: 'mei@example.org',
  status: 'approved',
  createdAt: '2026-11-20T15:00:00.000Z',
  expiresAt: '2026-12-04T15:00:00.000Z',
  decidedAt: '2026-11-21T15:00:00.000Z',
  comments: '',
  ...extra,
});

describe('statusSentence', () => {
  it('says "approved an earlier version" once the page no longer has the approved text', () => {
    expect(statusSentence(approved(), 'v1:0000000000000a')).toBe('Approved by Dr. Mei Tan on November 21, 2026');
    expect(statusSentence(approved(), 'v1:0000000000000b')).toBe(
      'Dr. Mei Tan approved an earlier version on November 21, 2026; the text has changed since',
    );
    // Without the text now (a list that does not know it) it says what was decided.
    expect(statusSentence(approved())).toBe('Approved by Dr. Mei Tan on November 21, 2026');
  });

  it('compares with the text approved, which may be newer than the text the link was sent with', () => {
    const newer = approved({ approvedRevisionId: 'rev2', approvedFingerprint: 'v1:0000000000000b' });
    expect(statusSentence(newer, 'v1:0000000000000b')).toBe('Approved by Dr. Mei Tan on November 21, 2026');
    expect(statusSentence(newer, 'v1:0000000000000a')).toMatch(/approved an earlier version/);
  });
});
