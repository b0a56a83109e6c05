import { useState } from 'react';
import type { ReviewRequestSummary } from '@shared/schemas/review-request';
import type { ReviewRequestsStore } from '../review-requests-store';

/**
 * Revokes one pending request: its link stops working at once. The outcome goes to the list's status line
 * (`onDone`): once revoked the request is no longer pending and this button leaves the page.
 */
export function RevokeButton({
  store,
  request,
  onDone,
}: {
  store: ReviewRequestsStore;
  request: ReviewRequestSummary;
  onDone: (outcome: { ok: boolean; message: string }) => void;
}) {
  const [busy, setBusy] = useState(false);
  async function revoke() {
    setBusy(true);
    try {
      onDone({ ok: true, message: await store.revoke(request.request_id) });
    } catch (error) {
      onDone({ ok: false, message: error instanceof Error ? error.message : 'The request was not revoked.' });
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
    </>
  );
}
