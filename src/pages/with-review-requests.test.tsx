// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createReviewRequestsStore } from '../features/reviews/review-requests-store';
import { reviewFingerprint } from '@shared/review-stamp';
import type { ReviewRequestSummary } from '@shared/schemas/review-request';
import { withReviewRequests } from './with-review-requests';

afterEach(cleanup);

type Note = { id: string; title: string; brief_paragraph: string; blogs_content: never[]; published: boolean };
const note = (title: string, published = true): Note => ({
  id: 'n1',
  title,
  brief_paragraph: '',
  blogs_content: [],
  published,
});

const approval = (fingerprint: string): ReviewRequestSummary => ({
  request_id: 'r1',
  recordType: 'blog',
  recordId: 'n1',
  recordTitle: 'Reviewed',
  revisionId: 'rev1',
  fingerprint,
  reviewerName: 'Dr. Mei Tan',
  reviewerCredentials: 'MD',
  reviewerEmail: 'mei@example.org',
  status: 'approved',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-04T10:00:00.000Z',
  decidedAt: '2026-11-21T10:00:00.000Z',
  comments: '',
});

async function setUp() {
  const requests = [approval(reviewFingerprint('blog', note('Reviewed')))];
  const store = createReviewRequestsStore({
    list: async () => requests,
    create: async () => ({ data: requests[0]!, message: 'sent' }),
    revoke: async () => ({ data: requests[0]!, message: 'revoked' }),
  });
  await store.refresh();
  const editor = withReviewRequests(
    {
      load: async (_id: string | null) => ({ value: note('Reviewed') }),
      idOf: (record: Note) => record.id,
      renderCard: (record: Note) => <h2>{record.title}</h2>,
      renderForm: (props: { mode: 'create' | 'edit'; value: Note }) => <p>Form for {props.value.title}</p>,
      prePublishWarnings: (_value: Note, _context: unknown) => ['A base warning.'],
    },
    {
      store,
      recordType: 'blog',
      recordFingerprint: (record) => reviewFingerprint('blog', record),
      formFingerprint: (value) => reviewFingerprint('blog', value),
    },
  );
  return editor;
}

describe('withReviewRequests', () => {
  it('adds "changed since review" to the pre-publish checks once the text differs from the approved one', async () => {
    const editor = await setUp();
    await editor.load('n1');
    expect(editor.prePublishWarnings?.(note('Reviewed'), {})).toEqual(['A base warning.']);
    expect(editor.prePublishWarnings?.(note('Reviewed, then edited'), {})).toEqual([
      'A base warning.',
      'The text has changed since Dr. Mei Tan approved it: request a new medical review.',
    ]);
    // A draft is not being published: no pre-publish warning of its own.
    expect(editor.prePublishWarnings?.(note('Reviewed, then edited', false), {})).toEqual(['A base warning.']);
    // A new record has no approval.
    await editor.load(null);
    expect(editor.prePublishWarnings?.(note('Reviewed, then edited'), {})).toEqual(['A base warning.']);
  });

  it('marks a card reviewed or changed since review', async () => {
    const editor = await setUp();
    render(
      <ul>
        <li>{editor.renderCard(note('Reviewed'))}</li>
        <li>{editor.renderCard(note('Edited after review'))}</li>
      </ul>,
    );
    const [reviewed, changed] = screen.getAllByRole('listitem');
    expect(reviewed?.textContent).toContain('Medically reviewed: approved by Dr. Mei Tan');
    expect(changed?.textContent).toContain('Changed since review: Dr. Mei Tan approved an earlier version');
  });

  it('adds the Medical review part to the form of a saved record only', async () => {
    const editor = await setUp();
    await editor.load(null);
    const { unmount } = render(<>{editor.renderForm({ mode: 'create', value: note('New') })}</>);
    expect(screen.queryByRole('region', { name: 'Medical review' })).toBeNull();
    unmount();
    await editor.load('n1');
    render(<>{editor.renderForm({ mode: 'edit', value: note('Reviewed') })}</>);
    expect(screen.getByRole('region', { name: 'Medical review' }).textContent).toContain('approved by Dr. Mei Tan');
    expect(screen.getByRole('button', { name: 'Send review request' })).toBeTruthy();
  });
});
