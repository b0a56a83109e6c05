import { useState } from 'react';
import type { ReviewRecordType } from '@shared/schemas/review-request';
import { useReviewRequests, type ReviewRequestsStore } from '../review-requests-store';
import { statusSentence } from '../review-wording';
import { RevokeButton } from './RevokeButton';
import '../reviews.css';

/** Above the admin list: the requests still waiting for a reviewer, and drafts returned with comments. */
export function PendingReviews({ store, recordType }: { store: ReviewRequestsStore; recordType: ReviewRecordType }) {
  const { requests, loaded, error } = useReviewRequests(store);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const open = requests.filter(
    (r) => r.recordType === recordType && (r.status === 'pending' || r.status === 'returned'),
  );
  if (!loaded) return null;
  return (
    <section className="review-pending" aria-labelledby={`pending-reviews-${recordType}`}>
      <h2 id={`pending-reviews-${recordType}`}>Medical review requests</h2>
      {error && <p role="alert">{error}</p>}
      <p role="status" className={outcome && !outcome.ok ? 'review-panel__error' : undefined}>
        {outcome?.message ?? ''}
      </p>
      {!error && open.length === 0 && <p>No review request is waiting.</p>}
      {open.length > 0 && (
        <ul className="review-list">
          {open.map((request) => (
            <li key={request.request_id}>
              <strong>{request.recordTitle}</strong>: {statusSentence(request)}
              {request.comments && <blockquote className="review-list__comments">{request.comments}</blockquote>}
              {request.status === 'pending' && <RevokeButton store={store} request={request} onDone={setOutcome} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
