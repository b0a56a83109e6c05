import { useState } from 'react';
import type { ReviewRequestSummary } from '../../../shared/schemas/review-request';
import type { ReviewRequestsStore } from '../review-requests-store';

/** Revokes one pending request: its link stops working at once. */
export function RevokeButton({ store, request }: { store: ReviewRequestsStore; request: ReviewRequestSummary }) {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  async function revoke() {
    setBusy(true);
    try {
      setMessage(await store.revoke(request.request_id));
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'The request was not revoked.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      {' '}
      <button
        type="button"
        className="button button--secondary"
        onClick={revoke}
        disabled={busy}
        aria-label={`Revoke the review request to ${request.reviewerName} for “${request.recordTitle}”`}
      >
        Revoke
      </button>
      <span role="status">{message}</span>
    </>
  );
}
